// THE route table: every page of the app, once. The router (src/app/router.tsx) mounts each row
// under both language prefixes ('' and '/mi'), the server answers these paths with the app shell
// and hints each row's page module (anything else is a real 404), the service worker answers
// them offline, and the tests walk them. Plain data: no React, nothing from the browser.
//
// A new page is ONE row here plus its page module (a `*-page.tsx` file in a feature folder whose
// default export is the page). See docs/architecture.md, "Adding a page".
import { PLAN_QUESTIONS } from '../content/plan-questions';
import { PLAN_QUESTION_SLUGS, QUIZ_SECTION_SLUGS } from '../vocabulary/types';
import type { PageHandle } from './page-handle';

/** A page: its module is loaded on first visit (lazily) and rendered for the pattern. */
export interface PageRoute {
  /** The page's name in `paths` (src/routes/paths.ts): `paths.<name>` links to it. */
  name: string;
  /** Language-free pattern in react-router syntax, matched exactly (no splats). */
  pattern: string;
  /**
   * The link builder of a pattern with parameters (`paths.<name>(…)`); a pattern without
   * parameters is its own link.
   */
  link?: (...values: never[]) => string;
  /**
   * The language-free paths the build prerenders for a pattern with parameters: every value the
   * content knows. Values it does not know (a saved plan's identifier) get the row's shell.
   */
  prerender?: () => readonly string[];
  /** The page's module from the project root; its default export is the page component. */
  page: string;
  handle: PageHandle;
  /** Images the page shows large on arrival (its largest paint), hinted in the server's HTML. */
  images?: readonly string[];
}

/** An old address kept working: it replaces itself with another route's path. */
export interface RedirectRoute {
  pattern: string;
  /** Language-free path of the target; the visitor's language prefix is kept. */
  redirect: string;
  handle: PageHandle;
}

export type AppRoute = PageRoute | RedirectRoute;

const questionHandle: PageHandle = {
  page: 'question',
  title: 'plan:questions.:question.title',
  background: 'white',
  inTool: true,
  meter: 'question',
  // Question steps push their own 'continue' events instead of page views (spec); the spec's
  // tracked sub-paths of the carousel questions are page views of their own.
  trackPageView: false,
  subStep: 'sub',
};
const printHandle = (page: string, title: string): PageHandle => ({
  page,
  title,
  background: 'white',
  header: false,
  footer: 'none',
  print: true,
});
// Quiz steps send their own continue events, so no page view (spec section 2).
const quizStepHandle: PageHandle = {
  page: 'quiz',
  title: 'quiz:sections.:step.name',
  background: 'dark',
  trackPageView: false,
};
const campaignHandle = (page: string, title: string): PageHandle => ({
  page,
  title,
  background: 'white',
});

const PLAN = 'src/features/escape-plan';
const QUIZ = 'src/features/quiz';
const CAMPAIGN = 'src/features/campaign';
const DRILL = 'src/features/drill';

/**
 * Rows are tried in order and the first match wins, so a fixed path comes before a pattern that
 * would also match it ('/quiz/begin' before '/quiz/:step'); react-router ranks them the same way
 * (tests/unit/routes/route-table.test.ts checks that both agree).
 */
const ROUTE_ROWS = [
  {
    name: 'home',
    pattern: '/',
    page: 'src/features/home/home-page.tsx',
    handle: { page: 'home', background: 'image', title: 'home:title' },
    // The home video's poster (src/features/home/background-video.tsx).
    images: ['/video/home-poster.jpg'],
  },
  {
    name: 'intro',
    pattern: '/intro',
    page: `${PLAN}/intro-page.tsx`,
    handle: {
      page: 'intro',
      title: 'plan:intro.title',
      background: 'white',
      inTool: true,
      meter: 'before-questions',
    },
  },
  // The observed product also started the quiz at /question/begin (DECISIONS.md).
  {
    pattern: '/question/begin',
    redirect: '/quiz/begin',
    handle: { ...quizStepHandle, title: 'quiz:begin.page-title' },
  },
  // A carousel's sub-questions have their own address (/question/first-escape-route/obstacles).
  {
    name: 'question',
    pattern: '/question/:question/:sub?',
    link: (slug: string, sub?: string) => (sub ? `/question/${slug}/${sub}` : `/question/${slug}`),
    // Each question, and each of a carousel's sub-questions at its own address.
    prerender: () =>
      PLAN_QUESTION_SLUGS.flatMap((slug) => [
        `/question/${slug}`,
        ...(PLAN_QUESTIONS[slug].subQuestions ?? []).map((sub) => `/question/${slug}/${sub.slug}`),
      ]),
    page: `${PLAN}/question-page.tsx`,
    handle: questionHandle,
  },
  {
    name: 'tips',
    pattern: '/tips',
    page: `${PLAN}/tips-page.tsx`,
    handle: {
      page: 'tips',
      title: 'plan:tips.title',
      background: 'grey',
      inTool: true,
      meter: 'plan-made',
    },
  },
  {
    name: 'complete',
    pattern: '/complete',
    page: `${PLAN}/complete-page.tsx`,
    handle: {
      page: 'complete',
      title: 'plan:complete.title',
      background: 'white',
      inTool: true,
      meter: 'plan-made',
    },
  },
  {
    name: 'review',
    pattern: '/review',
    page: `${PLAN}/review-page.tsx`,
    handle: {
      page: 'review',
      title: 'plan:review.page-title',
      background: 'image',
      footer: 'none',
      inTool: true,
      meter: 'after-plan',
    },
  },
  {
    name: 'print',
    pattern: '/print',
    page: `${PLAN}/print-page.tsx`,
    handle: { ...printHandle('print', 'plan:print.title'), meter: 'after-plan' },
  },
  {
    name: 'savedPrint',
    pattern: '/print/:identifier',
    page: `${PLAN}/print-page.tsx`,
    link: (identifier: string) => `/print/${encodeURIComponent(identifier)}`,
    // A page to read (a family member opens it from the link or the QR code): the site's header
    // with its language switch and footer on screen, printed only on a tap (print.css hides them).
    handle: { ...printHandle('print', 'plan:print.title'), header: true, footer: 'normal' },
  },
  // A saved plan's owner changes or deletes it here: the plan email's private link
  // carries its keys after '#'; this device's own plan needs none.
  {
    name: 'myPlan',
    pattern: '/my-plan/:identifier',
    page: 'src/features/saved-plan/my-plan-page.tsx',
    link: (identifier: string) => `/my-plan/${encodeURIComponent(identifier)}`,
    handle: { page: 'my-plan', title: 'plan:my-plan.page-title', background: 'white' },
  },
  // What is kept, where, for how long, and how to change or delete it.
  {
    name: 'privacy',
    pattern: '/privacy',
    page: 'src/features/saved-plan/privacy-page.tsx',
    handle: { page: 'privacy', title: 'plan:privacy.title', background: 'white' },
  },
  // The optional floor-plan sketch. Its title lives in 'plan' because the
  // 'floor-plan' namespace loads only with the editor, after the title is set.
  {
    name: 'floorPlan',
    pattern: '/floor-plan',
    page: 'src/features/floor-plan/floor-plan-page.tsx',
    handle: { page: 'floor-plan', title: 'plan:floor-plan.title', background: 'white' },
  },
  {
    name: 'sorted',
    pattern: '/sorted',
    page: `${CAMPAIGN}/campaign-page.tsx`,
    handle: campaignHandle('sorted', 'campaign:hero.title'),
  },
  {
    name: 'buyingGuide',
    pattern: '/sorted/buying-guide',
    page: `${CAMPAIGN}/buying-guide-page.tsx`,
    handle: campaignHandle('sorted-buying-guide', 'campaign:pages.buying-guide.title'),
  },
  {
    name: 'maintenance',
    pattern: '/sorted/maintenance',
    page: `${CAMPAIGN}/maintenance-page.tsx`,
    handle: campaignHandle('sorted-maintenance', 'campaign:pages.maintenance.title'),
  },
  {
    name: 'escapePlanCta',
    pattern: '/sorted/escape-plan',
    page: `${CAMPAIGN}/escape-plan-page.tsx`,
    handle: campaignHandle('sorted-escape-plan', 'campaign:pages.escape-plan.title'),
  },
  {
    name: 'escapeChallenge',
    pattern: '/sorted/escape-challenge',
    page: `${CAMPAIGN}/escape-challenge-page.tsx`,
    handle: campaignHandle('sorted-escape-challenge', 'campaign:pages.escape-challenge.title'),
  },
  {
    name: 'quizBegin',
    pattern: '/quiz/begin',
    page: `${QUIZ}/quiz-begin-page.tsx`,
    handle: { ...quizStepHandle, title: 'quiz:begin.page-title' },
  },
  {
    name: 'quizComplete',
    pattern: '/quiz/complete',
    page: `${QUIZ}/quiz-complete-page.tsx`,
    // complete is in the spec's list of quiz steps without a page view; it sends quiz-complete.
    handle: {
      page: 'quiz-complete',
      title: 'quiz:complete.title',
      background: 'white',
      footer: 'government',
      trackPageView: false,
    },
  },
  {
    name: 'quizPrint',
    pattern: '/quiz/print',
    page: `${QUIZ}/quiz-print-page.tsx`,
    handle: printHandle('quiz-print', 'quiz:print.title'),
  },
  {
    name: 'quiz',
    pattern: '/quiz/:step',
    link: (step: string) => `/quiz/${step}`,
    // Each section (begin, complete and print have rows of their own).
    prerender: () => QUIZ_SECTION_SLUGS.map((step) => `/quiz/${step}`),
    page: `${QUIZ}/quiz-step-page.tsx`,
    handle: quizStepHandle,
  },
  {
    name: 'drill',
    pattern: '/drill',
    page: `${DRILL}/drill-page.tsx`,
    handle: { page: 'drill', title: 'drill:title', background: 'white' },
  },
] as const satisfies readonly AppRoute[];

export const ROUTES: readonly AppRoute[] = ROUTE_ROWS;
/** The rows as written (names, patterns and link builders), for the types derived from them. */
export type RouteRows = typeof ROUTE_ROWS;

/** What any other path shows (with a 404 status from the server). */
export const NOT_FOUND_ROUTE = {
  page: 'src/features/not-found/not-found-page.tsx',
  handle: {
    page: 'not-found',
    title: 'common:not-found.title',
    background: 'white',
  } satisfies PageHandle,
} as const;

export function isPageRoute(route: AppRoute): route is PageRoute {
  return 'page' in route;
}
