import { defineConfig } from 'vitest/config';

// The unit tests of the plan's rules, for mutation testing (stryker.config.json): Node only.
export default defineConfig({
  test: {
    include: ['tests/unit/domain/**/*.test.ts'],
    environment: 'node',
  },
});
