import { test, expect } from './support/fixtures';
import { saveScreenshot } from './support/screenshot';
import enHome from '../../locales/en/home.json' with { type: 'json' };
import miHome from '../../locales/mi/home.json' with { type: 'json' };
import enShared from '../../locales/en/shared.json' with { type: 'json' };
import miShared from '../../locales/mi/shared.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import miCommon from '../../locales/mi/common.json' with { type: 'json' };

const cases = [
  { language: 'en', path: '/', home: enHome, common: enCommon, shared: enShared },
  { language: 'mi', path: '/mi/', home: miHome, common: miCommon, shared: miShared },
] as const;

for (const { language, path, home, common, shared } of cases) {
  test(`home page renders in ${language} at ${path}`, async ({ page }, testInfo) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(home['subtitle-fact'])).toBeVisible();
    await expect(page.getByRole('link', { name: home.start })).toHaveAttribute(
      'href',
      language === 'en'
        ? '/question/smoke-alarms-right-places'
        : '/mi/question/smoke-alarms-right-places',
    );
    await expect(
      page.getByText(
        common.footer['copyright-line'].replace('{{year}}', String(new Date().getFullYear())),
      ),
    ).toBeVisible();
    for (const step of ['first', 'second', 'meeting'] as const) {
      await expect(
        page.getByRole('heading', { name: shared['three-steps'][step].title }),
      ).toBeVisible();
    }
    await saveScreenshot(page, testInfo, `home-${language}-desktop`);
    await page.setViewportSize({ width: 375, height: 667 });
    await saveScreenshot(page, testInfo, `home-${language}-phone`);
  });
}

test('the language selector switches between English and Māori and keeps the page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: enCommon.language.switch }).click();
  await expect(page).toHaveURL(/\/mi\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(miHome.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi');

  await page.getByRole('link', { name: miCommon.language.switch }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enHome.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the mobile menu toggle opens and closes the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: enCommon.menu.open });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: enCommon.menu.sorted })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: enCommon.menu.close })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('link', { name: enCommon.menu.sorted })).toBeVisible();
});

test('an unknown path answers 404 with a real not-found page in each language', async ({
  page,
}) => {
  for (const { path, common } of [
    { path: '/no-such-page', common: enCommon },
    { path: '/mi/no-such-page', common: miCommon },
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common['not-found'].title);
    await expect(page.getByRole('link', { name: common['not-found'].home })).toBeVisible();
  }
});

test('GET /api/health reports ok', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});
