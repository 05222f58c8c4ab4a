// The plan's answers live in the browser's storage: a reload or a new tab mid-flow keeps every
// answer (IndexedDB). Moving around the questions (back, Continue, guards, odd addresses, the
// phone's back button, keyboard-only use, the home-type switch) is a component test
// (tests/component/plan/plan-navigation.test.tsx).
import { test, expect } from './support/fixtures';
import { HOUSE_ANSWERS, PlanScreens, answerCommon, persistedText } from './plan-support';

test.use({ reducedMotion: 'reduce' });

test('a reload or a new tab mid-flow keeps every answer (IndexedDB)', async ({ page, context }) => {
  const plan = new PlanScreens(page, 'en');
  await page.goto('/question/smoke-alarms-right-places');
  await answerCommon(plan, HOUSE_ANSWERS);
  await plan.answerSub('first-escape-route', 'route-planned', 'true');
  await plan.answerSub('first-escape-route', 'obstacles', 'true');
  // redux-persist writes a moment later: wait until the last answer is in IndexedDB.
  await expect.poll(() => persistedText(page)).toMatch(/\\"obstacles\\":true/);
  await page.reload();
  await plan.expectQuestion('first-escape-route');
  await expect(
    plan.subGroup('first-escape-route', 'route-planned').getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();
  await expect(
    plan.subGroup('first-escape-route', 'obstacles').getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();
  await expect(plan.subGroup('first-escape-route', 'assistance')).toBeVisible();

  await page.close();
  const second = await context.newPage();
  const again = new PlanScreens(second, 'en');
  await second.goto('/question/house-type');
  await expect(
    second.getByRole('radio', { name: again.optionLabel('house-type', 'house') }),
  ).toBeChecked();
  await second.goto('/question/living-situation');
  await expect(
    second.getByRole('checkbox', {
      name: again.optionLabel('living-situation', 'children-babies'),
    }),
  ).toBeChecked();
});
