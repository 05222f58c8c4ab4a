import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests (domain, content, contracts, locales) and server tests over real
// HTTP. Playwright owns tests/e2e.
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
    ],
  },
});
