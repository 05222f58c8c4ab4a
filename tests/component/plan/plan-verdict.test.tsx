// The plan page for the household of issue 50: Sam and Alex (Deaf) upstairs with Mia (4) and Leo
// (8), Nana (walker, sleeping pills) downstairs, the second way out a window with an escape ladder,
// and a night drill in which Nana, Alex and Mia did not wake. The headline counts what it lists
// under it; the step boxes, the checklist and the drill's follow-ups arrange the same findings.
// The print and the email read the same list: tests/e2e/plan-verdict.spec.ts.
import { describe, expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { page } from '../support/screen';
import { planText, type Language } from '../../support/plan-text';
import enDrill from '../../../locales/en/drill.json' with { type: 'json' };
import miDrill from '../../../locales/mi/drill.json' with { type: 'json' };
import {
  ISSUE50_DETAILS,
  ISSUE50_TO_SORT,
  VERDICT_ANSWERS,
  VERDICT_NAMES,
  VERDICT_SKETCH,
  fillText as fill,
} from '../../support/verdict-household';
import type { RootState } from '../../../src/app/store';

const drillText = { en: enDrill, mi: miDrill };

function storedPlan(drilled: boolean): Partial<RootState> {
  return {
    plan: {
      answers: VERDICT_ANSWERS,
      details: ISSUE50_DETAILS,
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

  test('the headline counts the things it lists under it, each where it is sorted', async () => {
    renderApp(path, storedPlan(false));
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .element(heading)
      .toHaveTextContent(fill(text.assessment.open_other, { count: ISSUE50_TO_SORT }));
    await expect.element(heading).not.toHaveTextContent(text.complete.title);
    // Right under it, the same number of lines: Sam's load first, as itself.
    const toSort = page.getByTestId('plan-to-sort-item');
    await expect.poll(() => toSort.elements().length).toBe(ISSUE50_TO_SORT);
    const overloaded = fill(items['helper-overloaded'].todo, {
      name: 'Sam',
      count: 3,
      others: 'Alex',
    });
    await expect.element(toSort.first()).toHaveTextContent(overloaded);
    // Each a link to where it is sorted: the household's question for Sam's load.
    await expect
      .element(page.getByRole('link', { name: overloaded }))
      .toHaveAttribute(
        'href',
        language === 'en' ? '/question/living-situation' : '/mi/question/living-situation',
      );
    // Step 1 is no more usable by Nana alone than step 2: both boxes say what is left.
    const first = page.getByTestId('plan-step-problems-first');
    await expect
      .element(first)
      .toHaveTextContent(fill(text.assessment.brief.overloaded, { names: 'Sam' }));
    const second = page.getByTestId('plan-step-problems-second');
    await expect.element(second).toHaveTextContent(text.assessment.problems);
    await expect
      .element(second)
      .toHaveTextContent(fill(text.assessment.brief['cannot-use'], { names: VERDICT_NAMES }));
    // The checklist: ways to be safer, then done; no "Done" a finding contradicts, no to-do the
    // household's answers settle.
    const checklist = page.getByRole('region', { name: text.checklist.title });
    await expect.element(checklist).toHaveTextContent(text.checklist['safer-title']);
    await expect.element(checklist).toHaveTextContent(items['first-route-assistance'].done);
    await expect.element(checklist).not.toHaveTextContent(items['first-route-assistance'].todo);
    await expect
      .element(checklist)
      .toHaveTextContent(fill(items['need-ground-floor'].done, { name: 'Nana' }));
    await expect.element(checklist).not.toHaveTextContent(items['second-route-planned'].done);
    await expect.element(checklist).not.toHaveTextContent(items['smoke-alarms-right-places'].done);
    await expect.element(checklist).not.toHaveTextContent(overloaded);
  });

  test('after a night drill: practise waking in order, and the plan was talked through', async () => {
    renderApp(path, storedPlan(true));
    const checklist = page.getByRole('region', { name: text.checklist.title });
    const todos = drillText[language].todos;
    for (const [name, helper] of [
      ['Nana', 'Sam'],
      ['Alex', 'Sam'],
    ] as const) {
      await expect
        .element(checklist)
        .toHaveTextContent(fill(todos['practise-waking'], { name, helper }));
      await expect.element(checklist).not.toHaveTextContent(fill(todos['choose-waker'], { name }));
    }
    // Sam wakes Alex first: only then can Alex wake Mia.
    await expect
      .element(checklist)
      .toHaveTextContent(
        fill(todos['practise-waking-after'], { name: 'Mia', helper: 'Alex', waker: 'Sam' }),
      );
    await expect.element(checklist).toHaveTextContent(items.discussed.done);
    // Practice makes it safer; the count under the headline stays what holds the plan back.
    await expect
      .poll(() => page.getByTestId('plan-to-sort-item').elements().length)
      .toBe(ISSUE50_TO_SORT);
  });
});
