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
} from './plan-support';
import { deriveChecklist } from '../../src/domain/plan/checklist';
import type { PlanAnswers } from '../../src/vocabulary/types';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 667 },
} as const;

type ChecklistItems = PlanScreens['text']['checklist']['items'];

/**
 * On /complete with 'your escape plan' in the meter, the checklist shows the items that the domain
 * derives from these answers, which must be the ones the test expects, in order.
 */
async function expectCompleteWithChecklist(
  plan: PlanScreens,
  answers: typeof HOUSE_ANSWERS | typeof APARTMENT_ANSWERS,
  expectedTexts: (items: ChecklistItems) => string[],
) {
  const { page, language, text } = plan;
  await expect(page).toHaveURL(new RegExp(`${localPath(language, '/complete')}$`));
  await expect(plan.heading()).toHaveText(text.complete.title);
  await expect(plan.meterLabel()).toHaveText(text.meter['your-plan']);
  const items = text.checklist.items as Record<string, Record<string, string>>;
  const derived = deriveChecklist(answers as unknown as PlanAnswers).map(
    (item) => items[item.key]![item.fieldValue ? 'done' : 'todo']!,
  );
  expect(derived).toEqual(expectedTexts(text.checklist.items));
  await expect(page.locator('.plan-checklist li')).toHaveText(
    derived.map((label) => new RegExp(escapeRegExp(label))),
  );
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
          await expect(obstacles.locator('label:has(input[value="true"]) img')).toHaveAttribute(
            'src',
            '/icons/warning.svg',
          );
          await expect(obstacles.locator('label:has(input[value="false"]) img')).toHaveAttribute(
            'src',
            '/icons/tick.svg',
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
          await plan.choose('discussed', 'no');
          await plan.continue();

          await expectCompleteWithChecklist(plan, HOUSE_ANSWERS, (items) => [
            items['smoke-alarms-right-places'].done,
            items['smoke-alarms'].done,
            items['first-route-planned'].done,
            items['first-route-assistance'].todo,
            items['second-route-planned'].done,
            items['second-route-obstacles'].todo,
            items.discussed.todo,
          ]);
          // Alarms yes and both routes planned: no advice banner.
          await expect(page.getByRole('heading', { name: plan.text.advice.title })).toHaveCount(0);
        });

      if (flow === 'apartment')
        test(`the whole apartment flow in ${language} on a ${device}`, async ({ page }) => {
          const plan = new PlanScreens(page, language);
          const meter = plan.text.meter;

          await page.goto(localPath(language, '/question/smoke-alarms-right-places'));
          await answerCommon(plan, APARTMENT_ANSWERS);

          await plan.expectQuestion('fire-alarm');
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['question-of'], { number: 5, total: 10 }),
          );
          await plan.choose('fire-alarm', 'no');
          await plan.continue();

          await plan.expectQuestion('assembly-point');
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['question-of'], { number: 6, total: 10 }),
          );
          await plan.choose('assembly-point', 'across-road');
          await plan.continue();

          await plan.expectQuestion('escape-route');
          await expect(plan.meterLabel()).toHaveText(
            fill(meter['questions-of'], { from: 7, to: 10, total: 10 }),
          );
          await plan.answerSub('escape-route', 'multiple-exits', 'true');
          await plan.answerSub('escape-route', 'obstacles', 'true');
          await plan.answerSub('escape-route', 'locks', 'false');
          await expect(plan.continueButton()).toBeDisabled();
          await plan.answerSub('escape-route', 'discuss', 'true');
          await plan.continue();

          await expectCompleteWithChecklist(plan, APARTMENT_ANSWERS, (items) => [
            items['smoke-alarms-right-places'].todo,
            items['smoke-alarms'].todo,
            items['fire-alarm'].todo,
            items['multiple-exits'].done,
            items['escape-route-obstacles'].todo,
            items['escape-route-discussed'].done,
            items['get-advice'].todo,
          ]);
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
