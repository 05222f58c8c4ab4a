// The campaign's first-visit redirect through the real start-up, with the browser's clock moved
// by Playwright (no seam in the app): an English first visit to home opens in te reo Māori. The
// other cases of the window (deep links, Māori visitors, after the campaign, the query string)
// are component tests (tests/component/campaign/campaign-window.test.tsx).
import { test, expect } from './support/fixtures';
import { DURING_CAMPAIGN, TEXT } from './campaign-helpers';

const { home } = TEXT.en;

test.describe('during the campaign', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(DURING_CAMPAIGN);
  });

  test('a first English visit to home opens in te reo Māori, a second visit does not', async ({
    page,
  }) => {
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

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
  });
});
