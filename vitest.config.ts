import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.ts';
import { browserCommands } from './tests/component/support/commands.ts';

// Three projects:
// - unit: the pure rules (domain, content, contracts, locales) in Node;
// - server: the Koa app over real HTTP in Node;
// - component: one screen's own behaviour (states, messages, titles, alt texts, scoring shown,
//   reduced motion, redirects the router decides), drawn by React in Debian's Chromium through
//   Vitest's browser mode: real layout, CSS and matchMedia, which jsdom lacks
//   (docs/decisions/0048-test-layers.md).
// Playwright owns tests/e2e: journeys across pages and the whole system.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        define: { __PRERENDER_TIME__: '0' },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/support/setup.ts'],
          // A limit for what a screen waits for (a lazy page, a 1.5 s scroll), never a speed goal.
          expect: { poll: { timeout: 10_000 } },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 375, height: 740 },
            commands: browserCommands,
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
