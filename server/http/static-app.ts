// Serves the built PWA: hashed assets cached for a year, everything else revalidated, and for
// every app route in both languages its prerendered page (dist/pages, src/routes/page-files.ts)
// or, for an address the build could not know, its route's prerendered shell (404 status and the
// prerendered not-found page for paths no route knows, so crawlers and monitors see the truth).
// A build without prerendered pages gets the app shell with the page's hints instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import {
  PAGES_FOLDER,
  isAppPath,
  pageFileCandidates,
  pageModuleFor,
  splitLanguage,
} from '../../src/routes';
import { pageShell, readBuildManifest } from './page-shell';

const ONE_YEAR_SECONDS = 31_536_000;

export function loadAppShell(distDir: string): string {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`No built app at ${indexFile}: run \`npm run build\` first.`);
  }
  return readFileSync(indexFile, 'utf8');
}

export function staticFiles(distDir: string): Middleware {
  return serve(distDir, {
    index: false, // '/' is an app route: the shell middleware answers it.
    setHeaders(res, filePath) {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      const hashed = relative.startsWith('assets/');
      res.setHeader(
        'Cache-Control',
        hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
}

/** Every prerendered page of the build (about a hundred small files), read once at start. */
function readPrerenderedPages(distDir: string): Map<string, string> {
  const folder = path.join(distDir, PAGES_FOLDER);
  if (!existsSync(folder)) return new Map();
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  return new Map(
    files.map((file) => [
      `${PAGES_FOLDER}/${file.split(path.sep).join('/')}`,
      readFileSync(path.join(folder, file), 'utf8'),
    ]),
  );
}

export function appShell(shellHtml: string, distDir: string): Middleware {
  const manifest = readBuildManifest(distDir);
  const shells = new Map<string, string>(); // a few dozen at most: languages × pages
  const shellFor = (urlPath: string) => {
    const page = { language: splitLanguage(urlPath).language, pageModule: pageModuleFor(urlPath) };
    const key = `${page.language} ${page.pageModule ?? ''}`;
    let shell = shells.get(key);
    if (shell === undefined) {
      shell = pageShell(shellHtml, page, manifest);
      shells.set(key, shell);
    }
    return shell;
  };
  const pages = readPrerenderedPages(distDir);
  const pageFor = (urlPath: string) => {
    for (const { file, status } of pageFileCandidates(urlPath)) {
      const html = pages.get(file);
      if (html !== undefined) return { html, status };
    }
    return { html: shellFor(urlPath), status: isAppPath(urlPath) ? 200 : 404 };
  };
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.path.startsWith('/api/')) return;
    // A missing file (an extension in the last segment) stays a plain 404.
    if (/\.[a-z0-9]+$/i.test(ctx.path)) return;
    const page = pageFor(ctx.path);
    ctx.status = page.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = page.html;
  };
}
