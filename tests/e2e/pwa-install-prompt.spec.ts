// The install offer: Chromium fires 'beforeinstallprompt' once, early, before the lazily loaded
// button exists. A real-shaped event is dispatched as soon as the document is parsed (the
// earliest a real one can come); the app must keep it, show its button under the home hero
// (within the first two screens), use it once, and remember "Not now" across reloads. Both
// languages link their own manifest.
import { test, expect } from './support/fixtures';
import enPwa from '../../locales/en/pwa.json' with { type: 'json' };
import miPwa from '../../locales/mi/pwa.json' with { type: 'json' };

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });

interface InstallProbe {
  prompts: number;
  defaultPrevented: boolean;
}

test('the install button appears on home, installs once, and "Not now" sticks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.addInitScript(() => {
    const probe = { prompts: 0, defaultPrevented: false };
    (window as unknown as { installProbe: typeof probe }).installProbe = probe;
    document.addEventListener('DOMContentLoaded', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        platforms: ['web'],
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
        prompt: () => {
          probe.prompts += 1;
          return Promise.resolve();
        },
      });
      window.dispatchEvent(event);
      probe.defaultPrevented = event.defaultPrevented;
    });
  });
  const probe = () =>
    page.evaluate(() => (window as unknown as { installProbe: InstallProbe }).installProbe);

  for (const [language, path, pwa] of [
    ['en', '/', enPwa],
    ['mi', '/mi/', miPwa],
  ] as const) {
    await page.goto(path);
    const manifest = `/manifest${language === 'en' ? '' : '-mi'}.webmanifest`;
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
    const install = page.getByRole('button', { name: pwa.install.button });
    await expect(install).toBeVisible();
    expect((await probe()).defaultPrevented, 'the browser mini-bar is held back').toBe(true);
    const top = await install.evaluate((button) => button.getBoundingClientRect().top + scrollY);
    expect(top, 'within the first two screens').toBeLessThan(2 * 667);
    // It arrives after the page is drawn, fixed to the window's edge: nothing on the page moves.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              const shiftEntry = entry as PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              };
              if (!shiftEntry.hadRecentInput) total += shiftEntry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift, 'layout shift on the home page with the install offer').toBeLessThan(0.005);
    await install.scrollIntoViewIfNeeded();
  }

  // Installing uses the event once: the button goes.
  await page.getByRole('button', { name: miPwa.install.button }).click();
  await expect.poll(async () => (await probe()).prompts).toBe(1);
  await expect(page.locator('.install-prompt')).toHaveCount(0);

  // A new offer after a reload; "Not now" hides it, and it stays hidden on the next visit.
  await page.goto('/');
  await page.getByRole('button', { name: enPwa.install.dismiss }).click();
  await expect(page.locator('.install-prompt')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await probe()).defaultPrevented, 'the offer came and was kept').toBe(true);
  await expect(page.locator('.install-prompt')).toHaveCount(0);
  await page.goto('/mi/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.install-prompt')).toHaveCount(0);
  // Only the remembered "Not now" hides it: forget it and the offer is back.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('button', { name: miPwa.install.button })).toBeVisible();
});

test('the Māori manifest names the app in te reo Māori and starts at /mi/', async ({ page }) => {
  const manifest = await (await page.request.get('/manifest-mi.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: miPwa.manifest.name,
    short_name: miPwa.manifest['short-name'],
    description: miPwa.manifest.description,
    start_url: '/mi/',
    lang: 'mi',
    display: 'standalone',
  });
  const english = await (await page.request.get('/manifest.webmanifest')).json();
  expect(english).toMatchObject({ name: enPwa.manifest.name, start_url: '/', lang: 'en' });
  // The server names the manifest in the HTML it sends, before any script runs.
  const html = await (await page.request.get('/mi/quiz/begin')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest-mi.webmanifest"');
});
