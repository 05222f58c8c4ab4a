// Routes of the smoke-alarm campaign, mounted under both language prefixes by src/app/router.tsx.
// Pages load lazily; only the tiny load-time module (first-visit redirect, utm tracking) is eager.
import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../app/page-handle';
import './on-app-load';

function handle(page: string): PageHandle {
  return { page, background: 'white' };
}

export const campaignRoutes: RouteObject[] = [
  {
    path: 'sorted',
    handle: handle('sorted'),
    lazy: () => import('./campaign-page').then((module) => ({ Component: module.CampaignPage })),
  },
  {
    path: 'sorted/buying-guide',
    handle: handle('sorted-buying-guide'),
    lazy: () =>
      import('./buying-guide-page').then((module) => ({ Component: module.BuyingGuidePage })),
  },
  {
    path: 'sorted/maintenance',
    handle: handle('sorted-maintenance'),
    lazy: () =>
      import('./maintenance-page').then((module) => ({ Component: module.MaintenancePage })),
  },
  {
    path: 'sorted/escape-plan',
    handle: handle('sorted-escape-plan'),
    lazy: () =>
      import('./escape-plan-page').then((module) => ({ Component: module.EscapePlanPage })),
  },
  {
    path: 'sorted/escape-challenge',
    handle: handle('sorted-escape-challenge'),
    lazy: () =>
      import('./escape-challenge-page').then((module) => ({
        Component: module.EscapeChallengePage,
      })),
  },
];
