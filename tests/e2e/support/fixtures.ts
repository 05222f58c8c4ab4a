import { test as base, expect } from '@playwright/test';

/** The Playwright test with baseURL pointing at the server started by global setup. */
export const test = base.extend({
  // Playwright reads fixture dependencies from the destructuring pattern, so it must be there.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not start the server');
    await use(url);
  },
});

export { expect };
