// Routes of the smoke-alarm campaign, mounted under both language prefixes by src/app/router.tsx.
// Pages load lazily; only the tiny load-time module (first-visit redirect, utm tracking) is eager.
import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../app/page-handle';
import { PageLoader } from '../../components/page-loader';
import './on-app-load';

function handle(page: string): PageHandle {
  return { page, background: 'white' };
}

// Shown while a page's code loads on a first visit straight to it (react-router asks for one).
const HydrateFallback = PageLoader;

export const campaignRoutes: RouteObject[] = [
  {
    path: 'sorted',
    HydrateFallback,
    handle: handle('sorted'),
    lazy: () => import('./campaign-page').then((module) => ({ Component: module.CampaignPage })),
  },
  {
    path: 'sorted/buying-guide',
    HydrateFallback,
    handle: handle('sorted-buying-guide'),
    lazy: () =>
      import('./buying-guide-page').then((module) => ({ Component: module.BuyingGuidePage })),
  },
  {
    path: 'sorted/maintenance',
    HydrateFallback,
    handle: handle('sorted-maintenance'),
    lazy: () =>
      import('./maintenance-page').then((module) => ({ Component: module.MaintenancePage })),
  },
  {
    path: 'sorted/escape-plan',
    HydrateFallback,
    handle: handle('sorted-escape-plan'),
    lazy: () =>
      import('./escape-plan-page').then((module) => ({ Component: module.EscapePlanPage })),
  },
  {
    path: 'sorted/escape-challenge',
    HydrateFallback,
    handle: handle('sorted-escape-challenge'),
    lazy: () =>
      import('./escape-challenge-page').then((module) => ({
        Component: module.EscapeChallengePage,
      })),
  },
];
