// What a person chose or typed on a page and has not yet recorded (Continue, Send) survives a
// reload: a phone drops a background tab and reloads it when the person comes back.
import { test, expect } from './support/fixtures';
import {
  PlanScreens,
  localPath,
  persistedText,
  sharedText,
  startWithHousePlan,
  type Language,
} from './plan-support';
import { contactFields } from './support/contact-form';
import { QUIZ_TEXT } from './quiz-helpers';

test.use({ reducedMotion: 'reduce' });

for (const language of ['en', 'mi'] as const satisfies Language[]) {
  test.describe(`in ${language}, with a plan made`, () => {
    startWithHousePlan();

    test('a choice and the words typed for "somewhere else" come back after a reload', async ({
      page,
    }) => {
      const plan = new PlanScreens(page, language);
      await page.goto(localPath(language, '/question/meeting-area'));
      await plan.expectQuestion('meeting-area');
      await plan.choose('meeting-area', 'other');
      const other = page.getByRole('textbox', { name: plan.text['other-text'] });
      await other.fill('By the water tank');
      await expect.poll(() => persistedText(page)).toContain('By the water tank');
      await page.reload();
      await plan.expectQuestion('meeting-area');
      await expect(
        page.getByRole('radio', { name: plan.optionLabel('meeting-area', 'other'), exact: true }),
      ).toBeChecked();
      await expect(other).toHaveValue('By the water tank');

      // Continue records it; the draft is gone and the recorded answer is what comes back.
      await plan.continue();
      await plan.expectQuestion('discussed');
      await page.goto(localPath(language, '/question/meeting-area'));
      await expect(other).toHaveValue('By the water tank');
    });

    test('the name and email typed on Complete come back after a reload, not the last sent', async ({
      page,
    }) => {
      await page.goto(localPath(language, '/complete'));
      const { name, email } = contactFields(page, language);
      await name.fill('Wiremu');
      await email.fill('wiremu@example.nz');
      await expect.poll(() => persistedText(page)).toContain('wiremu@example.nz');
      await page.reload();
      await expect(name).toHaveValue('Wiremu');
      await expect(email).toHaveValue('wiremu@example.nz');
      await expect(page.getByText(sharedText[language].contact.errors['name-empty'])).toHaveCount(
        0,
      );
    });
  });

  test(`in ${language}, the quiz's ticks on a step come back after a reload`, async ({ page }) => {
    const text = QUIZ_TEXT[language];
    await page.goto(localPath(language, '/quiz/begin'));
    const indoor = page.getByRole('checkbox', { name: text.sections['indoor-fires'].name });
    await indoor.check();
    await expect.poll(() => persistedText(page)).toContain('indoor-fires');
    await page.reload();
    await expect(indoor).toBeChecked();
  });
}
