// What the build prerenders, read from the route table (src/routes/table.ts): every page in both
// languages; a parameter route once per value its row's `prerender` gives (each question and its
// steps, each quiz page) plus a shell for the values it does not (a saved plan's identifier); and the
// not-found page. A route added to the table is prerendered (or shelled) without a change here;
// redirect rows (old addresses) are not pages and have no file.
import { NOT_FOUND_FILE_ROUTE, ROUTES, isPageRoute, localizePath, pageFile } from '../routes';
import { LANGUAGES, type Language } from '../vocabulary/types';

export interface PrerenderTarget {
  language: Language;
  /** Route key: the language-free path, the pattern (shells) or the catch-all. */
  route: string;
  /** The address drawn. */
  url: string;
  shell: boolean;
  file: string;
}

/** A shell's address: each parameter stands for any value. */
const shellPath = (pattern: string) => pattern.replace(/:[^/]+/g, '_');

export function prerenderTargets(): PrerenderTarget[] {
  const routes = ROUTES.filter(isPageRoute).flatMap(({ pattern, prerender }) =>
    pattern.includes(':')
      ? [
          ...(prerender?.() ?? []).map((path) => ({ route: path, path, shell: false })),
          { route: pattern, path: shellPath(pattern), shell: true },
        ]
      : [{ route: pattern, path: pattern, shell: false }],
  );
  routes.push({ route: NOT_FOUND_FILE_ROUTE, path: '/not-found', shell: false });
  return LANGUAGES.flatMap((language) =>
    routes.map(({ route, path, shell }) => ({
      language,
      route,
      url: localizePath(language, path),
      shell,
      file: pageFile(language, route),
    })),
  );
}
