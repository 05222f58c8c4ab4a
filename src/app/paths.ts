// The route table and the language prefix rules, as plain data and functions: the React router,
// the server (which answers unknown paths with 404) and the service worker all read this file.
import { DEFAULT_LANGUAGE, type Language } from '../domain/types';

/** Route patterns without the language prefix, in react-router syntax. Exact matches only. */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/intro',
  '/question/:question',
  '/question/:question/:sub',
  '/tips',
  '/complete',
  '/review',
  '/print',
  '/print/:identifier',
  '/floor-plan',
  '/sorted',
  '/sorted/buying-guide',
  '/sorted/maintenance',
  '/sorted/escape-plan',
  '/sorted/escape-challenge',
  '/quiz/:step',
] as const;

export const paths = {
  home: '/',
  intro: '/intro',
  firstQuestion: '/question/smoke-alarms-right-places',
  question: (slug: string, sub?: string) =>
    sub ? `/question/${slug}/${sub}` : `/question/${slug}`,
  tips: '/tips',
  complete: '/complete',
  review: '/review',
  print: '/print',
  floorPlan: '/floor-plan',
  sorted: '/sorted',
  buyingGuide: '/sorted/buying-guide',
  maintenance: '/sorted/maintenance',
  escapePlanCta: '/sorted/escape-plan',
  escapeChallenge: '/sorted/escape-challenge',
  quiz: (step: string) => `/quiz/${step}`,
} as const;

const MAORI_PREFIX = '/mi';

/** Splits '/mi/question/x' into { language: 'mi', path: '/question/x' }. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  if (pathname === MAORI_PREFIX || pathname.startsWith(`${MAORI_PREFIX}/`)) {
    return { language: 'mi', path: pathname.slice(MAORI_PREFIX.length) || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** Puts a language-free path under the language's prefix: ('mi', '/') gives '/mi/'. */
export function localizePath(language: Language, path: string): string {
  if (language === 'en') return path;
  return `${MAORI_PREFIX}${path}`;
}

/** The same page in the other language: the selector keeps the path and swaps the prefix. */
export function otherLanguagePath(pathname: string): { language: Language; path: string } {
  const { language, path } = splitLanguage(pathname);
  const other: Language = language === 'en' ? 'mi' : 'en';
  return { language: other, path: localizePath(other, path) };
}

/** True when a language-free path fits a route pattern ('/question/:question' fits '/question/x'). */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The path routes are matched on: no language prefix, no trailing slash (except on '/'). */
export function routePath(pathname: string): string {
  const { path } = splitLanguage(pathname);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** True when some route pattern matches the path (trailing slash tolerated, except on '/'). */
export function isAppPath(pathname: string): boolean {
  const path = routePath(pathname);
  return APP_ROUTE_PATTERNS.some((pattern) => matchesPattern(pattern, path));
}
