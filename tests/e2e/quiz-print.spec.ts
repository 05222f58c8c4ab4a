// The printable result: its content, no site header or footer, the print stylesheet, and one
// window.print() call about 1 s after the page shows (counted by a stub, no network mock).
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { scoreQuiz } from '../../src/domain/quiz/quiz-rules';
import type { QuizAnswers } from '../../src/vocabulary/types';
import { QUIZ_TEXT, answerQuiz, checklistLabel, fill, quizPath, sectionText } from './quiz-helpers';

const ANSWERS: QuizAnswers = {
  begin: ['clothes-dryers', 'garage-toolshed'],
  'clothes-dryers': ['lint-cleaned', 'not-overloaded'],
  'garage-toolshed': ['oily-rags'],
};

// The options' entrance animation is a component test (tests/component/motion.test.tsx); here it only costs time.
test.use({ reducedMotion: 'reduce' });

interface PrintProbe {
  calls: number[];
  shownAt: number | null;
}

test.beforeEach(async ({ page }) => {
  // Count print calls instead of opening the dialog, and note when the printout first appears.
  await page.addInitScript(() => {
    const probe: PrintProbe = { calls: [], shownAt: null };
    (window as unknown as { printProbe: PrintProbe }).printProbe = probe;
    window.print = () => void probe.calls.push(performance.now());
    new MutationObserver(() => {
      if (probe.shownAt === null && document.querySelector('.quiz-print')) {
        probe.shownAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
});

function probe(page: Page): Promise<PrintProbe> {
  return page.evaluate(() => (window as unknown as { printProbe: PrintProbe }).printProbe);
}

for (const language of ['en', 'mi'] as const) {
  test(`the print page in ${language} shows the results and prints once after 1 s`, async ({
    page,
  }, testInfo) => {
    const text = QUIZ_TEXT[language];
    const summary = scoreQuiz(ANSWERS);
    await answerQuiz(page, language, ANSWERS);
    await page
      .locator('.quiz-complete__main > p')
      .getByRole('link', { name: text.complete.print })
      .click();
    await expect(page).toHaveURL(new RegExp(`${quizPath(language, 'print')}$`));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.print.title);
    await expect(page.locator('.quiz-print__score')).toHaveText(
      fill(text.print.score, { percentage: summary.percentage }),
    );
    await expect(page.locator('.quiz-rating h2')).toHaveText(text.rating[summary.result].title);
    for (const item of summary.items) {
      const section = page.locator(`[data-section="${item.slug}"]`);
      await expect(section.getByRole('heading', { level: 3 })).toContainText(
        sectionText(language, item.slug).name,
      );
      for (const option of item.options) {
        await expect(
          section.getByText(checklistLabel(language, item.slug, option.value, option.checked)),
        ).toBeVisible();
      }
    }
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.locator('.site-footer')).toHaveCount(0);
    await expect(page.locator('body')).toHaveClass(/\bprint\b/);
    await expect(page.locator('body')).toHaveClass(/\bbg-white\b/);

    await expect.poll(async () => (await probe(page)).calls.length).toBe(1);
    const { calls, shownAt } = await probe(page);
    expect(shownAt).not.toBeNull();
    // The dialog opens after the spec's 1 s delay (a little timer slack allowed).
    expect(calls[0]! - shownAt!).toBeGreaterThanOrEqual(950);

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.quiz-print__actions')).toBeHidden();
    await expect(page.locator('.quiz-print h1')).toBeVisible();
    const pdf = testInfo.outputPath(`quiz-print-${language}.pdf`);
    await page.pdf({ path: pdf, preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });
    // The printout sets its own page margins (not the browser's default).
    const pageMargins = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
        .filter((rule) => rule.media.mediaText === 'print')
        .flatMap((rule) => [...rule.cssRules])
        .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
        .map((rule) => rule.style.getPropertyValue('margin')),
    );
    expect(pageMargins).toContain('15mm 12mm');

    // The page's own print button prints again; nothing else calls print.
    await page.getByRole('button', { name: text.print['print-now'] }).click();
    expect((await probe(page)).calls).toHaveLength(2);
  });
}

test('the print page without answers goes home and never prints', async ({ page }) => {
  // The page's timers on a clock the test moves: every timer due within 5 s runs, none is missed.
  await page.clock.install();
  await page.goto('/mi/quiz/print');
  await expect(page).toHaveURL(/\/mi\/$/);
  await expect(page.locator('.quiz-print')).toHaveCount(0);
  await page.clock.runFor(5_000); // far past the print delay: a leftover timer has fired
  expect((await probe(page)).calls).toEqual([]);
});
