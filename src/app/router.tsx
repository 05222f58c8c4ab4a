// The router, built from the route table (src/routes): every row under both language prefixes,
// each page's module loaded on first visit, and the not-found page for anything else. The
// prerender (src/prerender) draws the same routes at build time.
import type { ComponentType } from 'react';
import {
  Navigate,
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { LanguageLayout } from './language-layout';
import { useLanguage } from '../lib/use-language';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { NotFoundPage } from '../components/not-found';
import {
  NOT_FOUND_ROUTE,
  ROUTES,
  isPageRoute,
  languageRoot,
  pageModuleFor,
  type AppRoute,
} from '../routes';
import type { Language } from '../vocabulary/types';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { providePageLoader } from '../lib/next-page';

type PageModule = { default: ComponentType };

// Every page module (a feature's `*-page.tsx`), each its own chunk, loaded when first shown. The
// not-found page is not among them: it is part of the app's code, so it shows even offline.
const PAGE_MODULES = import.meta.glob<PageModule>([
  '../features/*/*-page.tsx',
  '!../features/not-found/*',
]);

/** The loader of a table row's page module ('src/features/x/y-page.tsx'). */
function pageLoader(page: string): () => Promise<PageModule> {
  const load = PAGE_MODULES[page.replace(/^src\//, '../')];
  if (!load) throw new Error(`The route table names ${page}, which is not a *-page.tsx module`);
  return load;
}

/** Each page's code asked for once ahead of its visit (lib/next-page.ts); the import is shared
 * with the route's own `lazy`, so the visit finds it loaded. */
const preloaded = new Set<string>();
providePageLoader((pathname) => {
  const page = pageModuleFor(pathname);
  if (!page || preloaded.has(page)) return undefined;
  preloaded.add(page);
  return pageLoader(page)();
});

function LocalizedRedirect({ to: target }: { to: string }) {
  const { to } = useLanguage();
  return <Navigate to={to(target)} replace />;
}

function routeObject(route: AppRoute): RouteObject {
  const where = route.pattern === '/' ? { index: true as const } : { path: route.pattern.slice(1) };
  if (!isPageRoute(route)) {
    return { ...where, handle: route.handle, element: <LocalizedRedirect to={route.redirect} /> };
  }
  const load = pageLoader(route.page);
  return {
    ...where,
    handle: route.handle,
    // Shown while a page's code loads on a first visit straight to it.
    HydrateFallback: PageLoader,
    lazy: () => load().then((module) => ({ Component: module.default })),
  };
}

// Every route exists twice: without a prefix in English and under /mi in Māori.
function languageRoutes(language: Language): RouteObject {
  return {
    path: languageRoot(language),
    element: <LanguageLayout language={language} />,
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    children: [
      ...ROUTES.map(routeObject),
      { path: '*', element: <NotFoundPage />, handle: NOT_FOUND_ROUTE.handle },
    ],
  };
}

/** The app's routes, both languages: the browser's router and the prerender (src/prerender) use them. */
export function appRoutes(): RouteObject[] {
  return [languageRoutes('mi'), languageRoutes('en')];
}

/**
 * The browser's router, made in src/start-up/main.tsx once the address is final (the campaign landing may
 * change it). The page's own code is loaded first, so the first render draws the page
 * (as the prerendered HTML has it) rather than the loader: hydration then matches.
 */
export async function createAppRouter(): Promise<ReturnType<typeof createBrowserRouter>> {
  const routes = appRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  // Matching compiled every route's pattern; the router compiles them again (a task each).
  await yieldToBrowser();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  await yieldToBrowser();
  return createBrowserRouter(routes);
}

/**
 * Navigations are not React transitions: the next page is drawn in the frame of the tap
 * that asked for it, so a tap's latency is the time until the person sees where it led, and the
 * old page never lingers half-answered while the new one renders in slices.
 */
export function AppRouter({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return <RouterProvider router={router} useTransitions={false} />;
}
