// Serves the built PWA: hashed assets cached for a year, everything else revalidated, and the app
// shell for every app route in both languages (404 status for paths no route knows, so the
// not-found page still renders but crawlers and monitors see the truth).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { isAppPath, splitLanguage } from '../../src/routes';
import { pageModuleFor } from '../../src/routes';
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
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.path.startsWith('/api/')) return;
    // A missing file (an extension in the last segment) stays a plain 404.
    if (/\.[a-z0-9]+$/i.test(ctx.path)) return;
    ctx.status = isAppPath(ctx.path) ? 200 : 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = shellFor(ctx.path);
  };
}
