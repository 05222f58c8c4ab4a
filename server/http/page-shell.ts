// The app shell as sent for one page: `<html lang>` right from the first byte (screen readers and
// translation tools read it before any script runs), the language's web app manifest, and preload hints for the language's text
// bundle, the page's own code and its large images, so the browser fetches them alongside the
// app's code instead of after it has run. The service worker's offline copy stays the plain shell
// (the app sets `lang` itself, and everything is already on the device).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../src/domain/types';
import { pageImagesFor } from '../../src/routes';
import { manifestHref } from '../../src/content/web-manifest';

/** The part of Vite's build manifest (dist/.vite/manifest.json) this needs. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

export interface ShellPage {
  language: Language;
  /** Source path of the page's module (src/routes/table.ts), null for no known page. */
  pageModule: string | null;
}

/** Source of each language's text bundle (src/lib/i18n.ts imports it on demand). */
const languageBundle = (language: Language) => `src/lib/locale-bundles/${language}.ts`;

export function readBuildManifest(distDir: string): BuildManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : null;
}

/** A module's file and the chunks it imports, each once, imports first. */
function moduleFiles(manifest: BuildManifest, key: string, seen: Set<string>): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const imported = (entry.imports ?? []).flatMap((child) => moduleFiles(manifest, child, seen));
  return [...imported, entry.file];
}

export function pageShell(html: string, page: ShellPage, manifest: BuildManifest | null): string {
  const seen = new Set<string>();
  const modules = [languageBundle(page.language), ...(page.pageModule ? [page.pageModule] : [])];
  const hints = (manifest ? modules.flatMap((key) => moduleFiles(manifest, key, seen)) : [])
    .filter((file) => !html.includes(`/${file}"`)) // the shell already loads the shared chunks
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const images = (page.pageModule ? pageImagesFor(page.pageModule) : [])
    .map((url) => `<link rel="preload" as="image" href="${url}" fetchpriority="high">`)
    .join('');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace(
      /<link rel="manifest" href="[^"]*"/,
      `<link rel="manifest" href="${manifestHref(page.language)}"`,
    )
    .replace('</head>', `${hints}${images}</head>`);
}
