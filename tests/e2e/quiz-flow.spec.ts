// The hazards quiz against the real browser storage: the chosen sections, the answers and the
// results come back after a reload (IndexedDB). The screens' own behaviour (begin, sections,
// navigation, guards, aliases, keyboard, scoring shown, motion) is tested in
// tests/component/quiz/.
import { test, expect } from './support/fixtures';
import { scoreQuiz } from '../../src/domain/quiz/quiz-rules';
import {
  QUIZ_TEXT,
  checkbox,
  chooseSections,
  continueButton,
  expectRating,
  optionLabel,
  quizPath,
  sectionText,
  startButton,
  waitForPersisted,
} from './quiz-helpers';

test.use({ reducedMotion: 'reduce' });

test('a reload keeps the chosen sections, the answers and the results', async ({ page }) => {
  await page.goto(quizPath('en', 'begin'));
  await chooseSections(page, 'en', ['electric-blankets', 'garage-toolshed']);
  await startButton(page, 'en').click();
  await checkbox(page, optionLabel('en', 'electric-blankets', 'turned-off')).check();
  await continueButton(page, 'en').click();
  await expect(page).toHaveURL(/\/quiz\/garage-toolshed$/);
  await waitForPersisted(page, 'turned-off');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    sectionText('en', 'garage-toolshed').name,
  );
  await expect(page.locator('.quiz-progress')).toHaveText('2 / 2');
  await page.getByRole('link', { name: QUIZ_TEXT.en.back, exact: true }).click();
  await expect(checkbox(page, optionLabel('en', 'electric-blankets', 'turned-off'))).toBeChecked();
  await expect(
    checkbox(page, optionLabel('en', 'electric-blankets', 'blanket-flat')),
  ).not.toBeChecked();

  await continueButton(page, 'en').click();
  // The last section's first tick asks for the results' code, so Continue need not wait for it.
  const resultsCode = page.waitForRequest(/\/assets\/quiz-complete-page-[\w-]+\.js$/);
  await checkbox(page, optionLabel('en', 'garage-toolshed', 'power-drills')).check();
  await resultsCode;
  await continueButton(page, 'en').click();
  await expect(page).toHaveURL(/\/quiz\/complete$/);
  await waitForPersisted(page, 'power-drills');
  await page.reload();
  await expectRating(
    page,
    'en',
    scoreQuiz({
      begin: ['electric-blankets', 'garage-toolshed'],
      'electric-blankets': ['turned-off'],
      'garage-toolshed': ['power-drills'],
    }),
  );
});
