// "Once this frame is on screen": used by a tap that answers in two frames (lib/leave-after-paint)
// and by the boot script, which waits for a tap's frame before the app's code runs. No React here:
// the boot script is tiny and runs before the app.

/** A page in the background draws no frame: then the work runs after this long all the same. */
const NO_FRAME_FALLBACK_MS = 100;

/** Runs `then` once, in the first task after the next frame has been drawn. */
export function afterNextPaint(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => {
    // Animation-frame callbacks run before the frame is drawn; a message posted from one is
    // handled in a task of its own, after it.
    const channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(null);
  });
  setTimeout(run, NO_FRAME_FALLBACK_MS);
}
