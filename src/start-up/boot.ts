// The only script a prerendered page runs before the app's code: it keeps Chromium's install
// offer (which may come as soon as the document is parsed, long before the app has loaded) and,
// once the parsed page's first paint is on screen, asks for the app's code, which then hydrates it.
// Until then the network carries the page, its style sheets and the images of its first screen.
// Waiting for every image (the load event) would leave a tap on a slow phone unanswered for
// seconds; asking at once would put the code ahead of the page's own paint. The prerender
// (scripts/lib/prerender-plugin.ts) lists the code in `data-modules`, entry last.
import { captureInstallEvent } from '../features/pwa/install-event';
import { keepEarlyTaps } from './early-taps';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { afterNextPaint } from '../lib/after-next-paint';
import { afterFirstPaint } from './first-paint';

/** Elements added in one task: each addition costs a few milliseconds on a cheap phone. */
const ADDED_PER_TASK = 4;
/** A touch that neither taps nor scrolls holds the app's code back no longer than this. */
const TOUCH_WAIT_LIMIT_MS = 1000;

let loading = false;

/**
 * A touch under way, until its tap has been answered on screen. Evaluating the app's code is one
 * long task on a cheap phone (a third of a second): begun while a finger is on the glass, the tap
 * waited behind all of it before its radio showed as chosen (issue 54). So the code starts once
 * the tap's click has been drawn, or the touch became a scroll, or a second has passed.
 */
const touch = (() => {
  let down = false;
  let waiting: (() => void)[] = [];
  const done = () => {
    down = false;
    const then = waiting;
    waiting = [];
    for (const resolve of then) resolve();
  };
  // Listening ends once the app's code has started: on a cheap phone every listener costs each
  // tap a few milliseconds, and this one's frame callback sat before every tap's paint.
  const listening = new AbortController();
  const { signal } = listening;
  addEventListener('pointerdown', () => (down = true), { capture: true, passive: true, signal });
  // After the frame that shows what the click did.
  addEventListener('click', () => afterNextPaint(done), { capture: true, signal });
  addEventListener('pointercancel', done, { capture: true, signal });
  return {
    /** No touch is watched any longer. */
    stop: () => listening.abort(),
    /** Resolves at once with no touch under way, else once it is answered (at most 1 s). */
    ended(): Promise<void> {
      if (!down) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, TOUCH_WAIT_LIMIT_MS);
      });
    },
  };
})();

/** A preloaded module's link: settled once it has been fetched and compiled (or failed). */
function preload(href: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.crossOrigin = '';
  const settled = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.append(link);
  return settled;
}

async function loadApp(): Promise<void> {
  if (loading) return;
  loading = true;
  const boot = document.querySelector<HTMLScriptElement>('script[data-modules]');
  const modules = JSON.parse(boot?.dataset.modules ?? '[]') as string[];
  const entry = modules.pop();
  if (!entry) return;
  // Every module fetched and compiled first (no code of the app runs yet)...
  const preloaded: Promise<void>[] = [];
  for (const [index, href] of modules.entries()) {
    if (index > 0 && index % ADDED_PER_TASK === 0) await yieldToBrowser();
    preloaded.push(preload(href));
  }
  await Promise.all(preloaded);
  // ...then the app's code runs, in tasks of this script's choosing, never while a tap is under
  // way. (Left to the browser, it ran when the last module arrived, whatever the finger.) The
  // modules the entry imports run first, one a task, in the order the entry would run them: all
  // at once was a third of a second on a cheap phone, and a tap that came meanwhile waited for
  // all of it (its touch is only seen between tasks).
  const runFirst = JSON.parse(boot?.dataset.runFirst ?? '[]') as string[];
  for (const href of runFirst) {
    await touch.ended();
    // A task of its own: a module already fetched can run in the same task as the one before.
    await yieldToBrowser();
    try {
      await import(/* @vite-ignore */ href);
    } catch {
      break; // The entry's own script reports what failed.
    }
  }
  await touch.ended();
  touch.stop();
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  script.crossOrigin = '';
  document.head.append(script);
}

captureInstallEvent();
keepEarlyTaps();
// A module script runs once the document is parsed: the page is painted first, then the code.
// A tab opened in the background paints nothing: the timer loads it all the same.
afterFirstPaint(() => void loadApp());
setTimeout(() => void loadApp(), 1000);
