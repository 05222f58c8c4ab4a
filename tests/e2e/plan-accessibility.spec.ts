// axe (WCAG 2.2 AA) on every kind of plan screen, in both languages, with a plan already made.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures';
import { localPath, settled, startWithHousePlan } from './plan-support';

const SCREENS = {
  questions: [
    '/intro',
    '/question/smoke-alarms-right-places',
    '/question/living-situation',
    '/question/first-escape-route',
    '/question/meeting-area',
  ],
  results: ['/complete', '/tips', '/review', '/print'],
};

test.use({ reducedMotion: 'reduce' });
startWithHousePlan();

for (const [group, paths] of Object.entries(SCREENS)) {
  for (const language of ['en', 'mi'] as const) {
    test(`plan ${group} screens in ${language} have no axe violations`, async ({ page }) => {
      await page.addInitScript(() => {
        window.print = () => {};
      });
      for (const path of paths) {
        await page.goto(localPath(language, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(
          violations.map((violation) => `${violation.id}: ${violation.help}`),
          path,
        ).toEqual([]);
      }
    });
  }
}
