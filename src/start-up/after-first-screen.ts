// Work the first screen does not need (the service worker, animation code) waits until that screen
// is drawn and the page has gone quiet, so it never competes with it for a slow phone's network
// or CPU.

/** A client-rendered page can paint its content after the load event: give it this long. */
const GRACE_MS = 1000;
/** The longest to wait for an idle moment once the grace period is over. */
const IDLE_TIMEOUT_MS = 2000;

export function afterFirstScreen(task: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(task, 0);
  };
  const afterGrace = () => setTimeout(whenIdle, GRACE_MS);
  if (document.readyState === 'complete') afterGrace();
  else window.addEventListener('load', afterGrace, { once: true });
}
