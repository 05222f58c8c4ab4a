// A test must be able to fail: lint refuses one without an assertion, in every layer (Vitest's
// unit, server and component tests, and Playwright's end-to-end tests).
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../..') });

async function ruleIds(filePath: string, source: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('tests without assertions', { timeout: 60_000 }, () => {
  it.each([
    ['tests/unit/x.test.ts', "import { test } from 'vitest';", 'vitest/expect-expect'],
    ['tests/component/x.test.tsx', "import { test } from 'vitest';", 'vitest/expect-expect'],
    ['tests/server/x.test.ts', "import { test } from 'vitest';", 'vitest/expect-expect'],
    [
      'tests/e2e/x.spec.ts',
      "import { test } from './support/fixtures';",
      'playwright/expect-expect',
    ],
  ])('%s fails lint', async (file, imports, rule) => {
    const source = `${imports}\ntest('does nothing', async () => {\n  await Promise.resolve();\n});\n`;
    expect(await ruleIds(file, source)).toContain(rule);
  });

  it('pass with an assertion, also through a helper named expect…', async () => {
    const source = [
      "import { test } from './support/fixtures';",
      'declare const audit: { expectNoProblems(): void };',
      "test('checks', async () => {",
      '  audit.expectNoProblems();',
      '});',
      '',
    ].join('\n');
    expect(await ruleIds('tests/e2e/x.spec.ts', source)).toEqual([]);
  });
});
