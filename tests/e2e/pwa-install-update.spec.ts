// The app is installable (Chromium's own installability check finds nothing wrong), and a new
// version is offered with a reload button that keeps everything typed.
import { cpSync, mkdtempSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import enPwa from '../../locales/en/pwa.json' with { type: 'json' };
import miPwa from '../../locales/mi/pwa.json' with { type: 'json' };
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { startServer } from './support/server-process';
import { waitForServiceWorker } from './support/service-worker';
import { PlanScreens, persistedText } from './plan-support';

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

test('the web app manifest makes the app installable', async () => {
  const server = await startServer({ DIST_DIR: distDir });
  // A real profile: Chromium never offers installing from an incognito window.
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'escape-plan-install-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await page.goto(`${server.url}/mi/`);
    await waitForServiceWorker(page);
    // The Māori page links the Māori manifest (tests/e2e/pwa-install-prompt.spec.ts checks both).
    const manifest = await (await page.request.get(`${server.url}/manifest-mi.webmanifest`)).json();
    expect(manifest).toMatchObject({
      start_url: '/mi/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.any(String),
      background_color: expect.any(String),
    });
    const sizes = (manifest.icons as { sizes: string; purpose?: string }[]).map(
      (icon) => `${icon.sizes}:${icon.purpose ?? 'any'}`,
    );
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']),
    );
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(`${server.url}${icon.src}`)).status(), icon.src).toBe(200);
    }
    // Chromium's installability check, as the install prompt uses it (from a Māori page too).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    // Chromium's own install event reaches the app's button (captured before the button loads).
    await expect(page.getByRole('button', { name: miPwa.install.button })).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
  }
});

test('a new version is offered with a reload button, and nothing typed is lost', async ({
  page,
}) => {
  // A copy of the build, so a "new version" can be deployed under the running server.
  const deployed = path.join(mkdtempSync(path.join(os.tmpdir(), 'escape-plan-deploy-')), 'dist');
  cpSync(distDir, deployed, { recursive: true });
  const server = await startServer({ DIST_DIR: deployed });
  try {
    await page.goto(`${server.url}/question/smoke-alarms-right-places`);
    await waitForServiceWorker(page);
    const plan = new PlanScreens(page, 'en');
    await plan.choose('smoke-alarms-right-places', 'no-not-sure');
    await plan.continue();
    await plan.expectQuestion('smoke-alarms');
    await plan.choose('smoke-alarms', 'dont-have-any');
    await plan.continue();
    await plan.expectQuestion('living-situation');
    await expect.poll(() => persistedText(page)).toContain('dont-have-any');

    // Deploy: any change to sw.js is a new version to the browser.
    appendFileSync(path.join(deployed, 'sw.js'), '\n// next release\n');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByText(enPwa.update.ready)).toBeVisible();

    const oldWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: enPwa.update.reload }).click(),
    ]);
    await plan.expectQuestion('living-situation');
    await expect(page.getByText(enPwa.update.ready)).toBeHidden();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      oldWorker,
    );
    // The answers typed before the update are all still there.
    await page.goto(`${server.url}/question/smoke-alarms`);
    await expect(
      page.getByRole('radio', { name: plan.optionLabel('smoke-alarms', 'dont-have-any') }),
    ).toBeChecked();
    await page.goto(`${server.url}/question/smoke-alarms-right-places`);
    await expect(
      page.getByRole('radio', {
        name: plan.optionLabel('smoke-alarms-right-places', 'no-not-sure'),
      }),
    ).toBeChecked();
  } finally {
    await server.stop();
  }
});
