// Issue 52, end to end as the householders met it on a 375 px phone: Hemi, in te reo Māori,
// lives alone in a ground-floor flat, uses a wheelchair and gets himself out, with his cat Pusi;
// Rangi, in English, uses a wheelchair on the fourth floor with Ana. Each enters the household,
// answers the flat's floor and reads the plan (complete page and the printed A4).
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { printedPdf, pdfTextWithoutSpaces } from './support/printed-pdf';
import {
  PlanScreens,
  expectOnComplete,
  fill,
  localPath,
  persistedText,
  toSortHeadline,
  type PlanText,
} from './plan-support';

test.use({ reducedMotion: 'reduce', viewport: { width: 375, height: 740 } });

/** Adds a person, ticks their needs; "needs someone to get them out" stays unticked. */
async function addPersonWithNeeds(
  plan: PlanScreens,
  name: string,
  needs: (keyof PlanText['needs']['kinds'])[],
) {
  await plan.addPerson(name);
  const group = plan.page.getByRole('group', {
    name: fill(plan.text.needs.editor.legend, { name }),
  });
  for (const need of needs) {
    await group.getByRole('checkbox', { name: plan.text.needs.kinds[need], exact: true }).check();
  }
  await expect(
    plan.page.getByRole('checkbox', { name: plan.text.details.household['needs-help'] }),
  ).not.toBeChecked();
}

async function toHousehold(plan: PlanScreens) {
  await plan.page.goto(localPath(plan.language, '/question/smoke-alarms-right-places'));
  await plan.choose('smoke-alarms-right-places', 'yes');
  await plan.continue();
  await plan.choose('smoke-alarms', 'yes');
  await plan.continue();
  await plan.expectQuestion('living-situation');
}

async function buildingQuestions(plan: PlanScreens, floor: 'ground' | 'above') {
  await plan.expectQuestion('house-type');
  await plan.choose('house-type', 'apartment');
  await plan.continue();
  await plan.expectQuestion('flat-floor');
  await plan.choose('flat-floor', floor);
}

async function restOfFlat(plan: PlanScreens, discussTitle: string) {
  await plan.continue();
  await plan.expectQuestion('fire-alarm');
  await plan.choose('fire-alarm', 'yes');
  await plan.continue();
  await plan.choose('assembly-point', 'street-outside');
  await plan.continue();
  await plan.expectQuestion('escape-route');
  await plan.answerSub('escape-route', 'multiple-exits', 'true');
  await plan.answerSub('escape-route', 'obstacles', 'false');
  await plan.answerSub('escape-route', 'locks', 'false');
  const discuss = plan.page.getByRole('group', { name: discussTitle, exact: true });
  // The last sub-question answered asks for /complete's code, so Continue need not wait for it.
  const completeCode = plan.page.waitForRequest(/\/assets\/complete-page-[\w-]+\.js$/);
  await discuss.getByRole('radio', { name: plan.text.answers.true, exact: true }).check();
  await completeCode;
  await plan.continue();
  await expectOnComplete(plan);
}

/** The text of the plan's own parts (steps, household, needs, checklist), not the page's tips. */
async function planWords(page: Page): Promise<string> {
  const parts = await page
    .locator('.plan-summary, .plan-checklist, [data-testid="plan-to-sort"]')
    .allInnerTexts();
  return parts.join('\n');
}

test('Hemi, in Māori: alone, ground-floor flat, wheelchair, his own way out, his cat', async ({
  page,
}, testInfo) => {
  const plan = new PlanScreens(page, 'mi');
  const text = plan.text;
  await toHousehold(plan);
  await plan.choose('living-situation', 'just-me');
  await plan.choose('living-situation', 'pets-animals');
  await addPersonWithNeeds(plan, 'Hemi', ['moves-slowly']);
  // Someone who gets out alone can take a pet: Hemi is offered for Pusi.
  await page.getByRole('button', { name: text.details.household['add-pet'] }).click();
  await page
    .getByRole('textbox', { name: fill(text.details.household['pet-label'], { number: 1 }) })
    .fill('Pusi');
  await page
    .getByRole('combobox', { name: fill(text.details.household['taker-label'], { name: 'Pusi' }) })
    .selectOption({ label: 'Hemi' });
  await plan.continue();

  await buildingQuestions(plan, 'ground');
  await restOfFlat(plan, text.questions['escape-route'].subs.discuss.title_alone);

  // Nothing to sort: no helper to agree, no stairs, no bedroom to move.
  await expect(plan.heading()).toHaveText(text.complete.title);
  await expect(page.getByTestId('plan-step-first')).toContainText(
    text.print.steps['apartment-ground-first'],
  );
  const words = await planWords(page);
  expect(words).not.toMatch(/arapiki|ararewa|whānau|whare tiketike|whakaritea ko wai/);
  expect(words).toContain(fill(text.needs.lines['doorways-wide'], { name: 'Hemi' }));
  expect(words).toContain(fill(text.needs.lines['alarm-reach_alone'], { name: 'Hemi' }));
  expect(words).toContain(fill(text.details.summary['pet-taken'], { name: 'Pusi', taker: 'Hemi' }));
  await expect(page.getByTestId('needs-alone')).toContainText(text.needs.alone.visit);

  // On paper: written to him, the same way out (his last answer kept on the device first).
  await expect.poll(() => persistedText(page)).toContain('discuss');
  await page.goto(localPath('mi', '/print'));
  await expect(plan.heading()).toHaveText(text.print.title_alone);
  const file = testInfo.outputPath('hemi-mi.pdf');
  await printedPdf(page, file, 2);
  const printed = pdfTextWithoutSpaces(file);
  expect(printed).toContain(text.print.steps['apartment-ground-first'].replace(/\s+/g, ''));
  expect(printed).not.toContain('arapiki');
});

test('Rangi, in English: a wheelchair user on the fourth floor, with Ana', async ({ page }) => {
  const plan = new PlanScreens(page, 'en');
  const text = plan.text;
  await toHousehold(plan);
  await plan.choose('living-situation', 'other-adults');
  await addPersonWithNeeds(plan, 'Rangi', ['moves-slowly']);
  await plan.addPerson('Ana');
  await plan.continue();
  await buildingQuestions(plan, 'above');
  // Above the ground floor, with someone who can't use the stairs: ask the building.
  const asked = page.getByRole('checkbox', { name: text.details['do-now']['evacuation-asked'] });
  await expect(asked).toBeVisible();
  await restOfFlat(plan, text.questions['escape-route'].subs.discuss.title);

  // One thing to sort, said in her name: the stairs are no way out for her.
  await expect(plan.heading()).toHaveText(toSortHeadline('en', 1));
  const todo = fill(text.checklist.items['flat-stairs-assistance'].todo, { name: 'Rangi' });
  await expect(page.getByTestId('plan-to-sort')).toContainText(todo);
  await expect(page.getByTestId('plan-step-first')).toContainText(
    text.print.steps['apartment-first'],
  );

  // Asked: the plan is ready, and says what was done.
  await page.goto(localPath('en', '/question/flat-floor'));
  await page.getByRole('checkbox', { name: text.details['do-now']['evacuation-asked'] }).check();
  // Kept on the device before the page is left by its address (the store writes asynchronously).
  await expect.poll(() => persistedText(page)).toContain('evacuation-asked');
  await page.goto(localPath('en', '/complete'));
  await expect(plan.heading()).toHaveText(text.complete.title);
  // Said in her needs and ticked in the checklist.
  const done = fill(text.checklist.items['flat-stairs-assistance'].done, { name: 'Rangi' });
  await expect(page.locator('.plan-checklist').getByText(done)).toBeVisible();
  await expect(page.getByTestId('needs-summary').getByText(done)).toBeVisible();
});
