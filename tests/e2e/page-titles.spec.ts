// Every page has its own <title> in its language (from its row in the route table), focus moves
// to the new page's heading, the plan print page has a way back, and a carousel's address
// follows the sub-question being answered (issue 15).
import { test, expect } from './support/fixtures';
import {
  HOUSE_ANSWERS,
  PlanScreens,
  answerCommon,
  commonText,
  localPath,
  planText,
  startWithHousePlan,
  type Language,
} from './plan-support';
import { QUIZ_TEXT } from './quiz-helpers';
import enCampaign from '../../locales/en/campaign.json' with { type: 'json' };
import miCampaign from '../../locales/mi/campaign.json' with { type: 'json' };
import enHome from '../../locales/en/home.json' with { type: 'json' };
import miHome from '../../locales/mi/home.json' with { type: 'json' };

test.use({ reducedMotion: 'reduce' });

const CAMPAIGN = { en: enCampaign, mi: miCampaign } as const;
const HOME = { en: enHome, mi: miHome } as const;
const title = (language: Language, page: string) =>
  commonText[language]['page-title'].replace('{{page}}', page);

test.describe('with a house plan', () => {
  startWithHousePlan();
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => {};
    });
  });

  for (const language of ['en', 'mi'] as const) {
    test(`titles, focus on the heading and the print page's way back in ${language}`, async ({
      page,
    }) => {
      const plan = planText[language];
      const screens = new PlanScreens(page, language);
      await page.goto(localPath(language, '/'));
      await expect(page).toHaveTitle(title(language, HOME[language].title));
      await page.goto(localPath(language, '/intro'));
      await expect(page).toHaveTitle(title(language, plan.intro.title));
      await page.getByRole('button', { name: plan.intro.start }).click();
      // A new page: its title, and the focus on its heading so screen readers announce it.
      const question = plan.questions['smoke-alarms-right-places'].title;
      await expect(page).toHaveTitle(title(language, question));
      await expect(screens.heading()).toBeFocused();

      await page.goto(localPath(language, '/print'));
      await expect(page).toHaveTitle(title(language, plan.print.title));
      const back = page.getByRole('link', { name: plan.print.back });
      await expect(back).toBeVisible();
      await back.click();
      await expect(page).toHaveURL(new RegExp(`${localPath(language, '/complete')}$`));
      await expect(page).toHaveTitle(title(language, plan.complete.title));
      await expect(screens.heading()).toBeFocused();

      await page.goto(localPath(language, '/review'));
      await expect(page).toHaveTitle(title(language, plan.review['page-title']));
      await page.goto(localPath(language, '/sorted/maintenance'));
      await expect(page).toHaveTitle(title(language, CAMPAIGN[language].pages.maintenance.title));
      await page.goto(localPath(language, '/quiz/begin'));
      await expect(page).toHaveTitle(title(language, QUIZ_TEXT[language].begin['page-title']));
      await page.goto(localPath(language, '/no-such-page'));
      await expect(page).toHaveTitle(title(language, commonText[language]['not-found'].title));
    });
  }

  test('the print page shows its way back on screen only', async ({ page }) => {
    await page.goto('/print');
    const back = page.getByRole('link', { name: planText.en.print.back });
    await expect(back).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(back).toBeHidden();
  });
});

test('a carousel address follows the sub-question; reload and Back return to it', async ({
  page,
}) => {
  const plan = new PlanScreens(page, 'en');
  await page.goto('/question/smoke-alarms-right-places');
  await answerCommon(plan, HOUSE_ANSWERS);
  await plan.expectQuestion('first-escape-route');
  await expect(page).toHaveURL(/\/question\/first-escape-route\/route-planned$/);
  await plan.answerSub('first-escape-route', 'route-planned', 'true');
  await expect(page).toHaveURL(/\/question\/first-escape-route\/obstacles$/);
  await plan.answerSub('first-escape-route', 'obstacles', 'false');
  await expect(page).toHaveURL(/\/question\/first-escape-route\/assistance$/);
  // Moving between sub-questions keeps the page: no jump to the top, focus stays put.
  await expect(plan.subGroup('first-escape-route', 'assistance')).toBeInViewport();
  const views = await page.evaluate(() =>
    ((window as { dataLayer?: { event: string; page_path?: string }[] }).dataLayer ?? [])
      .filter((event) => event.event === 'page_view')
      .map((event) => event.page_path),
  );
  // The question's own page has no page view; its sub-paths do.
  expect(views.filter((path) => path?.startsWith('/question/'))).toEqual([
    '/question/first-escape-route/route-planned',
    '/question/first-escape-route/obstacles',
    '/question/first-escape-route/assistance',
  ]);

  await page.reload();
  await expect(page).toHaveURL(/\/question\/first-escape-route\/assistance$/);
  await expect(plan.subGroup('first-escape-route', 'assistance')).toBeInViewport();
  await plan.answerSub('first-escape-route', 'assistance', 'true');
  await plan.continue();
  await plan.expectQuestion('second-escape-route');
  await page.goBack();
  await expect(page).toHaveURL(/\/question\/first-escape-route\/assistance$/);
  await expect(plan.subGroup('first-escape-route', 'assistance')).toBeInViewport();
});
