// The floor-plan editor's route, mounted under both language prefixes by src/app/router.tsx. The
// page loads lazily: no byte of the editor is on the first screen.
import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../app/page-handle';

export const floorPlanRoutes: RouteObject[] = [
  {
    path: 'floor-plan',
    handle: { page: 'floor-plan', background: 'white' } satisfies PageHandle,
    lazy: () => import('./floor-plan-page').then((module) => ({ Component: module.FloorPlanPage })),
  },
];
