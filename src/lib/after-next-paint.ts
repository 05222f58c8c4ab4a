// "Once this frame is on screen": used by a tap that answers in two frames (lib/leave-after-paint)
// and by the boot script, which waits for a tap's frame before the app's code runs. No React here:
// the boot script is tiny and runs before the app.

/** A page in the background draws no frame: then the work runs after this long all the same. */
const NO_FRAME_FALLBACK_MS = 100;

/** Work asked for since the last frame callback, in the order it was asked for. */
let waiting: (() => void)[] = [];
/** Work whose frame has been drawn, one batch a frame, each ran by one message. */
const drawn: (() => void)[][] = [];
let channel: MessageChannel | null = null;

/** Animation-frame callbacks run before the frame is drawn; a message posted from one is handled
 * in a task of its own, after it. */
function postAfterFrame(): void {
  if (!channel) {
    // One channel for the page's life: making one in every frame callback cost a cheap phone some
    // milliseconds of each tap's frame (issue 54).
    channel = new MessageChannel();
    channel.port1.onmessage = () => drawn.shift()?.forEach((run) => run());
  }
  drawn.push(waiting);
  waiting = [];
  channel.port2.postMessage(null);
}

/**
 * A page being hidden (the app switched away from, the tab closed) draws no more frames, and may
 * be ended: what waits for a frame runs now, in the order asked for. Capture listeners run before
 * the ones that save the store as the page hides (start-up/main.tsx), so words typed in the last
 * frame are saved with the rest.
 */
function runAllOnHide(): void {
  const runAll = () => [...drawn.flat(), ...waiting].forEach((run) => run());
  addEventListener('pagehide', runAll, { capture: true });
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') runAll();
    },
    { capture: true },
  );
}
let watchingHide = false;

/** Runs `then` once, in the first task after the next frame has been drawn (or the page hides). */
export function afterNextPaint(then: () => void): void {
  if (!watchingHide) {
    watchingHide = true;
    runAllOnHide();
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  if (waiting.length === 0) requestAnimationFrame(postAfterFrame);
  waiting.push(run);
  setTimeout(run, NO_FRAME_FALLBACK_MS);
}
