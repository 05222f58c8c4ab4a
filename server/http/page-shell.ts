// The app shell as sent for one page: `<html lang>` right from the first byte (screen readers and
// translation tools read it before any script runs), the language's web app manifest, and hints
// for the language's text bundle, the page's own code, its style sheets and its large images, so
// the browser fetches them alongside the app's code instead of after it has run. The prerender
// (scripts/lib/prerender-plugin.ts) writes every page through this; the server uses it directly
// only when a build has no prerendered page for an address.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../src/vocabulary/types';
import { pageImagesFor } from '../../src/routes';
import { manifestHref } from '../../src/content/web-manifest';

/** The part of Vite's build manifest (dist/.vite/manifest.json) this needs. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

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

/** A module's files (code and style sheets) and those of the chunks it imports, each once. */
function moduleFiles(
  manifest: BuildManifest,
  key: string,
  seen: Set<string>,
): { code: string[]; css: string[] } {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return { code: [], css: [] };
  seen.add(key);
  const imported = (entry.imports ?? []).map((child) => moduleFiles(manifest, child, seen));
  return {
    code: [...imported.flatMap((files) => files.code), entry.file],
    css: [...imported.flatMap((files) => files.css), ...(entry.css ?? [])],
  };
}

export function pageShell(html: string, page: ShellPage, manifest: BuildManifest | null): string {
  const seen = new Set<string>();
  const modules = [languageBundle(page.language), ...(page.pageModule ? [page.pageModule] : [])];
  const files = manifest ? modules.map((key) => moduleFiles(manifest, key, seen)) : [];
  const notInShell = (file: string) => !html.includes(`/${file}"`); // shared chunks are there
  // The page's style sheets come first: a prerendered page is drawn with them, before any script.
  const styles = [...new Set(files.flatMap((list) => list.css))]
    .filter(notInShell)
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
  const hints = files
    .flatMap((list) => list.code)
    .filter(notInShell)
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
    .replace('</head>', `${styles}${hints}${images}</head>`);
}
