// Routes of the hazards quiz, mounted under both language prefixes by src/app/router.tsx. Pages
// load lazily (route `lazy`: the first page's code is loaded before a prerendered page hydrates).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../app/page-handle';
import { QuestionBeginRedirect } from './question-begin-redirect';

/** A route's lazy page from a module whose default export is the page. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  () =>
    load().then((module) => ({ Component: module.default }));

// Quiz steps send their own continue events, so no page view (spec section 2).
const stepHandle: PageHandle = { page: 'quiz', background: 'dark', trackPageView: false };
// complete is in the spec's list of quiz steps without a page view; it sends quiz-complete.
const completeHandle: PageHandle = {
  page: 'quiz-complete',
  background: 'white',
  footer: 'government',
  trackPageView: false,
};
const printHandle: PageHandle = {
  page: 'quiz-print',
  background: 'white',
  header: false,
  footer: 'none',
  print: true,
};

export const quizRoutes: RouteObject[] = [
  { path: 'quiz/begin', handle: stepHandle, lazy: page(() => import('./quiz-begin-page')) },
  {
    path: 'quiz/complete',
    handle: completeHandle,
    lazy: page(() => import('./quiz-complete-page')),
  },
  { path: 'quiz/print', handle: printHandle, lazy: page(() => import('./quiz-print-page')) },
  { path: 'quiz/:step', handle: stepHandle, lazy: page(() => import('./quiz-step-page')) },
  // The observed product also started the quiz at /question/begin (DECISIONS.md).
  { path: 'question/begin', element: <QuestionBeginRedirect />, handle: stepHandle },
];
