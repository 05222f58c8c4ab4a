// What a tap on an answer redraws: the answers it changes, not the whole question. A carousel
// records each answer as it is given; its first one used to draw the whole question again (a new
// key) inside the tap, which also lost what the page had on it (issue 54). A carousel's answer
// shows as chosen in the tap's own frame; what follows from it is drawn after that frame.
import { expect, test } from 'vitest';
import { flushSync } from 'react-dom';
import { renderApp } from '../support/render-app';
import { PlanScreens, answersBeforeFirstWayOut } from './plan-screens';
import type { Language } from '../../support/plan-text';

for (const language of ['en', 'mi'] as const satisfies readonly Language[]) {
  const prefix = language === 'mi' ? '/mi' : '';

  test(`a carousel's first answer keeps the question on screen as it is (${language})`, async () => {
    const app = renderApp(`${prefix}/question/first-escape-route`, {
      plan: { answers: answersBeforeFirstWayOut(), details: {}, name: '', email: '', drafts: {} },
    });
    const plan = new PlanScreens(app, language);
    await plan.expectQuestion('first-escape-route');
    const heading = plan.heading().element();
    const first = plan.subGroup('first-escape-route', 'route-planned').element();

    await plan.answerSub('first-escape-route', 'route-planned', 'true');
    await expect.element(plan.subGroup('first-escape-route', 'obstacles')).toBeVisible();
    // The same elements: answered, not drawn anew.
    expect(heading.isConnected).toBe(true);
    expect(first.isConnected).toBe(true);
    expect(app.store.getState().plan.answers['first-escape-route']).toEqual({
      'route-planned': true,
    });
    // The address follows the newest sub-question once that is on screen.
    await expect.poll(() => app.path()).toBe(`${prefix}/question/first-escape-route/obstacles`);
    expect(first.isConnected).toBe(true);
  });
}

test('a carousel answer is chosen within its tap; the next sub-question follows its frame', async () => {
  const app = renderApp('/question/first-escape-route', {
    plan: { answers: answersBeforeFirstWayOut(), details: {}, name: '', email: '', drafts: {} },
  });
  const plan = new PlanScreens(app, 'en');
  await plan.expectQuestion('first-escape-route');
  const group = plan.subGroup('first-escape-route', 'route-planned').element();
  const yes = group.querySelector<HTMLInputElement>('input[value="true"]')!;

  // A tap's own work: React draws an event's urgent updates before the browser's next task.
  flushSync(() => yes.click());
  // Within the tap: chosen, and nothing else yet (the next sub-question, the record of it).
  expect(yes.checked).toBe(true);
  expect(document.querySelector('[data-sub="obstacles"]')).toBeNull();
  expect(app.store.getState().plan.answers['first-escape-route']).toBeUndefined();

  await expect.element(plan.subGroup('first-escape-route', 'obstacles')).toBeVisible();
  expect(yes.checked).toBe(true);
  expect(app.store.getState().plan.answers['first-escape-route']).toEqual({
    'route-planned': true,
  });
});

test('each answer shows its icon drawn in the page, hidden from screen readers, at 48 px', async () => {
  const app = renderApp('/question/smoke-alarms-right-places');
  const plan = new PlanScreens(app, 'en');
  await plan.expectQuestion('smoke-alarms-right-places');
  const icons = [...document.querySelectorAll('label.option .icon')];
  expect(icons).toHaveLength(3);
  for (const icon of icons) {
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    const svg = icon.querySelector('svg');
    expect(svg?.getBoundingClientRect().width).toBe(48);
    expect(svg?.getAttribute('focusable')).toBe('false');
  }
  // No icon is fetched as an image: the page parses none into a document of its own.
  expect(document.querySelectorAll('label.option img')).toHaveLength(0);
});
