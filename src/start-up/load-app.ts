// How the boot script (boot.ts) brings in the app's code once the page is painted: every module
// fetched and compiled, then the entry's imports run one a task, then the entry; none of it while
// a finger is on the glass. The prerender lists the modules in the boot script's `data-modules`
// (entry last) and the entry's imports, in the order it runs them, in `data-run-first`.
import { yieldToBrowser } from '../lib/yield-to-browser';
import { afterNextPaint } from '../lib/after-next-paint';

/** Elements added in one task: each addition costs a few milliseconds on a cheap phone. */
const ADDED_PER_TASK = 4;
/** A touch that neither taps nor scrolls holds the app's code back no longer than this. */
const TOUCH_WAIT_LIMIT_MS = 1000;

export interface TouchWatch {
  /** No touch is watched any longer. */
  stop(): void;
  /** Resolves at once with no touch under way, else once it is answered (at most 1 s). */
  ended(): Promise<void>;
}

/**
 * A touch under way, until its tap has been answered on screen. Evaluating the app's code is one
 * long task on a cheap phone (a third of a second): begun while a finger is on the glass, the tap
 * waited behind all of it before its radio showed as chosen (issue 54). So the code starts once
 * the tap's click has been drawn, or the touch became a scroll, or a second has passed.
 */
export function watchTouch(): TouchWatch {
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
    stop: () => listening.abort(),
    ended(): Promise<void> {
      if (!down) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, TOUCH_WAIT_LIMIT_MS);
      });
    },
  };
}

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

/** Brings in the code the boot script lists, as the comment at the top says. */
export async function loadApp(
  touch: TouchWatch,
  boot = document.querySelector<HTMLScriptElement>('script[data-modules]'),
): Promise<void> {
  const modules = JSON.parse(boot?.dataset.modules ?? '[]') as string[];
  const entry = modules.pop();
  if (!entry) return;
  // Every module fetched and compiled first (no code of the app runs yet), a few at a time and not
  // while a finger is on the glass: each arrives to be compiled in a task of its own (up to 30 ms
  // on a cheap phone), and a tap's events, each waiting between such tasks, came late.
  const preloaded: Promise<void>[] = [];
  for (const [index, href] of modules.entries()) {
    if (index % ADDED_PER_TASK === 0) {
      await touch.ended();
      if (index > 0) await yieldToBrowser();
    }
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
