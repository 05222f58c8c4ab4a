// A letter typed into a person's name shows within its keystroke; the plan hears it in the first
// task after that keystroke's frame, so the store and everything that reads it are drawn again
// after the frame, not inside it (issue 54: on a cheap phone each letter took 200–300 ms to show).
// A page that hides first hands it over at once, before the plan is saved (nothing typed is lost).
import { expect, test } from 'vitest';
import { flushSync } from 'react-dom';
import { renderApp } from '../support/render-app';
import { page } from '../support/screen';
import { planText } from '../../support/plan-text';
import { fillText as fill } from '../../support/verdict-household';
import { householdChanged } from '../../../src/state/plan/plan-slice';
import type { PlanAnswers } from '../../../src/vocabulary/types';

const ANSWERS: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['other-adults'],
};
const household = planText.en.details.household;

/** One unnamed person, whose row is open with the name field first. */
async function oneUnnamedPerson() {
  const app = renderApp('/question/living-situation', {
    plan: {
      answers: ANSWERS,
      details: { people: [{ id: 'p1', name: '', needsHelp: false }] },
      name: '',
      email: '',
      drafts: {},
    },
  });
  const field = page.getByRole('textbox', { name: fill(household['person-label'], { number: 1 }) });
  await expect.element(field).toBeVisible();
  return { app, input: field.element() as HTMLInputElement };
}

/** A keystroke: the field's value changed and its input event, as the browser does. */
function typeInto(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const storedName = (app: Awaited<ReturnType<typeof oneUnnamedPerson>>['app']) =>
  app.store.getState().plan.details.people?.[0]?.name;

test('a letter shows within its keystroke; the plan has it after the frame', async () => {
  const { app, input } = await oneUnnamedPerson();

  // The keystroke's own work: React draws an event's urgent updates before the next task.
  flushSync(() => typeInto(input, 'M'));
  expect(input.value).toBe('M');
  expect(storedName(app)).toBe('');

  // Two more letters before the plan hears them: it hears the newest words.
  flushSync(() => typeInto(input, 'Mi'));
  flushSync(() => typeInto(input, 'Mia'));
  expect(input.value).toBe('Mia');
  await expect.poll(() => storedName(app)).toBe('Mia');
  // The person's row, which reads the plan, follows.
  await expect.element(page.getByRole('button', { name: /^Mia/ })).toBeVisible();
  expect(input.value).toBe('Mia');
});

test('a name changed elsewhere replaces what the field shows', async () => {
  const { app, input } = await oneUnnamedPerson();
  app.store.dispatch(
    householdChanged({ people: [{ id: 'p1', name: 'Nana', needsHelp: false }], pets: [] }),
  );
  await expect.poll(() => input.value).toBe('Nana');
});

test('a letter typed as the page hides is in the plan before the plan is saved', async () => {
  const { app, input } = await oneUnnamedPerson();
  flushSync(() => typeInto(input, 'Sam'));
  expect(storedName(app)).toBe('');
  // The app switched away from within the keystroke's frame: no frame comes, the page may end.
  dispatchEvent(new PageTransitionEvent('pagehide'));
  expect(storedName(app)).toBe('Sam');
});
