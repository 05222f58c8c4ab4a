// Moving around the plan: back navigation restores answers, continue waits for a valid answer,
// guards, reloads, the phone's bottom back button, keyboard-only use and the home-type switch.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  APARTMENT_ANSWERS,
  HOUSE_ANSWERS,
  PlanScreens,
  answerCommon,
  commonText,
  fill,
  startWithHousePlan,
  makeHousePlan,
  persistedText,
  settled,
} from './plan-support';
import { saveScreenshot } from './support/screenshot';

test.use({ reducedMotion: 'reduce' });

test('going back restores every answer, including the typed meeting place', async ({ page }) => {
  const plan = new PlanScreens(page, 'en');
  await makeHousePlan(plan);
  await page.goBack();
  await plan.expectQuestion('discussed');
  await expect(
    page.getByRole('radio', { name: plan.optionLabel('discussed', 'no') }),
  ).toBeChecked();

  await page.getByRole('link', { name: plan.text.back }).first().click();
  await plan.expectQuestion('meeting-area');
  await expect(
    page.getByRole('radio', { name: plan.optionLabel('meeting-area', 'other') }),
  ).toBeChecked();
  await expect(page.getByRole('textbox', { name: plan.text['other-text'] })).toHaveValue(
    HOUSE_ANSWERS['meeting-area'][0],
  );

  await page.getByRole('link', { name: plan.text.back }).first().click();
  await expect(page).toHaveURL(/\/question\/second-escape-route\/assistance$/);
  const assistance = plan.subGroup('second-escape-route', 'assistance');
  await expect(assistance.getByRole('radio', { name: plan.text.answers.false })).toBeChecked();
  await expect(assistance).toBeInViewport();

  await page.getByRole('link', { name: plan.text.back }).first().click();
  await expect(page).toHaveURL(/\/question\/first-escape-route\/assistance$/);
  await page.getByRole('link', { name: plan.text.back }).first().click();
  await plan.expectQuestion('house-type');
  await expect(
    page.getByRole('radio', { name: plan.optionLabel('house-type', 'house') }),
  ).toBeChecked();
  await page.getByRole('link', { name: plan.text.back }).first().click();
  await plan.expectQuestion('living-situation');
  for (const value of ['other-adults', 'children-babies']) {
    await expect(
      page.getByRole('checkbox', { name: plan.optionLabel('living-situation', value) }),
    ).toBeChecked();
  }
  await expect(
    page.getByRole('checkbox', { name: plan.optionLabel('living-situation', 'pets-animals') }),
  ).not.toBeChecked();
});

test('continue stays disabled until the answer is valid', async ({ page }) => {
  const plan = new PlanScreens(page, 'en');
  await page.goto('/question/smoke-alarms-right-places');
  await expect(plan.continueButton()).toBeDisabled();
  await plan.choose('smoke-alarms-right-places', 'no');
  await expect(plan.continueButton()).toBeEnabled();
  await plan.continue();
  await plan.choose('smoke-alarms', 'yes');
  await plan.continue();

  await plan.expectQuestion('living-situation');
  const pets = page.getByRole('checkbox', {
    name: plan.optionLabel('living-situation', 'pets-animals'),
  });
  await pets.check();
  await expect(plan.continueButton()).toBeEnabled();
  await pets.uncheck();
  await expect(plan.continueButton()).toBeDisabled();
  await pets.check();
  await plan.continue();
  await plan.choose('house-type', 'house');
  await plan.continue();

  await plan.expectQuestion('first-escape-route');
  await expect(plan.continueButton()).toBeDisabled();
  await plan.answerSub('first-escape-route', 'route-planned', 'false');
  await plan.answerSub('first-escape-route', 'obstacles', 'false');
  await expect(plan.continueButton()).toBeDisabled();
  await plan.answerSub('first-escape-route', 'assistance', 'false');
  await plan.continue();

  await plan.expectQuestion('second-escape-route');
  // With no help needed on the first route, the second route asks two questions only.
  await plan.answerSub('second-escape-route', 'route-planned', 'unable');
  await plan.answerSub('second-escape-route', 'obstacles', 'false');
  await expect(plan.subGroup('second-escape-route', 'assistance')).toHaveCount(0);
  await expect(plan.meterLabel()).toHaveText(
    fill(plan.text.meter['questions-of'], { from: 8, to: 9, total: 11 }),
  );
  await plan.continue();

  await plan.expectQuestion('meeting-area');
  await plan.choose('meeting-area', 'other');
  const other = page.getByRole('textbox', { name: plan.text['other-text'] });
  await expect(plan.continueButton()).toBeDisabled();
  await other.fill('   ');
  await expect(plan.continueButton()).toBeDisabled();
  await other.fill('Neighbour’s drive');
  await expect(plan.continueButton()).toBeEnabled();
  await plan.choose('meeting-area', 'gate');
  await expect(other).toHaveCount(0);
  await expect(plan.continueButton()).toBeEnabled();
});

test('plan pages without answers go home; question 1 and the intro do not', async ({ page }) => {
  for (const path of [
    '/question/smoke-alarms',
    '/question/first-escape-route/obstacles',
    '/tips',
    '/complete',
    '/review',
    '/print',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname, path).toBe('/');
  }
  await page.goto('/mi/complete');
  await expect(page).toHaveURL(/\/mi\/$/);
  for (const path of ['/intro', '/question/smoke-alarms-right-places', '/mi/intro']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
});

test('an unknown question shows the not-found page; other odd question paths move on', async ({
  page,
}, testInfo) => {
  for (const [path, common] of [
    ['/question/no-such-question', commonText.en],
    ['/mi/question/no-such-question/obstacles', commonText.mi],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common['not-found'].title);
  }
  await saveScreenshot(page, testInfo, 'plan-unknown-question-mi');

  const plan = new PlanScreens(page, 'en');
  await page.goto('/question/smoke-alarms-right-places');
  await plan.choose('smoke-alarms-right-places', 'yes');
  await plan.continue();
  await plan.expectQuestion('smoke-alarms');
  // A real question with an unknown step (an old link) opens the question itself.
  await page.goto('/question/smoke-alarms-right-places/summary');
  await expect(page).toHaveURL(/\/question\/smoke-alarms-right-places$/);
  await plan.expectQuestion('smoke-alarms-right-places');
  // No home type yet: the route questions are not part of the plan, so it resumes.
  await page.goto('/question/fire-alarm');
  await plan.expectQuestion('smoke-alarms');
  await page.goto('/question/escape-route/summary');
  await plan.expectQuestion('smoke-alarms');
});

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

test('on a phone the bottom back button goes back with the answer restored', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const plan = new PlanScreens(page, 'mi');
  await page.goto('/mi/question/smoke-alarms-right-places');
  await plan.choose('smoke-alarms-right-places', 'no-not-sure');
  await plan.continue();
  await plan.expectQuestion('smoke-alarms');
  const bottomBack = page.locator('.step-footer').getByRole('link', { name: 'E Hoki' });
  await expect(bottomBack).toBeVisible();
  await expect(bottomBack).toBeInViewport();
  await saveScreenshot(page, testInfo, 'plan-phone-bottom-back-mi');
  await bottomBack.click();
  await plan.expectQuestion('smoke-alarms-right-places');
  await expect(
    page.getByRole('radio', { name: plan.optionLabel('smoke-alarms-right-places', 'no-not-sure') }),
  ).toBeChecked();
  await expect(page.locator('.step-footer').getByRole('link')).toHaveCount(0);
});

/** Presses Tab until `isTarget` holds for the focused element (keyboard only: no clicks). */
async function tabUntil(page: Page, isTarget: () => Promise<boolean>) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await isTarget()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Could not reach the element with Tab');
}

function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

async function tabTo(page: Page, target: Locator) {
  await tabUntil(page, () => hasFocus(target));
}

/** A checkbox: Tab to it and Space. A radio: Tab into its group, then arrow keys to it. */
async function keyboardChoose(page: Page, option: Locator) {
  const type = await option.getAttribute('type');
  if (type === 'checkbox') {
    await tabTo(page, option);
    await page.keyboard.press('Space');
  } else {
    const name = await option.getAttribute('name');
    await tabUntil(page, () =>
      page.evaluate(
        (group) => (document.activeElement as HTMLInputElement | null)?.name === group,
        name,
      ),
    );
    for (let presses = 0; presses < 10 && !(await option.isChecked()); presses += 1) {
      await page.keyboard.press((await hasFocus(option)) ? 'Space' : 'ArrowDown');
    }
  }
  await expect(option).toBeChecked();
}

async function keyboardContinue(plan: PlanScreens, button = plan.continueButton()) {
  await tabTo(plan.page, button);
  await plan.page.keyboard.press('Enter');
}

test('the apartment flow can be completed with the keyboard alone', async ({ page }) => {
  const plan = new PlanScreens(page, 'en');
  await page.goto('/intro');
  await keyboardContinue(plan, page.getByRole('button', { name: plan.text.intro.start }));
  const radio = (name: string) => page.getByRole('radio', { name, exact: true });
  const answers = APARTMENT_ANSWERS;

  await plan.expectQuestion('smoke-alarms-right-places');
  await keyboardChoose(
    page,
    radio(plan.optionLabel('smoke-alarms-right-places', answers['smoke-alarms-right-places'][0])),
  );
  await keyboardContinue(plan);
  await plan.expectQuestion('smoke-alarms');
  await keyboardChoose(page, radio(plan.optionLabel('smoke-alarms', answers['smoke-alarms'][0])));
  await keyboardContinue(plan);
  await plan.expectQuestion('living-situation');
  for (const value of answers['living-situation']) {
    await keyboardChoose(
      page,
      page.getByRole('checkbox', { name: plan.optionLabel('living-situation', value) }),
    );
  }
  await keyboardContinue(plan);
  await plan.expectQuestion('house-type');
  await keyboardChoose(page, radio(plan.optionLabel('house-type', 'apartment')));
  await keyboardContinue(plan);
  await plan.expectQuestion('fire-alarm');
  await keyboardChoose(page, radio(plan.optionLabel('fire-alarm', 'yes')));
  await keyboardContinue(plan);
  await plan.expectQuestion('assembly-point');
  await keyboardChoose(page, radio(plan.optionLabel('assembly-point', 'other')));
  await expect(page.getByRole('textbox', { name: plan.text['other-text'] })).toBeFocused();
  await page.keyboard.type('Car park B');
  await keyboardContinue(plan);
  await plan.expectQuestion('escape-route');
  for (const sub of ['multiple-exits', 'obstacles', 'locks', 'discuss']) {
    await keyboardChoose(
      page,
      plan.subGroup('escape-route', sub).getByRole('radio', { name: 'Yes' }),
    );
  }
  await keyboardContinue(plan);
  await expect(plan.heading()).toHaveText(plan.text.complete.title);
  await expect(page.getByText(plan.text.checklist.items['escape-route-locks'].todo)).toBeVisible();
});

test.describe('with a house plan made on this device', () => {
  startWithHousePlan();

  test('changing the home type asks first, then drops the answers of the other flow', async ({
    page,
  }) => {
    const plan = new PlanScreens(page, 'en');
    await page.goto('/question/house-type');
    await plan.choose('house-type', 'apartment');
    await plan.continue();
    const confirm = page.getByRole('alert').filter({ hasText: 'Changing your type of home' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('4');
    await settled(page);
    await confirm.getByRole('button', { name: plan.text['house-type-change'].cancel }).click();
    await expect(
      page.getByRole('radio', { name: plan.optionLabel('house-type', 'house') }),
    ).toBeChecked();

    await plan.choose('house-type', 'apartment');
    await plan.continue();
    await page.getByRole('button', { name: plan.text['house-type-change'].confirm }).click();
    await plan.expectQuestion('fire-alarm');
    await expect(plan.meterLabel()).toHaveText(
      fill(plan.text.meter['question-of'], { number: 5, total: 10 }),
    );
    // The house route answers are gone: their questions now resume at the first open one.
    await page.goto('/question/first-escape-route');
    await plan.expectQuestion('fire-alarm');
    await page.goto('/question/living-situation');
    await expect(
      page.getByRole('checkbox', { name: plan.optionLabel('living-situation', 'other-adults') }),
    ).toBeChecked();
  });
});
