// Prerendered pages: their text is there before any script runs, and hydrating them,
// with the device's stored answers arriving after, moves nothing on the screen and logs nothing.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { HOUSE_TO_SORT, startWithHousePlan, toSortHeadline } from './plan-support';
import enPlan from '../../locales/en/plan.json' with { type: 'json' };
import enCampaign from '../../locales/en/campaign.json' with { type: 'json' };
import miQuiz from '../../locales/mi/quiz.json' with { type: 'json' };
import miCommon from '../../locales/mi/common.json' with { type: 'json' };

// As a visitor's browser does, with motion: the service worker registers once the first screen is
// drawn, and nothing it does may log a complaint either.
test.use({ serviceWorkers: 'allow', reducedMotion: 'no-preference' });

startWithHousePlan();

test('a prerendered page shows its text with JavaScript disabled, in its language', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const cases = [
    { path: '/sorted', language: 'en', heading: enCampaign.hero.title, status: 200 },
    { path: '/mi/quiz/begin', language: 'mi', heading: miQuiz.begin.title, status: 200 },
    {
      path: '/question/smoke-alarms-right-places',
      language: 'en',
      heading: enPlan.questions['smoke-alarms-right-places'].title,
      status: 200,
    },
    { path: '/mi/no-such-page', language: 'mi', heading: miCommon['not-found'].title, status: 404 },
  ];
  for (const { path, language, heading, status } of cases) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('body')).toHaveClass(new RegExp(`lang-${language}`));
  }
  await context.close();
});

/**
 * Sums layout shifts from the start of the page, counts the times a loader took the page's place
 * (a part suspending as the answers arrive: shell, loader, page), and keeps every console complaint.
 */
async function watch(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number; loaderSwaps: number };
    win.layoutShift = 0;
    win.loaderSwaps = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        win.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.matches('main > .page-loader')) win.loaderSwaps += 1;
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  return complaints;
}

test('hydration and the stored answers arriving move nothing and log nothing', async ({ page }) => {
  const complaints = await watch(page);
  const cases = [
    { path: '/', heading: null },
    { path: '/mi/', heading: null },
    { path: '/sorted', heading: enCampaign.hero.title },
    { path: '/quiz/begin', heading: null },
    // Answer-dependent: the question comes with its stored choice; complete with the plan.
    { path: '/question/smoke-alarms-right-places', heading: null },
    { path: '/complete', heading: toSortHeadline('en', HOUSE_TO_SORT) },
    // Review (Māori) with its sketch link: the floor-plan text loads lazily.
    { path: '/mi/review', heading: toSortHeadline('mi', HOUSE_TO_SORT) },
  ];
  for (const { path, heading } of cases) {
    // A query string the prerender could not know: the language switch gains it once hydrated.
    await page.goto(`${path}?from=test`);
    await expect(page.locator('a.language-switch'), path).toHaveAttribute('href', /\?from=test$/);
    if (heading) await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    if (path.startsWith('/question/')) {
      await expect(page.getByRole('radio', { checked: true }), path).toHaveCount(1);
    }
    const { layoutShift, loaderSwaps } = await page.evaluate(() => {
      const { layoutShift, loaderSwaps } = window as unknown as Record<string, number>;
      return { layoutShift, loaderSwaps };
    });
    expect(layoutShift, `layout shift on ${path}`).toBeLessThan(0.005);
    expect(loaderSwaps, `a loader in place of ${path}`).toBe(0);
  }
  expect(complaints).toEqual([]);
});
