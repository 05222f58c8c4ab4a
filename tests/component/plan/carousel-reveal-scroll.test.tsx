// The next sub-question scrolls into view 500 ms after an answer reveals it (spec), but not once it
// has been answered: a quick thumb answering it first would have the page move under its next tap
// (Continue's, in an end-to-end run that tapped where the button no longer was).
import { afterEach, expect, test, vi } from 'vitest';
import { renderApp } from '../support/render-app';
import { PlanScreens, answersBeforeFirstWayOut } from './plan-screens';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('a revealed sub-question is scrolled to after 500 ms, unless it is answered by then', async () => {
  const app = renderApp('/question/first-escape-route', {
    plan: { answers: answersBeforeFirstWayOut(), details: {}, name: '', email: '', drafts: {} },
  });
  const plan = new PlanScreens(app, 'en');
  await plan.expectQuestion('first-escape-route');
  const scrolledTo = vi.spyOn(Element.prototype, 'scrollIntoView');
  const scrolledSubs = () =>
    scrolledTo.mock.contexts.map((element) => (element as Element).getAttribute('data-sub'));
  const recorded = () => app.store.getState().plan.answers['first-escape-route'];
  // The page's timers are ours to move; the answers are recorded after a frame, not a timer.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

  await plan.answerSub('first-escape-route', 'route-planned', 'true');
  await expect.element(plan.subGroup('first-escape-route', 'obstacles')).toBeVisible();
  await expect.poll(recorded).toEqual({ 'route-planned': true });
  vi.advanceTimersByTime(499);
  expect(scrolledSubs()).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(scrolledSubs()).toEqual(['obstacles']);

  // The next one answered within its 500 ms: no scroll to it at all.
  await plan.answerSub('first-escape-route', 'obstacles', 'false');
  await expect.element(plan.subGroup('first-escape-route', 'assistance')).toBeVisible();
  await plan.answerSub('first-escape-route', 'assistance', 'false');
  await expect
    .poll(recorded)
    .toEqual({ 'route-planned': true, obstacles: false, assistance: false });
  vi.advanceTimersByTime(1_000);
  expect(scrolledSubs()).toEqual(['obstacles']);
});
