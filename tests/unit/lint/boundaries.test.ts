// The layer boundaries are lint rules (eslint.config.js): a violation fails `npm run lint` with a
// message naming the rule. ESLint's own API lints small sources as if they were files of the app.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../..') });

async function boundaryMessages(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// ESLint loads the whole config (typescript-eslint, plugins) on its first lint: slow on a busy machine.
describe('layer boundaries', { timeout: 60_000 }, () => {
  it.each([
    [
      'src/features/quiz/x.ts',
      "import { ProgressMeter } from '../escape-plan';",
      'Boundary (features)',
    ],
    [
      'src/features/escape-plan/x.ts',
      "import { DrillRunner } from '../drill/drill-runner';",
      'Boundary (features)',
    ],
    [
      'src/features/drill/x.ts',
      "import { x } from '../../features/escape-plan/x';",
      'Boundary (features)',
    ],
    [
      'src/state/plan/x.ts',
      "import { ProgressMeter } from '../../features/escape-plan';",
      'Boundary (state)',
    ],
    ['src/state/x.ts', "import { Header } from '../app/layout';", 'Boundary (state)'],
    [
      'src/features/quiz/x.ts',
      "import { useAnswersPending } from '../../start-up/answers-pending';",
      'Boundary (features)',
    ],
    ['src/features/quiz/x.ts', "import { Header } from '../../app/layout';", 'Boundary (features)'],
    [
      'src/app/x.tsx',
      "import { useShellMode } from '../start-up/page-shell-mode';",
      'Boundary (app)',
    ],
    [
      'src/components/x.tsx',
      "import { useAppSelector } from '../app/hooks';",
      'Boundary (components)',
    ],
    [
      'src/components/x.tsx',
      "import { sendPlan } from '../features/escape-plan';",
      'Boundary (components)',
    ],
    [
      'server/services/x.ts',
      "import { track } from '../../src/lib/analytics';",
      'Boundary (server',
    ],
    ['server/x.ts', "import { makeStore } from '../src/app/store';", 'Boundary (server'],
    ['sw/x.ts', "import { planSlice } from '../src/features/escape-plan';", 'Boundary (server'],
    [
      'src/features/quiz/x.ts',
      "import { submissionsSlice } from '../../submissions/submissions-slice';",
      'Boundary (features)',
    ],
    [
      'src/submissions/x.ts',
      "import { selectQuizAnswers } from '../features/quiz';",
      'Boundary (submissions)',
    ],
    [
      'src/submissions/x.ts',
      "import type { RootState } from '../app/store';",
      'Boundary (submissions)',
    ],
    ['src/domain/x.ts', "import { paths } from '../lib/use-language';", 'Boundary (pure core)'],
    ['src/routes/x.ts', "import { useState } from 'react';", 'Boundary (pure core)'],
    [
      'src/content/x.ts',
      "import { scoreQuiz } from '../domain/quiz/quiz-rules';",
      'Boundary (pure core layers)',
    ],
    [
      'src/vocabulary/x.ts',
      "import { QUIZ_SECTIONS } from '../content/quiz-sections';",
      'Boundary (pure core layers)',
    ],
    [
      'src/domain/floor-plan/x.ts',
      "import { drawSketch } from '../../drawing/floor-plan-drawing';",
      'Boundary (pure core layers)',
    ],
    [
      'src/domain/plan/x.ts',
      "import { planRequestSchema } from '../../contracts';",
      'Boundary (pure core layers)',
    ],
  ])('%s: %s is refused', async (file, source, rule) => {
    const messages = await boundaryMessages(file, `${source}\nexport const x = 1;\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(rule);
  });

  it.each([
    ['src/features/quiz/x.ts', "import { sendQuizEmail } from '../../submissions';"],
    ['src/submissions/x.ts', "import { request } from '../lib/api-client';"],
    ['src/features/quiz/x.ts', "import { quizSlice } from './quiz-slice';"],
    ['src/features/quiz/x.ts', "import { paths } from '../../routes';"],
    [
      'src/features/drill/x.ts',
      "import { selectHouseholdPeople } from '../../state/plan/plan-selectors';",
    ],
    ['src/components/plan/x.tsx', "import { useAppSelector } from '../../state/hooks';"],
    ['src/features/quiz/x.ts', "import { useAppSelector } from '../../state/hooks';"],
    ['src/features/quiz/x.ts', "import { useAnswersPending } from '../../state/page-readiness';"],
    ['src/components/x.tsx', "import { paths } from '../routes';"],
    ['server/x.ts', "import { isAppPath } from '../src/routes';"],
    ['server/mail/x.ts', "import { scoreQuiz } from '../../src/domain/quiz/quiz-rules';"],
    ['sw/x.ts', "import { IDEMPOTENCY_HEADER } from '../src/contracts/idempotency';"],
    ['src/domain/plan/x.ts', "import { QUIZ_SECTIONS } from '../../content/quiz-sections';"],
    ['src/drawing/x.ts', "import { roomsOn } from '../domain/floor-plan/sketch';"],
    ['server/mail/x.ts', "import { drawSketch } from '../../src/drawing/floor-plan-drawing';"],
  ])('%s: %s is allowed', async (file, source) => {
    expect(await boundaryMessages(file, `${source}\nexport const x = 1;\n`)).toEqual([]);
  });
});
