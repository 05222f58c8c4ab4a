// Where each prerendered page lives in the build (dist/pages/{language}/...), in one place for the
// prerender that writes them, the server that sends them and the service worker that serves them
// offline. A route with a parameter the build knows the values of (a question's slug) has one
// page per value; every parameter route also has a shell for the values it does not know.
import { matchRoute, routePath } from './match';
import { splitLanguage } from './language';
import type { Language } from '../vocabulary/types';

export const PAGES_FOLDER = 'pages';
/** The not-found page's route key (react-router's catch-all). */
export const NOT_FOUND_FILE_ROUTE = '*';

/** The file of a route key: a language-free path ('/sorted'), a pattern, or the catch-all. */
export function pageFile(language: Language, route: string): string {
  const slug =
    route === NOT_FOUND_FILE_ROUTE
      ? '404'
      : route === '/'
        ? 'index'
        : route.slice(1).replace(/:/g, '_').replace(/\?/g, '');
  return `${PAGES_FOLDER}/${language}/${slug}.html`;
}

/**
 * The prerendered files that could answer a URL path, best first: its own page, its route's
 * shell, the not-found page. `status` is what the server answers with. A redirect row (an old
 * address) has no page of its own: the app's shell answers it and replaces the address.
 */
export function pageFileCandidates(pathname: string): { file: string; status: number }[] {
  const { language } = splitLanguage(pathname);
  const path = routePath(pathname);
  const match = matchRoute(pathname);
  if (!match) return [{ file: pageFile(language, NOT_FOUND_FILE_ROUTE), status: 404 }];
  if ('redirect' in match.route) return [];
  const { pattern } = match.route;
  return [
    { file: pageFile(language, path), status: 200 },
    ...(pattern === path ? [] : [{ file: pageFile(language, pattern), status: 200 }]),
  ];
}
