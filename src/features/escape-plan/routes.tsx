// Routes of the escape-plan tool, mounted under both language prefixes by src/app/router.tsx.
// Pages load lazily so the home page stays small.
import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../app/page-handle';

const questionHandle: PageHandle = {
  page: 'question',
  background: 'white',
  inTool: true,
  // Question steps push their own 'continue' events instead of page views (spec).
  trackPageView: false,
};
const printHandle: PageHandle = {
  page: 'print',
  background: 'white',
  header: false,
  footer: 'none',
  print: true,
};

const questionPage = () =>
  import('./question-page').then((module) => ({ Component: module.QuestionPage }));
const printPage = () => import('./print-page').then((module) => ({ Component: module.PrintPage }));

export const planRoutes: RouteObject[] = [
  {
    path: 'intro',
    handle: { page: 'intro', background: 'white', inTool: true } satisfies PageHandle,
    lazy: () => import('./intro-page').then((module) => ({ Component: module.IntroPage })),
  },
  { path: 'question/:question', handle: questionHandle, lazy: questionPage },
  { path: 'question/:question/:sub', handle: questionHandle, lazy: questionPage },
  {
    path: 'tips',
    handle: { page: 'tips', background: 'grey', inTool: true } satisfies PageHandle,
    lazy: () => import('./tips-page').then((module) => ({ Component: module.TipsPage })),
  },
  {
    path: 'complete',
    handle: { page: 'complete', background: 'white', inTool: true } satisfies PageHandle,
    lazy: () => import('./complete-page').then((module) => ({ Component: module.CompletePage })),
  },
  {
    path: 'review',
    handle: {
      page: 'review',
      background: 'image',
      footer: 'none',
      inTool: true,
    } satisfies PageHandle,
    lazy: () => import('./review-page').then((module) => ({ Component: module.ReviewPage })),
  },
  { path: 'print', handle: printHandle, lazy: printPage },
  { path: 'print/:identifier', handle: printHandle, lazy: printPage },
];
