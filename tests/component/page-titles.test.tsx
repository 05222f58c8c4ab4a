// Every page has its own <title> in its language (from its row in the route table), a page
// opened from another moves the focus to its heading, and the plan's print page has a way back
// that shows on screen only.
import { expect, test } from 'vitest';
import { renderApp, type RenderedApp } from './support/render-app';
import { commands, expectHeading, heading, link, page, userEvent } from './support/screen';
import {
  HOUSE_TO_SORT,
  commonText,
  localPath,
  planText,
  toSortHeadline,
} from '../support/plan-text';
import { QUIZ_TEXT } from '../support/quiz-text';
import { TEXT } from '../support/site-text';
import { HOUSE_PLAN } from './support/stored-state';

for (const language of ['en', 'mi'] as const) {
  test(`titles and focus on the heading in ${language}`, async () => {
    const plan = planText[language];
    const title = (page: string) => commonText[language]['page-title'].replace('{{page}}', page);
    const app = renderApp(localPath(language, '/'), HOUSE_PLAN);
    const visit = async (path: string, expected: string, shown: RenderedApp = app) => {
      await shown.router.navigate(localPath(language, path));
      await expect.poll(() => document.title).toBe(title(expected));
    };
    await expect.poll(() => document.title).toBe(title(TEXT[language].home.title));
    await visit('/intro', plan.intro.title);
    await userEvent.click(page.getByRole('button', { name: plan.intro.start }));
    // A new page: its title, and the focus on its heading so screen readers announce it.
    const question = plan.questions['smoke-alarms-right-places'].title;
    await expectHeading(question);
    await expect.poll(() => document.title).toBe(title(question));
    await expect.element(heading()).toHaveFocus();

    await visit('/print', plan.print.title);
    const back = link(plan.print.back);
    await expect.element(back).toBeVisible();
    await userEvent.click(back);
    // The page's heading says what is left (HOUSE_ANSWERS are not ready); its title is the page's.
    await expectHeading(toSortHeadline(language, HOUSE_TO_SORT));
    expect(app.path()).toBe(localPath(language, '/complete'));
    await expect.poll(() => document.title).toBe(title(plan.complete.title));
    await expect.element(heading()).toHaveFocus();

    await visit('/review', plan.review['page-title']);
    await visit('/sorted/maintenance', TEXT[language].campaign.pages.maintenance.title);
    await visit('/quiz/begin', QUIZ_TEXT[language].begin['page-title']);
    await visit('/no-such-page', commonText[language]['not-found'].title);
  });
}

test('the print page shows its way back on screen only', async () => {
  renderApp('/print', HOUSE_PLAN);
  const back = page.getByRole('link', { name: planText.en.print.back, includeHidden: true });
  await expect.element(back).toBeVisible();
  await commands.emulateMedia({ media: 'print' });
  await expect.element(back).not.toBeVisible();
});
