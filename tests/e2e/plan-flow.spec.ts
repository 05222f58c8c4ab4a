// The whole escape plan, house and apartment, in English and Māori, on a desktop and on a phone:
// every screen's heading, the meter labels and the final checklist.
import { test, expect } from './support/fixtures';
import {
  APARTMENT_ANSWERS,
  HOUSE_ANSWERS,
  PlanScreens,
  answerCommon,
  escapeRegExp,
  fill,
  localPath,
  toSortHeadline,
} from './plan-support';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 667 },
} as const;

type ChecklistItems = PlanScreens['text']['checklist']['items'];

/** What the plan page lists: under the headline, then ways to be safer, then done. */
interface Arranged {
  toSort: string[];
  safer: string[];
  done: string[];
}

/**
 * On /complete with 'your escape plan' in the meter, the headline counts the things listed under
 * it, and the checklist lists what makes the home safer, then what is done, as the test expects.
 */
async function expectCompleteWithChecklist(
  plan: PlanScreens,
  expected: (items: ChecklistItems) => Arranged,
) {
  const { page, language, text } = plan;
  const { toSort, safer, done } = expected(text.checklist.items);
  await expect(page).toHaveURL(new RegExp(`${localPath(language, '/complete')}$`));
  await expect(plan.heading()).toHaveText(toSortHeadline(language, toSort.length));
  await expect(plan.meterLabel()).toHaveText(text.meter['your-plan']);
  const lines = (testId: string, labels: string[]) =>
    expect(page.getByTestId(testId)).toHaveText(
      labels.map((label) => new RegExp(escapeRegExp(label))),
    );
  await lines('plan-to-sort-item', toSort);
  await lines('plan-safer-item', safer);
  await lines('plan-done-item', done);
}

for (const language of ['en', 'mi'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${language} on a ${device}`, () => {
      // Motion is a component test (tests/component/motion.test.tsx); here it would only slow
      // the long flows down.
      test.use({ viewport, reducedMotion: 'reduce' });
      // Each flow once per language, each on both devices: house in English on a phone and in
      // Māori on a desktop, the apartment the other way round.
      const flow = (language === 'en') === (device === 'phone') ? 'house' : 'apartment';

      if (flow === 'house')
        test(`the whole house flow in ${language} on a ${device}`, async ({ page }) => {
          const plan = new PlanScreens(page, language);
          const meter = plan.text.meter;
          const footerBack = page
            .locator('.step-footer')
            .getByRole('link', { name: plan.text.back });

          await page.goto(localPath(language, '/intro'));
          await expect(plan.heading()).toHaveText(plan.text.intro.title);
          await expect(page.getByText(plan.text.intro.topics.routes)).toBeVisible();
          await page.getByRole('button', { name: plan.text.intro.start }).click();

          await plan.expectQuestion('smoke-alarms-right-places');
          await expect(plan.meterLabel()).toHaveText(fill(meter.question, { number: 1 }));
          await expect(page.getByRole('link', { name: plan.text.back })).toHaveCount(0);
          await expect(plan.continueButton()).toBeDisabled();
          await plan.choose('smoke-alarms-right-places', 'yes');
          await plan.continue();

          await plan.expectQuestion('smoke-alarms');
          await expect(plan.meterLabel()).toHaveText(fill(meter.question, { number: 2 }));
          // Under 768 px a back button also shows at the bottom.
          if (device === 'phone') await expect(footerBack).toBeVisible();
          else await expect(footerBack).toBeHidden();
          await plan.choose('smoke-alarms', 'yes');
          await plan.continue();

          await plan.expectQuestion('living-situation');
          await expect(plan.meterLabel()).toHaveText(fill(meter.question, { number: 3 }));
          await expect(page.getByText(plan.text['select-all'])).toBeVisible();
          // "Just me" excludes other adults and children (and back), not pets or needing help.
          const household = (value: string) =>
            page.getByRole('checkbox', {
              name: plan.optionLabel('living-situation', value),
              exact: true,
            });
          await plan.choose('living-situation', 'children-babies');
          await plan.choose('living-situation', 'just-me');
          await expect(household('children-babies')).not.toBeChecked();
          await plan.choose('living-situation', 'pets-animals');
          await expect(household('just-me')).toBeChecked();
          await expect(household('pets-animals')).toBeChecked();
          await household('pets-animals').uncheck();
          await plan.choose('living-situation', 'children-babies');
          await expect(household('just-me')).not.toBeChecked();
          await plan.choose('living-situation', 'other-adults');
          await expect(household('children-babies')).toBeChecked();
          await plan.continue();

          await plan.expectQuestion('house-type');
          await expect(plan.meterLabel()).toHaveText(fill(meter.question, { number: 4 }));
          await plan.choose('house-type', 'house');
          await plan.continue();

          await plan.expectQuestion('first-escape-route');
          // The second route's assistance question counts only once this one is answered yes.
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['questions-of'], { from: 5, to: 7, total: 11 }),
          );
          await expect(plan.subGroup('first-escape-route', 'obstacles')).toHaveCount(0);
          await plan.answerSub('first-escape-route', 'route-planned', 'true');
          // Icons follow meaning: "Yes, something is in the way" warns, "No" is the tick.
          const obstacles = plan.subGroup('first-escape-route', 'obstacles');
          await expect(obstacles.locator('label:has(input[value="true"]) .icon')).toHaveAttribute(
            'data-icon',
            'warning',
          );
          await expect(obstacles.locator('label:has(input[value="false"]) .icon')).toHaveAttribute(
            'data-icon',
            'tick',
          );
          await plan.answerSub('first-escape-route', 'obstacles', 'false');
          await expect(plan.continueButton()).toBeDisabled();
          await plan.answerSub('first-escape-route', 'assistance', 'true');
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['questions-of'], { from: 5, to: 7, total: 12 }),
          );
          await plan.continue();

          await plan.expectQuestion('second-escape-route');
          await plan.answerSub('second-escape-route', 'route-planned', 'true');
          await plan.answerSub('second-escape-route', 'obstacles', 'true');
          await plan.answerSub('second-escape-route', 'assistance', 'false');
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['questions-of'], { from: 8, to: 10, total: 12 }),
          );
          await plan.continue();

          await plan.expectQuestion('meeting-area');
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['question-of'], { number: 11, total: 12 }),
          );
          await plan.choose('meeting-area', 'other');
          // 'Other' reveals its text box with the cursor in it.
          await expect(page.getByRole('textbox', { name: plan.text['other-text'] })).toBeFocused();
          await expect(plan.continueButton()).toBeDisabled();
          await page.keyboard.type(HOUSE_ANSWERS['meeting-area'][0]);
          await plan.continue();

          await plan.expectQuestion('discussed');
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['question-of'], { number: 12, total: 12 }),
          );
          // The last answer asks for /complete's code, so Continue need not wait for it.
          const completeCode = page.waitForRequest(/\/assets\/complete-page-[\w-]+\.js$/);
          await plan.choose('discussed', 'no');
          await completeCode;
          await plan.continue();

          // Someone needs help with nobody named, something is in the way: not ready, and no
          // "planned" tick beside a way out that has something left to sort.
          await expectCompleteWithChecklist(plan, (items) => ({
            toSort: [items['first-route-assistance'].todo, items['second-route-obstacles'].todo],
            safer: [items.discussed.todo],
            done: [items['smoke-alarms-right-places'].done, items['smoke-alarms'].done],
          }));
          // Alarms yes and both routes planned: no advice banner.
          await expect(page.getByRole('heading', { name: plan.text.advice.title })).toHaveCount(0);
        });

      if (flow === 'apartment')
        test(`the whole apartment flow in ${language} on a ${device}`, async ({ page }) => {
          const plan = new PlanScreens(page, language);
          const meter = plan.text.meter;

          await page.goto(localPath(language, '/question/smoke-alarms-right-places'));
          await answerCommon(plan, APARTMENT_ANSWERS);

          await plan.expectQuestion('flat-floor');
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['question-of'], { number: 5, total: 11 }),
          );
          await plan.choose('flat-floor', 'above');
          await plan.continue();

          await plan.expectQuestion('fire-alarm');
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['question-of'], { number: 6, total: 11 }),
          );
          await plan.choose('fire-alarm', 'no');
          await plan.continue();

          await plan.expectQuestion('assembly-point');
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['question-of'], { number: 7, total: 11 }),
          );
          await plan.choose('assembly-point', 'across-road');
          await plan.continue();

          await plan.expectQuestion('escape-route');
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['questions-of'], { from: 8, to: 11, total: 11 }),
          );
          await plan.answerSub('escape-route', 'multiple-exits', 'true');
          await plan.answerSub('escape-route', 'obstacles', 'true');
          await plan.answerSub('escape-route', 'locks', 'false');
          await expect(plan.continueButton()).toBeDisabled();
          await plan.answerSub('escape-route', 'discuss', 'true');
          await plan.continue();

          await expectCompleteWithChecklist(plan, (items) => ({
            toSort: [items['escape-route-obstacles'].todo],
            safer: [
              items['smoke-alarms-right-places'].todo,
              items['smoke-alarms'].todo,
              items['fire-alarm'].todo,
              items['get-advice'].todo,
            ],
            done: [items['multiple-exits'].done, items['escape-route-discussed'].done],
          }));
          // Alarms not sorted: the free home fire safety visit is recommended near the top (issue
          // 24), with its reason and the number to call, in place of the general advice banner.
          await expect(page.getByRole('heading', { name: plan.text.visit.title })).toBeVisible();
          await expect(page.getByText(plan.text.visit.reasons['no-alarms'])).toBeVisible();
          await expect(page.locator('a[href="tel:0800693473"]').first()).toBeVisible();
          await expect(page.getByRole('heading', { name: plan.text.advice.title })).toHaveCount(0);
        });
    });
  }
}
