// Which module holds each page. The routes load their pages lazily (src/app/router.tsx and
// src/features/*/routes.tsx); the server reads this table to hint a page's code in the HTML it
// sends, so the browser fetches it alongside the app's code instead of after that has run.
// tests/unit/app/page-modules.test.ts keeps it in step with the routes files.
import { matchesPattern, routePath } from './paths';

/** Route patterns (language-free) and their page modules; the first matching pattern wins. */
export const PAGE_MODULES: readonly (readonly [pattern: string, module: string])[] = [
  ['/', 'src/features/home/home-page.tsx'],
  ['/intro', 'src/features/escape-plan/intro-page.tsx'],
  ['/question/:question', 'src/features/escape-plan/question-page.tsx'],
  ['/question/:question/:sub', 'src/features/escape-plan/question-page.tsx'],
  ['/tips', 'src/features/escape-plan/tips-page.tsx'],
  ['/complete', 'src/features/escape-plan/complete-page.tsx'],
  ['/review', 'src/features/escape-plan/review-page.tsx'],
  ['/print', 'src/features/escape-plan/print-page.tsx'],
  ['/print/:identifier', 'src/features/escape-plan/print-page.tsx'],
  ['/floor-plan', 'src/features/floor-plan/floor-plan-page.tsx'],
  ['/sorted', 'src/features/campaign/campaign-page.tsx'],
  ['/sorted/buying-guide', 'src/features/campaign/buying-guide-page.tsx'],
  ['/sorted/maintenance', 'src/features/campaign/maintenance-page.tsx'],
  ['/sorted/escape-plan', 'src/features/campaign/escape-plan-page.tsx'],
  ['/sorted/escape-challenge', 'src/features/campaign/escape-challenge-page.tsx'],
  ['/quiz/begin', 'src/features/quiz/quiz-begin-page.tsx'],
  ['/quiz/complete', 'src/features/quiz/quiz-complete-page.tsx'],
  ['/quiz/print', 'src/features/quiz/quiz-print-page.tsx'],
  ['/quiz/:step', 'src/features/quiz/quiz-step-page.tsx'],
];

/**
 * Images a page shows large on arrival (its largest paint), hinted in the HTML as well so they
 * load alongside the code instead of after it has drawn the page.
 */
export const PAGE_IMAGES: Readonly<Record<string, readonly string[]>> = {
  // The home video's poster (src/features/home/background-video.tsx).
  'src/features/home/home-page.tsx': ['/video/home-poster.jpg'],
};

/** The page module for a URL path (either language), or null when no page matches. */
export function pageModuleFor(pathname: string): string | null {
  const path = routePath(pathname);
  return PAGE_MODULES.find(([pattern]) => matchesPattern(pattern, path))?.[1] ?? null;
}
