// Screenshots of every quiz screen in both languages, on a phone, as artifacts
// (the --output folder), each checked for its heading. axe checks the same screens at the same
// widths in the accessibility gate (accessibility-routes.spec.ts): not again here.
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { saveScreenshot } from './support/screenshot';
import { QUIZ_SECTION_ORDER } from '../../src/domain/quiz/quiz-rules';
import { QUIZ_SECTIONS } from '../../src/content/quiz-sections';
import type { QuizAnswers, QuizSectionSlug } from '../../src/vocabulary/types';
import {
  LANGUAGES,
  QUIZ_TEXT,
  answerQuiz,
  chooseSections,
  continueButton,
  quizPath,
  sectionText,
  startButton,
  waitForSettledPage,
  type Language,
} from './quiz-helpers';

// A phone only: the accessibility gate walks every quiz screen at 1280 px too (axe, headings),
// and CI time is kept under its limit (issue 33).
const VIEWPORTS = {
  phone: { width: 375, height: 667 },
} as const;

// Every other practice ticked, so the results show both done and to-do items.
const SOME_TICKS: QuizAnswers = {
  begin: ['indoor-fires', 'hot-ashes', 'gas-heaters', 'batteries-chargers-multiplugs'],
  ...Object.fromEntries(
    (['indoor-fires', 'hot-ashes', 'gas-heaters', 'batteries-chargers-multiplugs'] as const).map(
      (slug) => [
        slug,
        QUIZ_SECTIONS[slug].options
          .slice(0, -1)
          .filter((_, index) => index % 2 === 0)
          .map((option) => option.value),
      ],
    ),
  ),
};

test.use({ reducedMotion: 'reduce' });

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await waitForSettledPage(page);
  // Images are part of the screen: scroll once so lazy ones load, then wait for all.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(() =>
      page.$$eval('main img', (images) =>
        images.every((image) => (image as HTMLImageElement).complete),
      ),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

async function sectionScreens(
  page: Page,
  testInfo: TestInfo,
  language: Language,
  tag: string,
  sections: readonly QuizSectionSlug[],
): Promise<void> {
  for (const slug of sections) {
    await page.goto(quizPath(language, slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      sectionText(language, slug).name,
    );
    await expect(continueButton(page, language)).toBeInViewport();
    const position = QUIZ_SECTION_ORDER.indexOf(slug) + 1;
    await shot(page, testInfo, `quiz-section-${position}-${slug}-${tag}`);
  }
}

for (const language of LANGUAGES) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    const tag = `${language}-${device}`;
    test.describe(`quiz screens in ${language} on a ${device}`, () => {
      test.beforeEach(async ({ page }) => {
        // The print page opens the print dialog; a screenshot run needs no dialog.
        await page.addInitScript(() => {
          window.print = () => {};
        });
        await page.setViewportSize(viewport);
      });

      test('begin', async ({ page }, testInfo) => {
        await page.goto(quizPath(language, 'begin'));
        await chooseSections(page, language, QUIZ_SECTION_ORDER);
        await shot(page, testInfo, `quiz-begin-${tag}`);
      });

      // Three sections a test keeps each within the 30 s budget on a busy machine.
      for (const sections of [
        QUIZ_SECTION_ORDER.slice(0, 3),
        QUIZ_SECTION_ORDER.slice(3, 6),
        QUIZ_SECTION_ORDER.slice(6),
      ]) {
        test(`sections ${sections.join(', ')}`, async ({ page }, testInfo) => {
          await page.goto(quizPath(language, 'begin'));
          await chooseSections(page, language, QUIZ_SECTION_ORDER);
          await startButton(page, language).click();
          await expect(page).toHaveURL(new RegExp(`${quizPath(language, 'indoor-fires')}$`));
          await sectionScreens(page, testInfo, language, tag, sections);
        });
      }

      for (const screen of ['complete', 'print'] as const) {
        test(`the ${screen} screen`, async ({ page }, testInfo) => {
          await answerQuiz(page, language, SOME_TICKS);
          if (screen === 'print') await page.goto(quizPath(language, 'print'));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            QUIZ_TEXT[language][screen].title,
          );
          await shot(page, testInfo, `quiz-${screen}-${tag}`);
        });
      }
    });
  }
}
