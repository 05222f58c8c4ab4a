// How a prerendered page's document is put together from the built index.html.
import { describe, expect, it } from 'vitest';
import { deferAppCode, entryImports, pageDocument } from '../../../scripts/lib/prerender-plugin';
import { pageFile, pageFileCandidates } from '../../../src/routes/page-files';

const TEMPLATE = [
  '<!doctype html><html lang="en"><head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '<title>Home fire escape plan</title>',
  '</head><body>',
  '<div id="root"><header class="boot-shell"></header></div>',
  '</body></html>',
].join('\n');

describe('pageDocument', () => {
  it('puts the page into #root with its route, language, title and body classes', () => {
    const html = pageDocument(
      TEMPLATE,
      { language: 'mi', route: '/print/:identifier', url: '/mi/print/_', shell: true, file: '' },
      {
        html: '<main>page</main>',
        bodyClass: 'bg-white page-print',
        page: 'print',
        title: 'Mahere <whakaputa> & – Escape plan',
      },
      (document) => document,
    );
    expect(html).toContain(
      '<div id="root" data-route="/print/:identifier" data-language="mi" data-shell=""><main>page</main></div>',
    );
    expect(html).not.toContain('boot-shell');
    expect(html).toContain('<body class="bg-white page-print">');
    expect(html).toContain('<title>Mahere &lt;whakaputa&gt; &amp; – Escape plan</title>');
    expect(html).not.toContain('Home fire escape plan');
  });
});

describe('deferAppCode', () => {
  it('moves every script and code hint into the boot script, entry last', () => {
    const html = deferAppCode(TEMPLATE, 'assets/boot-1.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).toContain(
      '<script type="module" src="/assets/boot-1.js" fetchpriority="low" data-modules="[&quot;/assets/react-1.js&quot;,&quot;/assets/index-1.js&quot;]" data-run-first="[]"></script></head>',
    );
    expect(html).toContain('/assets/index-1.css'); // style sheets stay: the page is drawn with them
  });

  it("names the entry's own imports, in order, to run before it; the page's own are only fetched", () => {
    const page = TEMPLATE.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/question-page-1.js"></head>',
    );
    expect(entryImports(page)).toEqual(['/assets/react-1.js', '/assets/question-page-1.js']);
    const html = deferAppCode(page, 'assets/boot-1.js', entryImports(TEMPLATE));
    expect(html).toContain(
      'data-modules="[&quot;/assets/react-1.js&quot;,&quot;/assets/question-page-1.js&quot;,&quot;/assets/index-1.js&quot;]" data-run-first="[&quot;/assets/react-1.js&quot;]"',
    );
  });

  it('refuses a document without its entry script', () => {
    expect(() => deferAppCode('<head></head>', 'assets/boot-1.js')).toThrow(/one entry/);
  });
});

describe('page files', () => {
  it('names each page, shell and the not-found page per language', () => {
    expect(pageFile('en', '/')).toBe('pages/en/index.html');
    expect(pageFile('mi', '/sorted/maintenance')).toBe('pages/mi/sorted/maintenance.html');
    expect(pageFile('en', '/question/:question/:sub?')).toBe(
      'pages/en/question/_question/_sub.html',
    );
    expect(pageFile('mi', '*')).toBe('pages/mi/404.html');
  });

  it('looks up an address: its page, its route shell, or not found', () => {
    expect(pageFileCandidates('/mi/quiz/hot-ashes/')).toEqual([
      { file: 'pages/mi/quiz/hot-ashes.html', status: 200 },
      { file: 'pages/mi/quiz/_step.html', status: 200 },
    ]);
    expect(pageFileCandidates('/mi')).toEqual([{ file: 'pages/mi/index.html', status: 200 }]);
    expect(pageFileCandidates('/nothing/here')).toEqual([
      { file: 'pages/en/404.html', status: 404 },
    ]);
    // A redirect row (an old address) has no page of its own: the app's shell answers it.
    expect(pageFileCandidates('/question/begin')).toEqual([]);
  });
});
