import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { LanguageLayout } from './language-layout';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { Language } from '../domain/types';

// Every route exists twice: without a prefix in English and under /mi in Māori.
function languageRoutes(language: Language): RouteObject {
  return {
    path: language === 'en' ? '/' : '/mi',
    element: <LanguageLayout language={language} />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  };
}

const router = createBrowserRouter([languageRoutes('mi'), languageRoutes('en')]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
