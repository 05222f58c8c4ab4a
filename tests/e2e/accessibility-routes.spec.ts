// The accessibility gate: axe (WCAG 2.2 AA, colour contrast included) on every route
// and state of the app, in English and Māori, at 375 and 1280 px; the document and phrase
// languages on each page; a visible focus indicator when tabbing; errors in live regions. A few
// tests per language and width walk the app in one page, so the gate stays quick.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { AccessibilityAudit } from './accessibility-support';
import {
  APARTMENT_ANSWERS,
  HOUSE_ANSWERS,
  PlanScreens,
  localPath,
  planText,
  sharedText,
  startWithHousePlan,
  type Language,
  toSortHeadline,
} from './plan-support';
import {
  QUIZ_TEXT,
  checkbox,
  chooseSections,
  continueButton,
  optionLabel,
  quizPath,
  startButton,
} from './quiz-helpers';
import { ROUTES, isPageRoute, stepPath } from '../../src/routes';
import enDrill from '../../locales/en/drill.json' with { type: 'json' };
import miDrill from '../../locales/mi/drill.json' with { type: 'json' };
import enFloorPlan from '../../locales/en/floor-plan.json' with { type: 'json' };
import miFloorPlan from '../../locales/mi/floor-plan.json' with { type: 'json' };
import { QUIZ_SECTIONS } from '../../src/content/quiz-sections';
import { COMMON_FLOW_PREFIX } from '../../src/content/plan-questions';
import { planSteps } from '../../src/domain/plan/flow';
import { QUIZ_SECTION_ORDER } from '../../src/domain/quiz/quiz-rules';
import type { PlanAnswers } from '../../src/vocabulary/types';

// The tests are independent: spread them over the workers, or the file runs in one of them.
test.describe.configure({ mode: 'parallel' });

const drillText = { en: enDrill, mi: miDrill } as const;
const floorPlanText = { en: enFloorPlan, mi: miFloorPlan } as const;
const LANGUAGES: readonly Language[] = ['en', 'mi'];

/** Every screen of each flow, from the domain's own step list (carousel sub-steps included). */
const HOUSE_STEPS = planSteps(HOUSE_ANSWERS as unknown as PlanAnswers).map(stepPath);
const APARTMENT_STEPS = planSteps(APARTMENT_ANSWERS as unknown as PlanAnswers).map(stepPath);

const HOUSE_HALF = Math.ceil(HOUSE_STEPS.length / 2);
const CAMPAIGN_SUBPAGES = [
  '/sorted/buying-guide',
  '/sorted/maintenance',
  '/sorted/escape-plan',
  '/sorted/escape-challenge',
];

type OptionSlug = Exclude<keyof typeof APARTMENT_ANSWERS, 'escape-route'>;

/** The questions everyone is asked first (all option questions), from the content. */
const COMMON_QUESTIONS = COMMON_FLOW_PREFIX.filter(
  (slug): slug is OptionSlug => slug in APARTMENT_ANSWERS && slug !== 'escape-route',
);

/** Chooses the apartment answer of an option question and moves on. */
async function answerOption(plan: PlanScreens, slug: OptionSlug) {
  for (const value of APARTMENT_ANSWERS[slug]) await plan.choose(slug, value);
  await plan.continue();
}

/**
 * Opens every closed accordion in main, so their panels are checked too (the buttons are checked
 * either way; only aria-expanded differs).
 */
async function openAccordions(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const closed = page.locator('main button[aria-expanded="false"]');
  for (let count = await closed.count(); count > 0; count -= 1) await closed.first().click();
}

/** The route patterns the walks below open (kept by hand: a new route must be added here). */
const WALKED_PATTERNS = [
  '/',
  '/intro',
  '/question/:question/:sub?',
  '/tips',
  '/complete',
  '/review',
  '/print',
  '/print/:identifier',
  '/my-plan/:identifier',
  '/privacy',
  '/floor-plan',
  '/sorted',
  ...CAMPAIGN_SUBPAGES,
  '/quiz/begin',
  '/quiz/complete',
  '/quiz/print',
  '/quiz/:step',
  '/drill',
];

test('the gate walks every route pattern of the app', () => {
  // Redirects (an old address of another page) show no page of their own.
  const pages = ROUTES.filter(isPageRoute).map((route) => route.pattern);
  expect([...WALKED_PATTERNS].sort()).toEqual([...pages].sort());
});

// Every route in both languages on a phone, and every route's layout once more at a desktop's
// width in English: Māori at 1280 px would meet the same screens a third time.
const WALKS = [
  { width: 375, language: 'en' },
  { width: 375, language: 'mi' },
  { width: 1280, language: 'en' },
] as const;

for (const { width, language } of WALKS) {
  test.describe(`accessibility in ${language} at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 667 : 800 }, reducedMotion: 'reduce' });

    test.beforeEach(async ({ page }) => {
      // The print pages open the print dialog on arrival; a test run needs none.
      await page.addInitScript(() => {
        window.print = () => {};
      });
    });

    test('home, intro and the campaign page', async ({ page }) => {
      const audit = new AccessibilityAudit(page, language);
      await audit.visit(localPath(language, '/'));
      await audit.check();
      await audit.checkFocus();
      await audit.visit(localPath(language, '/intro'));
      await audit.check();
      await audit.visit(localPath(language, '/sorted'));
      await openAccordions(page);
      await audit.check();
      await audit.checkFocus();
      audit.expectNoProblems();
    });

    test('the campaign sub-pages and not-found', async ({ page }) => {
      const audit = new AccessibilityAudit(page, language);
      for (const path of CAMPAIGN_SUBPAGES) {
        await audit.visit(localPath(language, path));
        await openAccordions(page);
        await audit.check();
      }
      // Loaded from the server, as someone following a dead link arrives (a 404 answer).
      await page.goto(localPath(language, '/no-such-page'));
      await audit.check();
      await audit.visit(localPath(language, '/question/no-such-question'));
      await audit.check();
      audit.expectNoProblems();
    });

    test('the common questions as a first-time visitor meets them', async ({ page }) => {
      const audit = new AccessibilityAudit(page, language);
      const plan = new PlanScreens(page, language);
      await audit.visit(localPath(language, '/question/smoke-alarms-right-places'));
      // Nothing chosen yet, continue disabled.
      for (const slug of COMMON_QUESTIONS) {
        await plan.expectQuestion(slug);
        await audit.check('unanswered');
        await answerOption(plan, slug);
      }
      await plan.expectQuestion('flat-floor');
      audit.expectNoProblems();
    });

    test('the apartment questions, unanswered and by their own paths', async ({ page }) => {
      const audit = new AccessibilityAudit(page, language);
      const plan = new PlanScreens(page, language);
      await audit.visit(localPath(language, '/question/smoke-alarms-right-places'));
      for (const slug of COMMON_QUESTIONS) await answerOption(plan, slug);
      for (const slug of ['flat-floor', 'fire-alarm', 'assembly-point'] as const) {
        await plan.expectQuestion(slug);
        await audit.check('unanswered');
        await answerOption(plan, slug);
      }
      await plan.expectQuestion('escape-route');
      await audit.check('unanswered');
      for (const [sub, value] of Object.entries(APARTMENT_ANSWERS['escape-route'])) {
        await plan.answerSub('escape-route', sub, value ? 'true' : 'false');
      }
      await plan.continue();
      // Something in the way of the building's way out: one thing before the plan is ready.
      await expect(plan.heading()).toHaveText(toSortHeadline(language, 1));
      // Every carousel sub-step by its own path, with the answers shown.
      for (const path of APARTMENT_STEPS.filter((step) => step.includes('/escape-route/'))) {
        await audit.visit(localPath(language, path));
        await audit.check();
      }
      audit.expectNoProblems();
    });

    test('quiz begin and the first four sections', async ({ page }) => {
      const audit = new AccessibilityAudit(page, language);
      await page.goto(quizPath(language, 'begin'));
      await chooseSections(page, language, QUIZ_SECTION_ORDER);
      await audit.check('all chosen');
      // Eight options: on a phone the last ones sit where the sticky footer is.
      await audit.checkFocus(QUIZ_SECTION_ORDER.length);
      await startButton(page, language).click();
      for (const slug of QUIZ_SECTION_ORDER.slice(0, 4)) {
        await expect(page).toHaveURL(new RegExp(`${quizPath(language, slug)}$`));
        await audit.check();
        if (slug === QUIZ_SECTION_ORDER[0]) await audit.checkFocus(8);
        await continueButton(page, language).click();
      }
      audit.expectNoProblems();
    });

    test('quiz last four sections, results, email error and print', async ({ page }) => {
      const audit = new AccessibilityAudit(page, language);
      const text = QUIZ_TEXT[language].complete;
      await page.goto(quizPath(language, 'begin'));
      await chooseSections(page, language, QUIZ_SECTION_ORDER);
      await startButton(page, language).click();
      await expect(page).toHaveURL(new RegExp(`${quizPath(language, 'indoor-fires')}$`));
      await audit.visit(quizPath(language, QUIZ_SECTION_ORDER[4]!));
      for (const slug of QUIZ_SECTION_ORDER.slice(4)) {
        await expect(page).toHaveURL(new RegExp(`${quizPath(language, slug)}$`));
        await audit.check();
        // One practice ticked a section, so the results list both done and to-do items.
        await checkbox(
          page,
          optionLabel(language, slug, QUIZ_SECTIONS[slug].options[0]!.value),
        ).check();
        await continueButton(page, language).click();
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await audit.check();
      // The real server refuses .invalid addresses (422): the error must be announced.
      await page.getByLabel(sharedText[language].contact.name, { exact: true }).fill('Aroha');
      await page
        .getByLabel(sharedText[language].contact.email, { exact: true })
        .fill('someone@bounce.invalid');
      await page.getByRole('button', { name: text['email-submit'], exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(text['email-error']);
      await audit.check('email error');
      await audit.visit(quizPath(language, 'print'));
      await audit.check();
      audit.expectNoProblems();
    });

    test.describe('with a house plan', () => {
      startWithHousePlan();

      test('the house-flow screens, first half', async ({ page }) => {
        const audit = new AccessibilityAudit(page, language);
        for (const path of HOUSE_STEPS.slice(0, HOUSE_HALF)) {
          await audit.visit(localPath(language, path));
          await audit.check();
          // The first question, and the one with most options (five checkboxes).
          if (path === HOUSE_STEPS[0]) await audit.checkFocus();
          if (path.endsWith('/living-situation')) await audit.checkFocus(6);
        }
        audit.expectNoProblems();
      });

      test('the house-flow screens, second half, and the home-type question asking first', async ({
        page,
      }) => {
        const audit = new AccessibilityAudit(page, language);
        for (const path of HOUSE_STEPS.slice(HOUSE_HALF)) {
          await audit.visit(localPath(language, path));
          await audit.check();
        }
        // Choosing another home type asks before dropping answers, in an alert.
        const plan = new PlanScreens(page, language);
        await audit.visit(localPath(language, '/question/house-type'));
        await plan.choose('house-type', 'apartment');
        await plan.continue();
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(plan.text['house-type-change'].confirm);
        await audit.check('home-type confirmation');
        audit.expectNoProblems();
      });

      test('complete, review, the saved plan, print, tips, the floor plan and the drill', async ({
        page,
      }) => {
        const audit = new AccessibilityAudit(page, language);
        const text = planText[language];
        await page.goto(localPath(language, '/complete'));
        await audit.check();
        // A submit with problems: the error summary and the messages beside the fields.
        await page.getByRole('button', { name: text.complete.submit, exact: true }).click();
        await expect(page.locator('.error-summary')).toBeFocused();
        await audit.check('form errors');
        await page.getByLabel(sharedText[language].contact.name, { exact: true }).fill('Aroha');
        await page
          .getByLabel(sharedText[language].contact.email, { exact: true })
          .fill(`a11y-${language}-${width}@example.com`);
        await page.getByRole('button', { name: text.complete.submit, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${localPath(language, '/review')}$`));
        await audit.check();
        // The saved plan comes back from the real server at /print/{identifier}.
        await page.getByRole('link', { name: text.review['saved-link'], exact: true }).click();
        await expect(page).toHaveURL(/\/print\/[^/]+$/);
        await audit.check('saved plan');
        // The owner's page of the saved plan, its delete confirmation, and privacy.
        await page.goBack();
        await page.getByRole('link', { name: text.complete.manage, exact: true }).click();
        await expect(page).toHaveURL(/\/my-plan\/[^/]+$/);
        await audit.check('owner page');
        await page.getByRole('button', { name: text['my-plan'].delete, exact: true }).click();
        await audit.check('delete confirmation');
        await page.getByRole('button', { name: text['my-plan']['confirm-no'] }).click();
        await audit.visit(localPath(language, '/privacy'));
        await audit.check();
        for (const path of ['/print', '/tips', '/floor-plan']) {
          await audit.visit(localPath(language, path));
          await audit.check();
        }
        // The editor with a room drawn (focused on the drawing) and its list fields.
        await page
          .getByRole('button', { name: floorPlanText[language].toolbar['add-room'] })
          .click();
        await expect(page.locator('.sketch-room-fields')).toHaveCount(1);
        await audit.check('a room drawn');
        const drill = drillText[language];
        await audit.visit(localPath(language, '/drill'));
        await audit.check();
        await page.getByRole('checkbox', { name: drill.night.label }).check();
        await page.getByRole('button', { name: drill.start }).click();
        await audit.check('drill running');
        await page.getByRole('button', { name: drill.stop }).click();
        await page.getByRole('textbox', { name: drill['not-woken']['add-label'] }).fill('Tama');
        await page.getByRole('button', { name: drill['not-woken'].add, exact: true }).click();
        await audit.check('drill result');
        audit.expectNoProblems();
      });
    });
  });
}

test.describe('the home page on an iPhone', () => {
  test.use({
    viewport: { width: 375, height: 667 },
    reducedMotion: 'reduce',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
      '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('shows the install hint, its iOS menu label marked as English', async ({ page }) => {
    for (const language of LANGUAGES) {
      const audit = new AccessibilityAudit(page, language);
      await page.goto(localPath(language, '/'));
      await expect(page.locator('.install-prompt')).toBeVisible();
      await audit.check('install hint');
      audit.expectNoProblems();
    }
  });
});
