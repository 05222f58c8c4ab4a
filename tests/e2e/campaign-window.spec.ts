// The campaign window with the browser's clock moved by Playwright (no seam in the app): the
// banner's place and the first-visit redirect of English visitors to te reo Māori.
import { test, expect } from './support/fixtures';
import { saveScreenshot } from './support/screenshot';
import { AFTER_CAMPAIGN, DURING_CAMPAIGN, TEXT, dataLayer, openPage } from './campaign-helpers';

const { campaign, home } = TEXT.en;

test.describe('during the campaign', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(DURING_CAMPAIGN);
  });

  test('a first English visit to home opens in te reo Māori, a second visit does not', async ({
    page,
  }, testInfo) => {
    await page.goto('/?utm_source=radio');
    await expect(page).toHaveURL(/\/mi\/\?utm_source=radio$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.mi.home.title);
    // The banner leads the page, above the hero.
    const banner = page.locator('.campaign-banner');
    await expect(banner).toHaveClass(/campaign-banner--lead/);
    await expect(banner.getByRole('heading')).toHaveText(TEXT.mi.campaign.banner.title);
    const bannerBox = await banner.boundingBox();
    const heroBox = await page.locator('.home-hero').boundingBox();
    expect(bannerBox!.y).toBeLessThan(heroBox!.y);
    await saveScreenshot(page, testInfo, 'home-mi-during-campaign');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
  });

  test('a first visit to /sorted opens /mi/sorted', async ({ page }) => {
    await openPage(page, '/sorted');
    await expect(page).toHaveURL(/\/mi\/sorted$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.mi.campaign.hero.title);
  });

  test('a first visit by a deep link keeps its language', async ({ page }) => {
    await page.goto('/quiz/begin');
    expect(new URL(page.url()).pathname).toBe('/quiz/begin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a Māori visitor stays in te reo Māori and sees the banner link to /mi/sorted', async ({
    page,
  }) => {
    await page.goto('/mi/');
    await expect(page).toHaveURL(/\/mi\/$/);
    await page.getByRole('link', { name: TEXT.mi.campaign.banner.link }).click();
    await expect(page).toHaveURL(/\/mi\/sorted$/);
  });
});

test.describe('after the campaign', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(AFTER_CAMPAIGN);
  });

  test('nobody is redirected and the banner sits below the footer', async ({ page }, testInfo) => {
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    const banner = page.locator('.campaign-banner');
    await expect(banner).toHaveClass(/campaign-banner--after-footer/);
    await expect(banner.getByRole('heading')).toHaveText(campaign.banner.title);
    const bannerBox = await banner.boundingBox();
    const footerBox = await page.locator('.site-footer').boundingBox();
    expect(bannerBox!.y).toBeGreaterThanOrEqual(footerBox!.y + footerBox!.height - 1);
    await banner.getByRole('link', { name: campaign.banner.link }).click();
    await expect(page).toHaveURL(/\/sorted$/);
    // Leaving home takes the banner away with it.
    await expect(page.locator('.campaign-banner')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'sorted-en-after-campaign');
  });
});

test('the campaign query string is recorded on load, utm_* parameters only', async ({ page }) => {
  await openPage(page, '/sorted?utm_source=newsletter&ref=friend&utm_campaign=smoke-alarms');
  const campaigns = (await dataLayer(page)).filter((event) => event.event === 'campaign');
  expect(campaigns).toEqual([
    { event: 'campaign', query: 'utm_source=newsletter&utm_campaign=smoke-alarms' },
  ]);

  await page.goto('/?ref=friend');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await dataLayer(page)).filter((event) => event.event === 'campaign')).toEqual([]);
});
