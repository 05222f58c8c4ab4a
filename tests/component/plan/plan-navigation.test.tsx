// Moving around the plan's questions: back restores answers, Continue waits for a valid answer,
// guards and odd addresses, the phone's bottom back button, keyboard-only use and the home-type
// switch. A reload or a new tab keeping the answers (IndexedDB) is end-to-end
// (tests/e2e/plan-navigation.spec.ts).
import { afterEach, expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { page, userEvent } from '../support/screen';
import type { Locator } from 'vitest/browser';
import { PlanScreens } from './plan-screens';
import {
  APARTMENT_ANSWERS,
  HOUSE_ANSWERS,
  HOUSE_TO_SORT,
  commonText,
  toSortHeadline,
} from '../../support/plan-text';
import { fill } from '../../support/quiz-text';
import { HOUSE_PLAN } from '../support/stored-state';

afterEach(async () => {
  await page.viewport(375, 740);
});

/** Makes the whole house plan (HOUSE_ANSWERS) from question 1 to Complete. */
async function makeHousePlan(plan: PlanScreens) {
  await plan.expectQuestion('smoke-alarms-right-places');
  await plan.choose('smoke-alarms-right-places', 'yes');
  await plan.continue();
  await plan.expectQuestion('smoke-alarms');
  await plan.choose('smoke-alarms', 'yes');
  await plan.continue();
  await plan.expectQuestion('living-situation');
  await plan.choose('living-situation', 'other-adults');
  await plan.choose('living-situation', 'children-babies');
  await plan.continue();
  await plan.expectQuestion('house-type');
  await plan.choose('house-type', 'house');
  await plan.continue();
  await plan.expectQuestion('first-escape-route');
  await plan.answerSub('first-escape-route', 'route-planned', 'true');
  await plan.answerSub('first-escape-route', 'obstacles', 'false');
  await plan.answerSub('first-escape-route', 'assistance', 'true');
  await plan.continue();
  await plan.expectQuestion('second-escape-route');
  await plan.answerSub('second-escape-route', 'route-planned', 'true');
  await plan.answerSub('second-escape-route', 'obstacles', 'true');
  await plan.answerSub('second-escape-route', 'assistance', 'false');
  await plan.continue();
  await plan.expectQuestion('meeting-area');
  await plan.choose('meeting-area', 'other');
  await userEvent.fill(
    page.getByRole('textbox', { name: plan.text['other-text'] }),
    HOUSE_ANSWERS['meeting-area'][0],
  );
  await plan.continue();
  await plan.expectQuestion('discussed');
  await plan.choose('discussed', 'no');
  await plan.continue();
  await expect.element(plan.heading()).toHaveTextContent(toSortHeadline('en', HOUSE_TO_SORT));
}

test('going back restores every answer, including the typed meeting place', async () => {
  const app = renderApp('/question/smoke-alarms-right-places');
  const plan = new PlanScreens(app, 'en');
  await makeHousePlan(plan);
  await app.router.navigate(-1);
  await plan.expectQuestion('discussed');
  await expect.element(plan.option('discussed', 'no')).toBeChecked();

  const back = () => page.getByRole('link', { name: plan.text.back }).first();
  await userEvent.click(back());
  await plan.expectQuestion('meeting-area');
  await expect.element(plan.option('meeting-area', 'other')).toBeChecked();
  await expect
    .element(page.getByRole('textbox', { name: plan.text['other-text'] }))
    .toHaveValue(HOUSE_ANSWERS['meeting-area'][0]);

  await userEvent.click(back());
  await expect.poll(() => app.path()).toBe('/question/second-escape-route/assistance');
  const assistance = plan.subGroup('second-escape-route', 'assistance');
  await expect
    .element(assistance.getByRole('radio', { name: plan.text.answers.false }))
    .toBeChecked();
  await expect.element(assistance).toBeInViewport();

  await userEvent.click(back());
  await expect.poll(() => app.path()).toBe('/question/first-escape-route/assistance');
  await userEvent.click(back());
  await plan.expectQuestion('house-type');
  await expect.element(plan.option('house-type', 'house')).toBeChecked();
  await userEvent.click(back());
  await plan.expectQuestion('living-situation');
  for (const value of ['other-adults', 'children-babies']) {
    await expect.element(plan.option('living-situation', value)).toBeChecked();
  }
  await expect.element(plan.option('living-situation', 'pets-animals')).not.toBeChecked();
});

test('continue stays disabled until the answer is valid', async () => {
  const app = renderApp('/question/smoke-alarms-right-places');
  const plan = new PlanScreens(app, 'en');
  await plan.expectQuestion('smoke-alarms-right-places');
  await expect.element(plan.continueButton()).toBeDisabled();
  await plan.choose('smoke-alarms-right-places', 'no');
  await expect.element(plan.continueButton()).toBeEnabled();
  await plan.continue();
  await plan.expectQuestion('smoke-alarms');
  await plan.choose('smoke-alarms', 'yes');
  await plan.continue();

  await plan.expectQuestion('living-situation');
  const pets = plan.option('living-situation', 'pets-animals');
  await userEvent.click(pets);
  await expect.element(plan.continueButton()).toBeEnabled();
  await userEvent.click(pets);
  await expect.element(plan.continueButton()).toBeDisabled();
  await userEvent.click(pets);
  await plan.continue();
  await plan.expectQuestion('house-type');
  await plan.choose('house-type', 'house');
  await plan.continue();

  await plan.expectQuestion('first-escape-route');
  await expect.element(plan.continueButton()).toBeDisabled();
  await plan.answerSub('first-escape-route', 'route-planned', 'false');
  await plan.answerSub('first-escape-route', 'obstacles', 'false');
  await expect.element(plan.continueButton()).toBeDisabled();
  await plan.answerSub('first-escape-route', 'assistance', 'false');
  await plan.continue();

  await plan.expectQuestion('second-escape-route');
  // With no help needed on the first route, the second route asks two questions only.
  await plan.answerSub('second-escape-route', 'route-planned', 'unable');
  await plan.answerSub('second-escape-route', 'obstacles', 'false');
  expect(plan.subGroup('second-escape-route', 'assistance').elements()).toHaveLength(0);
  await expect
    .element(plan.meterLabel())
    .toHaveTextContent(fill(plan.text.meter['questions-of'], { from: 8, to: 9, total: 11 }));
  await plan.continue();

  await plan.expectQuestion('meeting-area');
  await plan.choose('meeting-area', 'other');
  const other = page.getByRole('textbox', { name: plan.text['other-text'] });
  await expect.element(plan.continueButton()).toBeDisabled();
  await userEvent.fill(other, '   ');
  await expect.element(plan.continueButton()).toBeDisabled();
  await userEvent.fill(other, 'Neighbour’s drive');
  await expect.element(plan.continueButton()).toBeEnabled();
  await plan.choose('meeting-area', 'gate');
  await expect.poll(() => other.elements().length).toBe(0);
  await expect.element(plan.continueButton()).toBeEnabled();
});

for (const path of [
  '/question/smoke-alarms',
  '/question/first-escape-route/obstacles',
  '/tips',
  '/complete',
  '/review',
  '/print',
  '/mi/complete',
]) {
  test(`${path} without answers goes home`, async () => {
    const app = renderApp(path);
    await expect.poll(() => app.path()).toBe(path.startsWith('/mi/') ? '/mi/' : '/');
  });
}

for (const path of ['/intro', '/question/smoke-alarms-right-places', '/mi/intro']) {
  test(`${path} opens without answers`, async () => {
    const app = renderApp(path);
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(app.path()).toBe(path);
  });
}

test('an unknown question shows the not-found page; other odd question paths move on', async () => {
  for (const [path, common] of [
    ['/question/no-such-question', commonText.en],
    ['/mi/question/no-such-question/obstacles', commonText.mi],
  ] as const) {
    const app = renderApp(path);
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent(common['not-found'].title);
    app.unmount();
  }

  const app = renderApp('/question/smoke-alarms-right-places');
  const plan = new PlanScreens(app, 'en');
  await plan.choose('smoke-alarms-right-places', 'yes');
  await plan.continue();
  await plan.expectQuestion('smoke-alarms');
  // A real question with an unknown step (an old link) opens the question itself.
  await app.router.navigate('/question/smoke-alarms-right-places/summary');
  await expect.poll(() => app.path()).toBe('/question/smoke-alarms-right-places');
  await plan.expectQuestion('smoke-alarms-right-places');
  // No home type yet: the route questions are not part of the plan, so it resumes.
  await app.router.navigate('/question/fire-alarm');
  await plan.expectQuestion('smoke-alarms');
  await app.router.navigate('/question/escape-route/summary');
  await plan.expectQuestion('smoke-alarms');
});

test('on a phone the bottom back button goes back with the answer restored', async () => {
  await page.viewport(375, 667);
  const app = renderApp('/mi/question/smoke-alarms-right-places');
  const plan = new PlanScreens(app, 'mi');
  await plan.choose('smoke-alarms-right-places', 'no-not-sure');
  await plan.continue();
  await plan.expectQuestion('smoke-alarms');
  const footerLinks = () => document.querySelectorAll('.step-footer a');
  await expect.poll(() => footerLinks().length).toBe(1);
  const link = footerLinks()[0] as HTMLElement;
  expect(link.textContent).toContain(plan.text.back);
  await expect.element(link).toBeVisible();
  await expect.element(link).toBeInViewport();
  await userEvent.click(link);
  await plan.expectQuestion('smoke-alarms-right-places');
  await expect.element(plan.option('smoke-alarms-right-places', 'no-not-sure')).toBeChecked();
  expect(footerLinks()).toHaveLength(0);
});

/** Presses Tab until `isTarget` holds for the focused element (keyboard only: no clicks). */
async function tabUntil(isTarget: () => boolean) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (isTarget()) return;
    await userEvent.keyboard('{Tab}');
  }
  throw new Error('Could not reach the element with Tab');
}

async function tabTo(target: Locator) {
  await expect.element(target).toBeInTheDocument();
  await tabUntil(() => target.element() === document.activeElement);
}

/** A checkbox: Tab to it and Space. A radio: Tab into its group, then arrow keys to it. */
async function keyboardChoose(option: Locator) {
  await expect.element(option).toBeInTheDocument();
  const input = option.element() as HTMLInputElement;
  if (input.type === 'checkbox') {
    await tabTo(option);
    await userEvent.keyboard(' ');
  } else {
    await tabUntil(() => (document.activeElement as HTMLInputElement | null)?.name === input.name);
    for (let presses = 0; presses < 10 && !input.checked; presses += 1) {
      await userEvent.keyboard(document.activeElement === input ? ' ' : '{ArrowDown}');
    }
  }
  await expect.element(option).toBeChecked();
}

async function keyboardContinue(plan: PlanScreens, button = plan.continueButton()) {
  await tabTo(button);
  await userEvent.keyboard('{Enter}');
}

test('the apartment flow can be completed with the keyboard alone', async () => {
  const app = renderApp('/intro');
  const plan = new PlanScreens(app, 'en');
  await keyboardContinue(plan, page.getByRole('button', { name: plan.text.intro.start }));
  const answers = APARTMENT_ANSWERS;

  await plan.expectQuestion('smoke-alarms-right-places');
  await keyboardChoose(
    plan.option('smoke-alarms-right-places', answers['smoke-alarms-right-places'][0]),
  );
  await keyboardContinue(plan);
  await plan.expectQuestion('smoke-alarms');
  await keyboardChoose(plan.option('smoke-alarms', answers['smoke-alarms'][0]));
  await keyboardContinue(plan);
  await plan.expectQuestion('living-situation');
  for (const value of answers['living-situation']) {
    await keyboardChoose(plan.option('living-situation', value));
  }
  await keyboardContinue(plan);
  await plan.expectQuestion('house-type');
  await keyboardChoose(plan.option('house-type', 'apartment'));
  await keyboardContinue(plan);
  await plan.expectQuestion('flat-floor');
  await keyboardChoose(plan.option('flat-floor', 'above'));
  await keyboardContinue(plan);
  await plan.expectQuestion('fire-alarm');
  await keyboardChoose(plan.option('fire-alarm', 'yes'));
  await keyboardContinue(plan);
  await plan.expectQuestion('assembly-point');
  await keyboardChoose(plan.option('assembly-point', 'other'));
  const other = page.getByRole('textbox', { name: plan.text['other-text'] });
  await expect.element(other).toHaveFocus();
  await userEvent.keyboard('Car park B');
  await keyboardContinue(plan);
  await plan.expectQuestion('escape-route');
  for (const sub of ['multiple-exits', 'obstacles', 'locks', 'discuss']) {
    await keyboardChoose(plan.subGroup('escape-route', sub).getByRole('radio', { name: 'Yes' }));
  }
  await keyboardContinue(plan);
  // Something in the way and a door locked with a key: two things before the plan is ready.
  await expect.element(plan.heading()).toHaveTextContent(toSortHeadline('en', 2));
  await expect
    .element(page.getByText(plan.text.checklist.items['escape-route-locks'].todo))
    .toBeVisible();
});

test('changing the home type asks first, then drops the answers of the other flow', async () => {
  const app = renderApp('/question/house-type', HOUSE_PLAN);
  const plan = new PlanScreens(app, 'en');
  await plan.expectQuestion('house-type');
  await plan.choose('house-type', 'apartment');
  await plan.continue();
  const confirm = page.getByRole('alert').filter({ hasText: 'Changing your type of home' });
  await expect.element(confirm).toBeVisible();
  await expect.element(confirm).toHaveTextContent('4');
  await userEvent.click(
    confirm.getByRole('button', { name: plan.text['house-type-change'].cancel }),
  );
  await expect.element(plan.option('house-type', 'house')).toBeChecked();

  await plan.choose('house-type', 'apartment');
  await plan.continue();
  await userEvent.click(page.getByRole('button', { name: plan.text['house-type-change'].confirm }));
  await plan.expectQuestion('flat-floor');
  await expect
    .element(plan.meterLabel())
    .toHaveTextContent(fill(plan.text.meter['question-of'], { number: 5, total: 11 }));
  // The house route answers are gone: their questions now resume at the first open one.
  await app.router.navigate('/question/first-escape-route');
  await plan.expectQuestion('flat-floor');
  await app.router.navigate('/question/living-situation');
  await plan.expectQuestion('living-situation');
  await expect.element(plan.option('living-situation', 'other-adults')).toBeChecked();
});
