// The HTML sent for a page: its language from the first byte, and preload hints for the
// language's text and the page's code taken from Vite's build manifest.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageShell, type BuildManifest } from '../../server/http/page-shell';
import { fakeDist, listen, SHELL_HTML, type TestServer } from './support';

const SHARED = 'assets/react-1.js';
const HTML = SHELL_HTML.replace(
  '</head>',
  `<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/${SHARED}"></head>`,
);
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: SHARED },
  '_plan-text.js': { file: 'assets/plan-text-1.js' },
  'src/lib/locale-bundles/en.ts': { file: 'assets/en-1.js', imports: ['_plan-text.js'] },
  'src/lib/locale-bundles/mi.ts': { file: 'assets/mi-1.js' },
  '_list.js': { file: 'assets/list-1.js', imports: ['_react-1.js', '_plan-text.js'] },
  'src/features/escape-plan/question-page.tsx': {
    file: 'assets/question-page-1.js',
    imports: ['_list.js', '_plan-text.js'],
  },
};

const hinted = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
    ([, file]) => file ?? '',
  );

describe('pageShell', () => {
  it('hints the language bundle and the page module, imports first, each once', () => {
    const html = pageShell(
      HTML,
      { language: 'en', pageModule: 'src/features/escape-plan/question-page.tsx' },
      MANIFEST,
    );
    expect(html).toContain('<html lang="en">');
    expect(hinted(html)).toEqual([
      SHARED, // already in the shell, not repeated
      'assets/plan-text-1.js',
      'assets/en-1.js',
      'assets/list-1.js',
      'assets/question-page-1.js',
    ]);
  });

  it("hints the home page's poster image", () => {
    const html = pageShell(
      HTML,
      { language: 'mi', pageModule: 'src/features/home/home-page.tsx' },
      MANIFEST,
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/video/home-poster.jpg" fetchpriority="high">',
    );
  });

  it('sets the Māori language and hints only its own text', () => {
    const html = pageShell(HTML, { language: 'mi', pageModule: null }, MANIFEST);
    expect(html).toContain('<html lang="mi">');
    expect(hinted(html)).toEqual([SHARED, 'assets/mi-1.js']);
  });

  it('leaves the shell as it is without a manifest, apart from the language', () => {
    expect(pageShell(HTML, { language: 'en', pageModule: null }, null)).toBe(HTML);
  });
});

describe('the server with a build manifest', () => {
  let server: TestServer;
  beforeAll(async () => {
    const distDir = fakeDist();
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await listen({ distDir, shellHtml: HTML });
  });
  afterAll(() => server.close());

  it.each([
    ['/mi/question/meeting-area', 'mi', ['assets/mi-1.js', 'assets/question-page-1.js']],
    ['/question/meeting-area/', 'en', ['assets/en-1.js', 'assets/question-page-1.js']],
    ['/mi/no-such-page', 'mi', ['assets/mi-1.js']],
  ] as const)('GET %s sends lang=%s and hints %j', async (urlPath, language, files) => {
    const html = await (await fetch(`${server.url}${urlPath}`)).text();
    expect(html).toContain(`<html lang="${language}">`);
    for (const file of files) expect(hinted(html)).toContain(file);
    const [languageBundle] = files;
    expect(hinted(html).filter((file) => /^assets\/(en|mi)-/.test(file))).toEqual([languageBundle]);
  });
});
