import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { LanguageLayout } from './language-layout';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { planRoutes } from '../features/escape-plan/routes';
import { quizRoutes } from '../features/quiz/routes';
import { campaignRoutes } from '../features/campaign/routes';
import type { PageHandle } from './page-handle';
import type { Language } from '../domain/types';

const homeHandle: PageHandle = { page: 'home', background: 'image' };
const notFoundHandle: PageHandle = { page: 'not-found', background: 'white' };

// Every route exists twice: without a prefix in English and under /mi in Māori.
function languageRoutes(language: Language): RouteObject {
  return {
    path: language === 'en' ? '/' : '/mi',
    element: <LanguageLayout language={language} />,
    // Shown while a lazy route's code loads on the first page.
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        handle: homeHandle,
        lazy: () =>
          import('../features/home/home-page').then((module) => ({ Component: module.HomePage })),
      },
      ...planRoutes,
      ...quizRoutes,
      ...campaignRoutes,
      { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
    ],
  };
}

/** The app's routes, both languages: the browser's router and the prerender (src/prerender) use them. */
export function appRoutes(): RouteObject[] {
  return [languageRoutes('mi'), languageRoutes('en')];
}

/**
 * The browser's router. The page's own code is loaded first, so the first render draws the page
 * (as the prerendered HTML has it) rather than the loader: hydration then matches.
 */
export async function createAppRouter(): Promise<ReturnType<typeof createBrowserRouter>> {
  const routes = appRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return <RouterProvider router={router} />;
}
