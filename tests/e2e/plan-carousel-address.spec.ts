// A carousel's address follows the sub-question being answered, and a reload and Back return to
// it. Page titles and focus are component tests (tests/component/page-titles.test.tsx).
import { test, expect } from './support/fixtures';
import { HOUSE_ANSWERS, PlanScreens, answerCommon } from './plan-support';

test.use({ reducedMotion: 'reduce' });

test('a carousel address follows the sub-question; reload and Back return to it', async ({
  page,
}) => {
  const plan = new PlanScreens(page, 'en');
  await page.goto('/question/smoke-alarms-right-places');
  await answerCommon(plan, HOUSE_ANSWERS);
  await plan.expectQuestion('first-escape-route');
  await expect(page).toHaveURL(/\/question\/first-escape-route\/route-planned$/);
  await plan.answerSub('first-escape-route', 'route-planned', 'true');
  await expect(page).toHaveURL(/\/question\/first-escape-route\/obstacles$/);
  await plan.answerSub('first-escape-route', 'obstacles', 'false');
  await expect(page).toHaveURL(/\/question\/first-escape-route\/assistance$/);
  // Moving between sub-questions keeps the page: no jump to the top, focus stays put.
  await expect(plan.subGroup('first-escape-route', 'assistance')).toBeInViewport();
  const views = await page.evaluate(() =>
    ((window as { dataLayer?: { event: string; page_path?: string }[] }).dataLayer ?? [])
      .filter((event) => event.event === 'page_view')
      .map((event) => event.page_path),
  );
  // The question's own page has no page view; its sub-paths do.
  expect(views.filter((path) => path?.startsWith('/question/'))).toEqual([
    '/question/first-escape-route/route-planned',
    '/question/first-escape-route/obstacles',
    '/question/first-escape-route/assistance',
  ]);

  await page.reload();
  await expect(page).toHaveURL(/\/question\/first-escape-route\/assistance$/);
  await expect(plan.subGroup('first-escape-route', 'assistance')).toBeInViewport();
  await plan.answerSub('first-escape-route', 'assistance', 'true');
  await plan.continue();
  await plan.expectQuestion('second-escape-route');
  await page.goBack();
  await expect(page).toHaveURL(/\/question\/first-escape-route\/assistance$/);
  await expect(plan.subGroup('first-escape-route', 'assistance')).toBeInViewport();
});
