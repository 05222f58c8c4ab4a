// Routes of the hazards quiz, mounted under both language prefixes by src/app/router.tsx. Pages
// load lazily (the layout's Suspense shows the loader) to keep the first screen small.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../app/page-handle';
import { QuestionBeginRedirect } from './question-begin-redirect';

const QuizBeginPage = lazy(() => import('./quiz-begin-page'));
const QuizStepPage = lazy(() => import('./quiz-step-page'));
const QuizCompletePage = lazy(() => import('./quiz-complete-page'));
const QuizPrintPage = lazy(() => import('./quiz-print-page'));

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
  { path: 'quiz/begin', element: <QuizBeginPage />, handle: stepHandle },
  { path: 'quiz/complete', element: <QuizCompletePage />, handle: completeHandle },
  { path: 'quiz/print', element: <QuizPrintPage />, handle: printHandle },
  { path: 'quiz/:step', element: <QuizStepPage />, handle: stepHandle },
  // The observed product also started the quiz at /question/begin (DECISIONS.md).
  { path: 'question/begin', element: <QuestionBeginRedirect />, handle: stepHandle },
];
