// After one online visit, the app opens offline: every route of plan, quiz and campaign in both
// languages renders from the service worker's precache (its prerendered page), with its images.
import { PLAN_QUESTION_SLUGS } from '../../src/vocabulary/types';
import { test, expect } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';
import { startWithHousePlan } from './plan-support';
import { answerQuiz } from './quiz-helpers';

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });

const ROUTES = [
  '/',
  '/intro',
  ...PLAN_QUESTION_SLUGS.map((slug) => `/question/${slug}`),
  '/question/first-escape-route/obstacles',
  '/tips',
  '/complete',
  '/review',
  '/print',
  '/quiz/begin',
  '/quiz/electric-heaters',
  '/quiz/complete',
  '/quiz/print',
  '/sorted',
  '/sorted/buying-guide',
  '/sorted/maintenance',
  '/sorted/escape-plan',
  '/sorted/escape-challenge',
  '/drill',
];

startWithHousePlan();

// One test a language, so the two walks run side by side.
for (const language of ['en', 'mi'] as const) {
  test(`after one online visit, every route in ${language} reloads offline with its images`, async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      window.print = () => {};
    });
    await page.goto('/');
    await waitForServiceWorker(page);
    await answerQuiz(page, 'en', { begin: ['electric-heaters'], 'electric-heaters': [] });
    await context.setOffline(true);

    for (const route of ROUTES) {
      const path = language === 'en' ? route : `/mi${route}`;
      const response = await page.goto(path);
      // The service worker answers with the page's prerendered HTML (or its route's shell).
      expect(await response?.text(), path).toContain(`data-language="${language}"`);
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('body'), path).not.toHaveClass(/page-not-found/);
      const brokenImages = await page.$$eval('img', (images) =>
        images
          .filter((image) => image.complete && image.naturalWidth === 0)
          .filter(
            (image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < innerHeight,
          )
          .map((image) => image.getAttribute('src')),
      );
      expect(brokenImages, `broken images on ${path}`).toEqual([]);
    }
  });
}
