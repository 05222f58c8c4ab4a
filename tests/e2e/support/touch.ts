// Real touch input through the DevTools protocol, which Chromium turns into pointer events of
// type 'touch'. Imports no test runner, so the interaction bench uses it too.
import type { CDPSession, Page } from '@playwright/test';

/** One DevTools session per page for its touches (a touch attaches nothing new to the page). */
const sessions = new WeakMap<Page, Promise<CDPSession>>();
function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

const finger = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];

export async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  const session = await sessionOf(page);
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: finger(from.x, from.y),
  });
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: finger(x, y),
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * A tap held for `holdMs` between touch and lift, as a thumb's is. Chromium times a tap's click
 * from the lift: with no hold (Playwright's touchscreen.tap), the click's wait includes all the
 * work its touch started, which a thumb still on the glass never waits for.
 */
export async function touchTap(page: Page, at: { x: number; y: number }, holdMs: number) {
  const session = await sessionOf(page);
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: finger(at.x, at.y),
  });
  if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
