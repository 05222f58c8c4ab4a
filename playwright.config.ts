import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Tests, not files, are shared between the workers, so a long file does not leave one idle.
  fullyParallel: true,
  // One browser per core of the 2-core machines this runs on.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A test that fails once is retried only so the report can say whether it is flaky; a flaky test
  // fails the run all the same (failOnFlakyTests): a verdict that depends on luck or on the
  // machine's speed is a bug to fix, not to hide.
  retries: 1,
  failOnFlakyTests: true,
  // A limit for a test that hangs, never a speed goal: every wait inside is for an event or a state.
  timeout: 180_000,
  // How long a step waits for the state it expects (a lazy page, an email through the outbox and
  // the mail worker's poll): a limit for a hung step, never a speed goal.
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A page's service worker precaches the whole app (2 MB) a second after it loads: work that
    // only the tests of offline use, the outbox and installing need, so they allow it
    // (test.use({ serviceWorkers: 'allow' })) and the rest do without.
    serviceWorkers: 'block',
    // Motion is the component tests' (tests/component/motion.test.tsx); here it would only make
    // every page and list wait for its entrance. A test about motion asks for it.
    reducedMotion: 'reduce',
    // An action (a click, a fill) that cannot happen fails within this with what it waited for
    // (hidden, moving, covered), not silently at the test's limit: the floor-plan journey's click
    // on "Done" hung so twice in 2026-12 on a loaded two-core machine, and passed on its retry.
    actionTimeout: 60_000,
    // Recorded only when a test is retried: tracing every action of every run costs CPU.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
