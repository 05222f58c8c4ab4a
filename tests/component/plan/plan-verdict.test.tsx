// The plan page's one verdict for the household: Sam and Alex (Deaf) upstairs with Mia (4)
// and Leo (8), Nana (walker) downstairs, the second way out a window with an escape ladder, and
// a night drill in which Nana, Alex and Mia did not wake. The headline, the step boxes, the
// checklist and the drill's follow-ups must agree (issue 41). The print and the email read the
// same assessment: tests/e2e/plan-verdict.spec.ts.
import { describe, expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { page } from '../support/screen';
import { planText, type Language } from '../../support/plan-text';
import enDrill from '../../../locales/en/drill.json' with { type: 'json' };
import miDrill from '../../../locales/mi/drill.json' with { type: 'json' };
import {
  VERDICT_ANSWERS,
  VERDICT_DETAILS,
  VERDICT_NAMES,
  VERDICT_OPEN,
  VERDICT_SKETCH,
  fillText as fill,
} from '../../support/verdict-household';
import type { RootState } from '../../../src/app/store';

const drillText = { en: enDrill, mi: miDrill };

function storedPlan(drilled: boolean): Partial<RootState> {
  return {
    plan: {
      answers: VERDICT_ANSWERS,
      details: VERDICT_DETAILS,
      name: '',
      email: '',
      drafts: {},
    },
    floorPlan: { sketch: VERDICT_SKETCH, past: [], future: [] },
    drill: {
      results: drilled
        ? [
            {
              id: 'd1',
              date: '2026-11-20',
              startedAt: '2026-11-20T09:00:00.000Z',
              durationMs: 90_000,
              night: true,
              notWoken: ['Nana', 'Alex', 'Mia'],
            },
          ]
        : [],
      sleepers: [],
      fittedYear: null,
      running: null,
    },
  };
}

describe.each<Language>(['en', 'mi'])('the plan page in %s', (language) => {
  const text = planText[language];
  const items = text.checklist.items;
  const path = language === 'en' ? '/complete' : '/mi/complete';

  test('says what is left instead of "ready", in the step box it concerns and the checklist', async () => {
    renderApp(path, storedPlan(false));
    const heading = page.getByRole('heading', { level: 1 });
    // Mia and Leo cannot use the ladder on their own, nor Nana the window downstairs: three.
    await expect
      .element(heading)
      .toHaveTextContent(fill(text.assessment.open_other, { count: VERDICT_OPEN }));
    await expect.element(heading).not.toHaveTextContent(text.complete.title);
    // Step 2 names who cannot use its window on their own.
    const second = page.getByTestId('plan-step-problems-second');
    await expect.element(second).toHaveTextContent(text.assessment.problems);
    await expect.element(second).toHaveTextContent(VERDICT_NAMES);
    await expect.element(page.getByTestId('plan-step-problems-first')).not.toBeInTheDocument();
    // No "Done" beside the finding that contradicts it.
    const checklist = page.getByRole('region', { name: text.checklist.title });
    await expect.element(checklist).toHaveTextContent(items['second-route-unsettled'].todo);
    await expect.element(checklist).not.toHaveTextContent(items['second-route-planned'].done);
    await expect.element(checklist).not.toHaveTextContent(items['second-route-assistance'].done);
    // Alarms only in the hallways: "in the right places" is not done on this drawing.
    await expect.element(checklist).not.toHaveTextContent(items['smoke-alarms-right-places'].done);
  });

  test('after a night drill: practise waking those with a waker, and the plan was talked through', async () => {
    renderApp(path, storedPlan(true));
    const checklist = page.getByRole('region', { name: text.checklist.title });
    const todos = drillText[language].todos;
    for (const [name, helper] of [
      ['Nana', 'Sam'],
      ['Alex', 'Sam'],
      ['Mia', 'Alex'],
    ] as const) {
      await expect
        .element(checklist)
        .toHaveTextContent(fill(todos['practise-waking'], { name, helper }));
      await expect.element(checklist).not.toHaveTextContent(fill(todos['choose-waker'], { name }));
    }
    await expect.element(checklist).toHaveTextContent(items.discussed.done);
  });
});
