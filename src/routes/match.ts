// Finding a path's row in the route table, for the server (shell or 404, page hints), the service
// worker (which navigations the precached shell answers) and the layout (the progress meter).
import { splitLanguage } from './language';
import { ROUTES, isPageRoute, type AppRoute } from './table';

/** Every route pattern, language-free. */
export const APP_ROUTE_PATTERNS: readonly string[] = /* @__PURE__ */ ROUTES.map(
  (route) => route.pattern,
);

/** True when a language-free path fits a route pattern ('/question/:question' fits '/question/x'). */
export function matchesPattern(pattern: string, path: string): boolean {
  return patternParams(pattern, path) !== null;
}

/**
 * The pattern's parameters in the path, or null when it does not fit. A last ':name?' part is
 * optional ('/question/:question/:sub?' fits '/question/x' and '/question/x/y').
 */
function patternParams(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  const optional = want.at(-1)?.endsWith('?') ?? false;
  if (got.length !== want.length && !(optional && got.length === want.length - 1)) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index];
    if (actual === undefined) break; // only the optional last part can be missing
    if (part.startsWith(':')) {
      if (!actual) return null;
      // Raw, not decoded: a malformed escape must not throw on the server.
      params[part.slice(1).replace(/\?$/, '')] = actual;
    } else if (part !== actual) return null;
  }
  return params;
}

/** The path routes are matched on: no language prefix, no trailing slash (except on '/'). */
export function routePath(pathname: string): string {
  const { path } = splitLanguage(pathname);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The first row whose pattern fits the URL path (either language), with its parameters. */
export function matchRoute(
  pathname: string,
): { route: AppRoute; params: Record<string, string> } | null {
  const path = routePath(pathname);
  for (const route of ROUTES) {
    const params = patternParams(route.pattern, path);
    if (params) return { route, params };
  }
  return null;
}

/** True when some route matches the path (trailing slash tolerated, except on '/'). */
export function isAppPath(pathname: string): boolean {
  return matchRoute(pathname) !== null;
}

/** The page module shown for a URL path: a redirect counts as its target. Null: not found. */
export function pageModuleFor(pathname: string): string | null {
  const route = matchRoute(pathname)?.route;
  if (!route) return null;
  if (isPageRoute(route)) return route.page;
  return pageModuleFor(route.redirect);
}

/** Images a page module shows large on arrival (hinted in the HTML beside its code). */
export function pageImagesFor(pageModule: string): readonly string[] {
  return ROUTES.filter(isPageRoute).find((route) => route.page === pageModule)?.images ?? [];
}

/**
 * What identifies the page shown at a path: the path itself, less a sub-step (the route handle's
 * `subStep` parameter), so moving between a carousel's sub-questions stays on one page.
 */
export function pageKeyOf(pathname: string): string {
  const match = matchRoute(pathname);
  const param = match?.route.handle.subStep;
  const step = param ? match.params[param] : undefined;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return step && trimmed.endsWith(`/${step}`) ? trimmed.slice(0, -step.length - 1) : trimmed;
}

/** The handle's title key with its ':param' parts filled in from the path, or null. */
export function titleKeyOf(pathname: string, title: string | undefined): string | null {
  if (!title) return null;
  const params = matchRoute(pathname)?.params ?? {};
  let missing = false;
  const key = title.replace(/\.:([a-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return `.${value ?? ''}`;
  });
  return missing ? null : key;
}
