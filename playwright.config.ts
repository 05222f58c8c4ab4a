import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry: a 2-core CI machine under two browsers can miss a frame; a real failure fails twice
  // and the list reporter names every test that needed the retry as flaky.
  retries: 1,
  // Generous: a 2-core CI machine runs two browsers and the servers; axe-heavy tests need the room.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
