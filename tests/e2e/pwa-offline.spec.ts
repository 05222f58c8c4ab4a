// After one online visit, the app opens offline: every route in both languages, with images.
import { test, expect } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';
import { saveScreenshot } from './support/screenshot';

const ROUTES = ['/', '/intro', '/sorted'];

test('after one online visit, routes in both languages reload offline with their images', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  for (const language of ['en', 'mi'] as const) {
    for (const route of ROUTES) {
      const path = language === 'en' ? route : `/mi${route === '/' ? '/' : route}`;
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const brokenImages = await page.$$eval('img', (images) =>
        images
          .filter(
            (image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < innerHeight,
          )
          .filter((image) => image.complete && image.naturalWidth === 0)
          .map((image) => image.getAttribute('src')),
      );
      expect(brokenImages, `images on ${path}`).toEqual([]);
    }
  }
  await page.goto('/');
  await saveScreenshot(page, testInfo, 'home-offline');
});
