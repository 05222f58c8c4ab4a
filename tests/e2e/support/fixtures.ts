import { test as base, expect } from '@playwright/test';

/** How long a navigation may wait for the app to be ready before the test goes on regardless. */
const READY_WAIT_MS = 15_000;

/**
 * The Playwright test with baseURL pointing at the server started by global setup, and a page whose
 * goto and reload wait until the app is ready (hydrated, stored answers back: `data-app-ready` on
 * <html>), as a person waits for a page to respond: a prerendered page is on screen before its
 * controls work (a tap in between is kept and made then: tests/e2e/early-taps.spec.ts). A page that never says so (a file, JSON, a page
 * with scripts off) is waited for at most READY_WAIT_MS and then used as it is.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const ready = async () => {
      // Not an app page (a file, JSON): nothing to wait for.
      const isApp = await page
        .evaluate(() => document.getElementById('root') !== null)
        .catch(() => false);
      if (!isApp) return;
      await page
        .waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, {
          timeout: READY_WAIT_MS,
        })
        .catch(() => undefined);
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
  // Playwright reads fixture dependencies from the destructuring pattern, so it must be there.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not start the server');
    await use(url);
  },
});

export { expect };
