// The quiz's steps driven through its screens in a component test.
import { expect } from 'vitest';
import { BEGIN_OPTIONS } from '../../../src/content/quiz-sections';
import { chosenSections, type QuizResultSummary } from '../../../src/domain/quiz/quiz-rules';
import type { QuizAnswers, QuizSectionSlug } from '../../../src/vocabulary/types';
import { QUIZ_TEXT, fill, optionLabel, sectionText, type Language } from '../../support/quiz-text';
import { button, checkbox, expectHeading, page, setChecked, userEvent } from '../support/screen';

export const startButton = (language: Language) => button(QUIZ_TEXT[language].begin.continue);
export const continueButton = (language: Language) => button(QUIZ_TEXT[language].continue);
export const progress = () => page.getByText(/^\d+ \/ \d+$/);

/** Ticks exactly the wanted areas on begin, reading down as a person would. */
export async function chooseSections(
  language: Language,
  wanted: readonly QuizSectionSlug[],
): Promise<void> {
  await expectHeading(QUIZ_TEXT[language].begin.title);
  for (const { value } of BEGIN_OPTIONS) {
    await setChecked(checkbox(sectionText(language, value).name), wanted.includes(value));
  }
}

/** From begin (on screen) through every chosen section to the results. */
export async function answerQuiz(language: Language, answers: QuizAnswers): Promise<void> {
  const chosen = chosenSections(answers);
  await chooseSections(language, chosen);
  await userEvent.click(startButton(language));
  for (const [index, slug] of chosen.entries()) {
    await expectHeading(sectionText(language, slug).name);
    await expect.element(progress()).toHaveTextContent(`${index + 1} / ${chosen.length}`);
    for (const value of answers[slug] ?? []) {
      await setChecked(checkbox(optionLabel(language, slug, value)), true);
    }
    await userEvent.click(continueButton(language));
  }
  await expectHeading(QUIZ_TEXT[language].complete.title);
}

/** The rating panel shows the percentage and grade that scoreQuiz computes. */
export async function expectRating(language: Language, summary: QuizResultSummary) {
  const text = QUIZ_TEXT[language].rating;
  const panel = page.getByRole('region', { name: text[summary.result].title });
  await expect.element(panel).toHaveAttribute('data-result', summary.result);
  await expect
    .element(panel)
    .toHaveTextContent(fill(text.score, { percentage: summary.percentage }));
  await expect.element(panel).toHaveTextContent(text[summary.result].message);
}
