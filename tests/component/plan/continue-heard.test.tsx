// A Continue is answered in two frames (lib/leave-after-paint): the tap's own shows the button was
// heard, the next draws the next question. The tap does nothing else in its frame, and a second
// tap before the page changes is the same wish, not a second step.
import { expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { PlanScreens } from './plan-screens';
import type { Language } from '../../support/plan-text';
import { HEARD_ATTRIBUTE } from '../../../src/lib/leave-after-paint';

/** The next frame, and the task after it (when the heard button has been drawn). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

for (const language of ['en', 'mi'] as const satisfies readonly Language[]) {
  const prefix = language === 'mi' ? '/mi' : '';

  test(`Continue shows it was heard in its own frame, then the next question (${language})`, async () => {
    const app = renderApp(`${prefix}/question/smoke-alarms-right-places`);
    const plan = new PlanScreens(app, language);
    await plan.choose('smoke-alarms-right-places', 'yes');
    const button = plan.continueButton().element() as HTMLButtonElement;

    button.click();
    // Within the tap: heard, the answer not yet recorded, the question still on screen.
    expect(button.hasAttribute(HEARD_ATTRIBUTE)).toBe(true);
    expect(app.store.getState().plan.answers['smoke-alarms-right-places']).toBeUndefined();
    expect(app.path()).toBe(`${prefix}/question/smoke-alarms-right-places`);

    await plan.expectQuestion('smoke-alarms');
    expect(app.store.getState().plan.answers['smoke-alarms-right-places']).toEqual(['yes']);
    await expect.element(plan.continueButton()).not.toHaveAttribute(HEARD_ATTRIBUTE);
  });

  test(`two quick taps on Continue are one step (${language})`, async () => {
    const app = renderApp(`${prefix}/question/smoke-alarms-right-places`);
    const plan = new PlanScreens(app, language);
    await plan.choose('smoke-alarms-right-places', 'yes');
    const button = plan.continueButton().element() as HTMLButtonElement;

    button.click();
    button.click();
    await plan.expectQuestion('smoke-alarms');
    // Two frames later nothing more has happened, and Back is question 1: one step was taken.
    await nextFrame();
    await nextFrame();
    expect(app.path()).toBe(`${prefix}/question/smoke-alarms`);
    await app.router.navigate(-1);
    await plan.expectQuestion('smoke-alarms-right-places');
  });
}
