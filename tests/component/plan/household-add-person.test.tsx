// "Add a person" answers within its tap with what the tap needs: the new person's name field,
// holding the cursor. Their other fields follow in a render after that tap's frame (issue 54:
// drawing them all inside the tap held a cheap phone's frame back).
import { expect, test } from 'vitest';
import { flushSync } from 'react-dom';
import { renderApp } from '../support/render-app';
import { page } from '../support/screen';
import { planText } from '../../support/plan-text';
import { fillText as fill } from '../../support/verdict-household';
import type { PlanAnswers } from '../../../src/vocabulary/types';

const ANSWERS: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['other-adults'],
};

test('a new person: their name field within the tap, their other fields after its frame', async () => {
  const household = planText.en.details.household;
  const app = renderApp('/question/living-situation', {
    plan: { answers: ANSWERS, details: {}, name: '', email: '', drafts: {} },
  });
  const add = page.getByRole('button', { name: household['add-person'] });
  await expect.element(add).toBeVisible();

  // A tap's own work: React draws an event's urgent updates before the browser's next task.
  flushSync(() => (add.element() as HTMLElement).click());
  // Within the tap: the person is stored, their name field is there and has the cursor.
  expect(app.store.getState().plan.details.people).toHaveLength(1);
  const name = document.activeElement;
  expect(name).toBeInstanceOf(HTMLInputElement);
  expect(document.querySelector('.household__details')?.contains(name)).toBe(true);
  expect(name?.getAttribute('id')).toMatch(/-name$/);
  const needsHelp = page.getByRole('checkbox', { name: household['needs-help'] });
  expect(needsHelp.query()).toBeNull();

  // Then the rest of their fields, the cursor still in their name.
  await expect.element(needsHelp).toBeVisible();
  await expect
    .element(
      page.getByRole('button', {
        name: fill(household.remove, { name: household['unnamed-person'] }),
      }),
    )
    .toBeVisible();
  expect(document.activeElement).toBe(name);
});
