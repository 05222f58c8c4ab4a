// Prerenders the app's pages at build time, after the browser's bundle is written and before the
// service worker's precache list is made (so the pages are precached): bundles
// src/prerender/render-page.tsx for Node, draws every target of src/prerender/targets.ts in both
// languages, and writes each as a whole document (dist/pages/{language}/...html) into the built
// index.html, with the page's hints and style sheets (server/http/page-shell.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageShell, readBuildManifest } from '../../server/http/page-shell';
import { pageModuleFor } from '../../src/routes';
import { prerenderTargets, type PrerenderTarget } from '../../src/prerender/targets';
import type { RenderedPage } from '../../src/prerender/render-page';

type RenderPage = (url: string, language: string, shell: boolean) => Promise<RenderedPage>;

/** Attribute-safe text (route keys and classes are ours, but a stray quote must not break out). */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** Element-safe text (the title comes from our own translations, but stays text all the same). */
const text = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CODE_TAGS =
  /<link rel="modulepreload" crossorigin href="([^"]+)">|<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * The modules the entry imports itself, in the order they run (each after those it imports): the
 * code hints Vite writes into index.html. The page's own (its text, its screen) come later.
 */
export function entryImports(template: string): string[] {
  return [...template.matchAll(CODE_TAGS)].flatMap(([, preload]) => (preload ? [preload] : []));
}

/**
 * The app's code leaves the document's head: the boot script (src/start-up/boot.ts) asks for it once the
 * page has loaded, so nothing but the page itself crosses the network before it is drawn. The boot
 * script itself is asked for at low priority: it draws nothing, so the style sheets and the first
 * screen's images go first. `runFirst` (the entry's own imports, in order) the boot script runs one
 * a task before the entry, so a tap never waits for all of the app's code at once.
 */
export function deferAppCode(html: string, bootFile: string, runFirst: string[] = []): string {
  const modules: string[] = [];
  const entries: string[] = [];
  const without = html.replace(CODE_TAGS, (_tag, preload?: string, entry?: string) => {
    if (preload) modules.push(preload);
    if (entry) entries.push(entry);
    return '';
  });
  if (entries.length !== 1) throw new Error(`expected one entry script, found ${entries.length}`);
  const list = attribute(JSON.stringify([...modules, ...entries]));
  const first = attribute(JSON.stringify(runFirst.filter((file) => modules.includes(file))));
  return without.replace(
    '</head>',
    `<script type="module" src="/${bootFile}" fetchpriority="low" data-modules="${list}" data-run-first="${first}"></script></head>`,
  );
}

/** The document of one page: the shell with its language and hints, the page in #root. */
export function pageDocument(
  template: string,
  target: PrerenderTarget,
  page: RenderedPage,
  hinted: (html: string) => string,
): string {
  const marker =
    `data-route="${attribute(target.route)}" data-language="${target.language}"` +
    (target.shell ? ' data-shell=""' : '');
  const withRoot = template.replace(
    /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
    (_all, end: string) => `<div id="root" ${marker}>${page.html}</div>${end}`,
  );
  if (withRoot === template) throw new Error('index.html has no <div id="root"> before </body>');
  const titled = withRoot.replace(/<title>[^<]*<\/title>/, `<title>${text(page.title)}</title>`);
  if (titled === withRoot) throw new Error('index.html has no <title>');
  return hinted(titled).replace('<body>', `<body class="${attribute(page.bodyClass)}">`);
}

/**
 * A page drawn in full. A lazily loaded part suspends the first time it is drawn, and React then
 * finishes its boundary with an inline script, which the Content-Security-Policy refuses (and a
 * page without JavaScript never runs): drawn again, the part is loaded and comes inline.
 */
async function renderComplete(renderPage: RenderPage, target: PrerenderTarget) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const page = await renderPage(target.url, target.language, target.shell);
    if (!page.html.includes('<script')) return page;
  }
  throw new Error(`${target.url} still has an inline script after drawing it three times`);
}

export function prerender(options: { define: UserConfig['define'] }): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // Before vite-plugin-pwa's closeBundle, which lists the files to precache.
      order: 'pre',
      sequential: true,
      async handler() {
        const serverDir = path.join(root, 'node_modules/.prerender');
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          define: options.define,
          plugins: [react()],
          build: {
            ssr: 'src/prerender/render-page.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            target: 'node20',
          },
        });
        const entry = pathToFileURL(path.join(serverDir, 'render-page.js')).href;
        // No cache-busting query: the page chunks import the entry by its plain address, and two
        // copies of it would be two sets of React contexts.
        const { renderPage } = (await import(entry)) as {
          renderPage: RenderPage;
        };
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const manifest = readBuildManifest(outDir);
        const bootFile = manifest?.['src/start-up/boot.ts']?.file;
        if (!bootFile)
          throw new Error('The build has no src/start-up/boot.ts entry (vite.config.ts)');
        const targets = prerenderTargets();
        rmSync(path.join(outDir, 'pages'), { recursive: true, force: true });
        for (const target of targets) {
          const page = await renderComplete(renderPage, target);
          const hinted = (html: string) =>
            pageShell(
              html,
              { language: target.language, pageModule: pageModuleFor(target.url) },
              manifest,
            );
          const file = path.join(outDir, target.file);
          mkdirSync(path.dirname(file), { recursive: true });
          const document = pageDocument(template, target, page, hinted);
          writeFileSync(file, deferAppCode(document, bootFile, entryImports(template)));
        }
        this.info?.(`prerendered ${targets.length} pages`);
      },
    },
  };
}
