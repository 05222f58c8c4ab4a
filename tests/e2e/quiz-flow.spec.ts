// The hazards quiz end to end in real Chromium against the real server: begin, sections,
// navigation, guards, aliases, persistence, keyboard use, and the results against scoreQuiz.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { waitForAnimations } from './support/motion';
import { TEXT as CAMPAIGN } from './campaign-helpers';
import { saveScreenshot } from './support/screenshot';
import { scoreQuiz } from '../../src/domain/quiz/quiz-rules';
import { QUIZ_SECTIONS } from '../../src/content/quiz-sections';
import type { QuizAnswers } from '../../src/vocabulary/types';
import {
  QUIZ_TEXT,
  answerQuiz,
  checkbox,
  chooseSections,
  continueButton,
  expectRating,
  fill,
  checklistLabel,
  optionLabel,
  quizPath,
  sectionText,
  startButton,
  waitForPersisted,
  type Language,
} from './quiz-helpers';

// Known ticks with hand-worked results, so a wrong scoreQuiz would fail here too:
// en: indoor fires 80 + gas heaters 75 + blankets 60 + garage 0 (hot ashes not applicable)
//     = 215 / 400 = 54% okay. mi: heaters 75 + dryers 100 + batteries 90 = 265 / 300 = 88% good.
const CASES: { language: Language; answers: QuizAnswers; percentage: number; grade: string }[] = [
  {
    language: 'en',
    answers: {
      begin: ['indoor-fires', 'gas-heaters', 'hot-ashes', 'electric-blankets', 'garage-toolshed'],
      'indoor-fires': ['chimney-cleaned', 'matches-out-of-reach'],
      'gas-heaters': [
        'one-metre-from-heater',
        'gas-hose-good',
        'heater-serviced',
        'heater-not-dryer',
      ],
      'hot-ashes': ['not-applicable'],
      'electric-blankets': ['no-heavy-objects', 'turned-off'],
      'garage-toolshed': [],
    },
    percentage: 54,
    grade: 'okay',
  },
  {
    language: 'mi',
    answers: {
      begin: ['electric-heaters', 'clothes-dryers', 'batteries-chargers-multiplugs'],
      'electric-heaters': ['one-metre-from-heater', 'one-heater-per-plug'],
      'clothes-dryers': ['lint-cleaned', 'not-overloaded', 'space-around-dryer', 'full-cycle-used'],
      'batteries-chargers-multiplugs': [
        'directly-into-socket',
        'devices-not-damaged',
        'cords-not-frayed',
        'cords-not-coiled',
        'hard-flat-surface',
      ],
    },
    percentage: 88,
    grade: 'good',
  },
];

for (const { language, answers, percentage, grade } of CASES) {
  test(`a full quiz in ${language} shows the score and grade of scoreQuiz`, async ({
    page,
  }, testInfo) => {
    await answerQuiz(page, language, answers);
    const summary = scoreQuiz(answers);
    expect([summary.percentage, summary.result]).toEqual([percentage, grade]);

    const text = QUIZ_TEXT[language];
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.complete.title);
    await expectRating(page, language, summary);

    // The checklist: every scored section with its score, ticked items done, the rest to do.
    const sections = page.locator('.quiz-checklist__section');
    await expect(sections).toHaveCount(summary.items.length);
    for (const item of summary.items) {
      const section = page.locator(`[data-section="${item.slug}"]`);
      await expect(section.locator('summary')).toContainText(sectionText(language, item.slug).name);
      await expect(section.locator('summary')).toContainText(`${item.score} / ${item.points}`);
      const done = item.options.filter((option) => option.checked).length;
      await expect(section.locator('li[data-checked="true"]')).toHaveCount(done);
      await expect(section.locator('li[data-checked="false"]')).toHaveCount(
        item.options.length - done,
      );
      if (item.score < item.points) {
        const missing = item.options.find((option) => !option.checked)!;
        await expect(
          section.getByText(checklistLabel(language, item.slug, missing.value, false)),
        ).toBeVisible();
      }
    }

    // Quiz steps send no page views (spec section 2); results send quiz-complete with the numbers.
    const pageViews = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
        (event) => event.event === 'page_view',
      ),
    );
    expect(pageViews).toEqual([]);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
        (event) => event.event === 'quiz-complete',
      ),
    );
    expect(events).toEqual([
      {
        event: 'quiz-complete',
        possible_points: summary.possible_points,
        total_score: summary.total_score,
        percentage: summary.percentage,
        result: summary.result,
      },
    ]);

    // Results page chrome: white body, the government footer, the plan block and the tips.
    await expect(page.locator('body')).toHaveClass(/\bbg-white\b/);
    await expect(page.locator('.site-footer--government')).toBeVisible();
    await expect(page.locator('.site-footer--normal')).toHaveCount(0);
    await expect(page.locator('.three-steps a.button')).toBeVisible();
    await expect(page.locator('.tips-list__item')).toHaveCount(5);
    await saveScreenshot(page, testInfo, `quiz-flow-complete-${language}`);
  });
}

test('ticking indoor fires also ticks hot ashes; unticking removes both', async ({ page }) => {
  await page.goto(quizPath('en', 'begin'));
  const indoor = checkbox(page, sectionText('en', 'indoor-fires').name);
  const ashes = checkbox(page, sectionText('en', 'hot-ashes').name);
  const start = startButton(page, 'en');
  await expect(start).toBeDisabled();

  await indoor.check();
  await expect(ashes).toBeChecked();
  await expect(start).toBeEnabled();

  await indoor.uncheck();
  await expect(ashes).not.toBeChecked();
  await expect(start).toBeDisabled();

  // Hot ashes alone can still be chosen, and then the quiz has one section.
  await ashes.check();
  await expect(indoor).not.toBeChecked();
  await start.click();
  await expect(page).toHaveURL(/\/quiz\/hot-ashes$/);
  await expect(page.locator('.quiz-progress')).toHaveText('1 / 1');
});

test('a section shows its tip, image, not-applicable option and progress on a dark page', async ({
  page,
}) => {
  await page.goto(quizPath('en', 'begin'));
  await chooseSections(page, 'en', ['electric-heaters', 'electric-blankets']);
  await startButton(page, 'en').click();

  await expect(page.locator('body')).toHaveClass(/\bbg-dark\b/);
  await expect(page.getByText(sectionText('en', 'electric-heaters').tip!)).toBeVisible();
  const image = page.locator('img.quiz-step__image');
  await expect(image).toHaveAttribute('src', '/images/quiz/electric-heaters.svg');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('.quiz-progress')).toHaveText('1 / 2');

  // Not applicable is exclusive with the practices.
  const first = checkbox(page, optionLabel('en', 'electric-heaters', 'one-metre-from-heater'));
  const notApplicable = checkbox(page, QUIZ_TEXT.en['not-applicable']);
  await first.check();
  await notApplicable.check();
  await expect(first).not.toBeChecked();
  await first.check();
  await expect(notApplicable).not.toBeChecked();

  // An empty answer is valid (docs/decisions.md): continue stays enabled with nothing ticked.
  await first.uncheck();
  await expect(continueButton(page, 'en')).toBeEnabled();
  await continueButton(page, 'en').click();
  await expect(page).toHaveURL(/\/quiz\/electric-blankets$/);
  await expect(page.locator('.quiz-progress')).toHaveText('2 / 2');
  await expect(page.getByText(sectionText('en', 'electric-blankets').tip!)).toBeVisible();

  // A section without a tip shows none.
  await page.goto(quizPath('en', 'garage-toolshed'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    sectionText('en', 'garage-toolshed').name,
  );
  await expect(page.locator('.quiz-tip')).toHaveCount(0);
  expect(QUIZ_SECTIONS['garage-toolshed'].hasTip).toBe(false);
});

test.describe('navigation, guards, persistence and keyboard', () => {
  // The entrance animation is covered above and below; these tests only need the pages.
  test.use({ reducedMotion: 'reduce' });

  test('back goes from the first section to begin and from complete to the last section', async ({
    page,
  }) => {
    const back = () => page.getByRole('link', { name: QUIZ_TEXT.en.back, exact: true });
    await page.goto(quizPath('en', 'begin'));
    await chooseSections(page, 'en', ['electric-heaters', 'clothes-dryers']);
    await startButton(page, 'en').click();
    await expect(page).toHaveURL(/\/quiz\/electric-heaters$/);

    await back().click();
    await expect(page).toHaveURL(/\/quiz\/begin$/);
    await expect(checkbox(page, sectionText('en', 'electric-heaters').name)).toBeChecked();
    await expect(checkbox(page, sectionText('en', 'clothes-dryers').name)).toBeChecked();
    await expect(checkbox(page, sectionText('en', 'gas-heaters').name)).not.toBeChecked();

    await startButton(page, 'en').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      sectionText('en', 'electric-heaters').name,
    );
    await continueButton(page, 'en').click();
    await expect(page).toHaveURL(/\/quiz\/clothes-dryers$/);
    const lint = checkbox(page, optionLabel('en', 'clothes-dryers', 'lint-cleaned'));
    await lint.check();
    await continueButton(page, 'en').click();
    await expect(page).toHaveURL(/\/quiz\/complete$/);
    // Until the lazily loaded results page shows, the old page (and its back link) stays.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUIZ_TEXT.en.complete.title);

    await back().click();
    await expect(page).toHaveURL(/\/quiz\/clothes-dryers$/);
    await expect(lint).toBeChecked();
    await back().click();
    await expect(page).toHaveURL(/\/quiz\/electric-heaters$/);
  });

  for (const language of ['en', 'mi'] as const) {
    test(`in ${language}, unknown slugs and quiz pages without answers go to begin`, async ({
      page,
    }) => {
      for (const step of ['not-a-section', 'indoor-fires', 'complete', 'electric-heater']) {
        await page.goto(quizPath(language, step));
        await expect(page).toHaveURL(new RegExp(`${quizPath(language, 'begin')}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          QUIZ_TEXT[language].begin.title,
        );
      }
    });
  }

  test('/question/begin goes to the quiz; the print page without answers goes home', async ({
    page,
  }) => {
    await page.goto('/question/begin');
    await expect(page).toHaveURL(/\/quiz\/begin$/);
    await page.goto('/mi/question/begin');
    await expect(page).toHaveURL(/\/mi\/quiz\/begin$/);

    await page.goto(quizPath('en', 'print'));
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the tracking-name aliases redirect to their sections', async ({ page }) => {
    await page.goto(quizPath('en', 'begin'));
    await chooseSections(page, 'en', ['electric-heaters', 'gas-heaters', 'clothes-dryers']);
    await startButton(page, 'en').click();
    await expect(page).toHaveURL(/\/quiz\/electric-heaters$/);
    await waitForPersisted(page, 'clothes-dryers');

    const aliases = [
      ['electric-heater', 'electric-heaters'],
      ['lpg-heater', 'gas-heaters'],
      ['clothes-dryer', 'clothes-dryers'],
    ] as const;
    for (const language of ['en', 'mi'] as const) {
      for (const [alias, slug] of aliases) {
        await page.goto(quizPath(language, alias));
        await expect(page).toHaveURL(new RegExp(`${quizPath(language, slug)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          sectionText(language, slug).name,
        );
      }
    }
  });

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
    await expect(
      checkbox(page, optionLabel('en', 'electric-blankets', 'turned-off')),
    ).toBeChecked();
    await expect(
      checkbox(page, optionLabel('en', 'electric-blankets', 'blanket-flat')),
    ).not.toBeChecked();

    await continueButton(page, 'en').click();
    await checkbox(page, optionLabel('en', 'garage-toolshed', 'power-drills')).check();
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

  test('the whole quiz can be done with the keyboard alone', async ({ page }) => {
    const language = 'mi';
    const text = QUIZ_TEXT[language];
    await page.goto(quizPath(language, 'begin'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.begin.title);

    /** Presses Tab until the target has focus (as a keyboard user would), then checks it did. */
    async function tabTo(target: ReturnType<typeof page.locator>): Promise<void> {
      for (let presses = 0; presses < 80; presses += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('Tab never reached the target');
    }

    await tabTo(checkbox(page, sectionText(language, 'indoor-fires').name));
    await page.keyboard.press('Space');
    await expect(checkbox(page, sectionText(language, 'hot-ashes').name)).toBeChecked();
    await tabTo(startButton(page, language));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/mi\/quiz\/indoor-fires$/);
    await tabTo(checkbox(page, optionLabel(language, 'indoor-fires', 'chimney-cleaned')));
    await page.keyboard.press('Space');
    await tabTo(continueButton(page, language));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/mi\/quiz\/hot-ashes$/);
    await tabTo(checkbox(page, optionLabel(language, 'hot-ashes', 'left-ashes')));
    await page.keyboard.press('Space');
    await tabTo(continueButton(page, language));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/mi\/quiz\/complete$/);
    // 80 of 200: 40% (bad).
    await expectRating(
      page,
      language,
      scoreQuiz({
        begin: ['indoor-fires', 'hot-ashes'],
        'indoor-fires': ['chimney-cleaned'],
        'hot-ashes': ['left-ashes'],
      }),
    );
    await expect(page.locator('.quiz-rating')).toContainText(
      fill(text.rating.score, { percentage: 40 }),
    );

    // A checklist accordion opens and closes from the keyboard.
    const summary = page.locator('[data-section="indoor-fires"] summary');
    await tabTo(summary);
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-section="indoor-fires"] details')).not.toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-section="indoor-fires"] details')).toHaveAttribute('open', '');
  });
});

test.describe('option animation', () => {
  // The page a visitor arrives on is drawn at once; the quiz opened from another page animates.
  async function openBeginFromMaintenancePage(page: Page) {
    await page.goto('/sorted/maintenance');
    await waitForAnimations(page);
    await page
      .getByRole('link', { name: CAMPAIGN.en.campaign['home-safety']['quiz-link'] })
      .click();
  }

  test('options appear one after another (200 ms apart, 8 on begin)', async ({ page }) => {
    await openBeginFromMaintenancePage(page);
    const items = page.locator('.quiz-options__list > li');
    await expect(items).toHaveCount(8);
    await expect(items.first()).toBeVisible();
    // The eighth starts 7 × 200 ms after the first: it cannot be fully shown yet.
    const lastOpacity = await items.last().evaluate((li) => Number(getComputedStyle(li).opacity));
    expect(lastOpacity).toBeLessThan(1);
    await expect(items.last()).toHaveCSS('opacity', '1');
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('options are shown at once, without movement', async ({ page }) => {
      await openBeginFromMaintenancePage(page);
      const items = page.locator('.quiz-options__list > li');
      await expect(items).toHaveCount(8);
      const styles = await items.evaluateAll((lis) =>
        lis.map((li) => [getComputedStyle(li).opacity, getComputedStyle(li).transform]),
      );
      expect(styles).toEqual(Array.from({ length: 8 }, () => ['1', 'none']));
    });
  });
});
