// Shared steps of the quiz e2e specs: texts from the real locale files, answers driven through
// the real UI, and expectations from the real scoring (src/domain/quiz/quiz-rules.ts).
import type { Locator, Page } from '@playwright/test';
import { persistedText } from './plan-support';
import { expect } from './support/fixtures';
import { BEGIN_OPTIONS } from '../../src/content/quiz-sections';
import { chosenSections, type QuizResultSummary } from '../../src/domain/quiz/quiz-rules';
import type { QuizAnswers, QuizSectionSlug } from '../../src/vocabulary/types';
import {
  QUIZ_TEXT,
  fill,
  optionLabel,
  quizPath,
  sectionText,
  type Language,
} from '../support/quiz-text';

// The words and addresses both test layers share, for the specs that import them from here.
export * from '../support/quiz-text';

export function checkbox(page: Page, label: string): Locator {
  return page.getByRole('checkbox', { name: label, exact: true });
}

export function continueButton(page: Page, language: Language): Locator {
  return page.getByRole('button', { name: QUIZ_TEXT[language].continue, exact: true });
}

export function startButton(page: Page, language: Language): Locator {
  return page.getByRole('button', { name: QUIZ_TEXT[language].begin.continue, exact: true });
}

/** Ticks exactly the wanted areas on begin (in the fixed order, as a person reading down would). */
export async function chooseSections(
  page: Page,
  language: Language,
  wanted: readonly QuizSectionSlug[],
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUIZ_TEXT[language].begin.title);
  for (const { value } of BEGIN_OPTIONS) {
    await checkbox(page, sectionText(language, value).name).setChecked(wanted.includes(value));
  }
}

/** Answers the whole quiz through the UI and ends on the results page. */
export async function answerQuiz(
  page: Page,
  language: Language,
  answers: QuizAnswers,
): Promise<void> {
  const chosen = chosenSections(answers);
  await page.goto(quizPath(language, 'begin'));
  await chooseSections(page, language, chosen);
  await startButton(page, language).click();
  for (const [index, slug] of chosen.entries()) {
    await expect(page).toHaveURL(new RegExp(`${quizPath(language, slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      sectionText(language, slug).name,
    );
    await expect(page.locator('.quiz-progress')).toHaveText(`${index + 1} / ${chosen.length}`);
    for (const value of answers[slug] ?? []) {
      await checkbox(page, optionLabel(language, slug, value)).check();
    }
    await continueButton(page, language).click();
  }
  await expect(page).toHaveURL(new RegExp(`${quizPath(language, 'complete')}$`));
  // The URL changes before the lazily loaded results page replaces the last section.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    QUIZ_TEXT[language].complete.title,
  );
}

/** The rating panel shows the percentage and the grade that scoreQuiz computes. */
export async function expectRating(
  page: Page,
  language: Language,
  summary: QuizResultSummary,
): Promise<void> {
  const text = QUIZ_TEXT[language].rating;
  const panel = page.locator('.quiz-rating');
  await expect(panel).toHaveAttribute('data-result', summary.result);
  await expect(panel.locator('.quiz-rating__score')).toHaveText(
    fill(text.score, { percentage: summary.percentage }),
  );
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(text[summary.result].title);
  await expect(panel).toContainText(text[summary.result].message);
}

/** Waits until IndexedDB holds the store with the given text, so a reload cannot lose it. */
export async function waitForPersisted(page: Page, needle: string): Promise<void> {
  await expect.poll(() => persistedText(page)).toContain(needle);
}
