import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { LanguageLayout } from './language-layout';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { planRoutes } from '../features/escape-plan/routes';
import { quizRoutes } from '../features/quiz/routes';
import { campaignRoutes } from '../features/campaign/routes';
import { floorPlanRoutes } from '../features/floor-plan/routes';
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
      ...floorPlanRoutes,
      { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
    ],
  };
}

const router = createBrowserRouter([languageRoutes('mi'), languageRoutes('en')]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
