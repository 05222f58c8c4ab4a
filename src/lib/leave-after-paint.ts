// A tap that leaves the page (Continue, Start) is answered in two frames: its own shows the
// button was heard, the next draws the next page. On a low-tier phone drawing a page takes some
// 250 ms of main thread; done inside the tap, the screen stayed frozen on the old page for all
// of it, with nothing to say the tap had landed (issue 54). The next page is drawn in the task
// right after the tap's frame, in one piece (not in slices, so it is on screen as soon as it can
// be: docs/decisions/0058-tap-then-page.md).
import { useCallback, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

/** Marks a control whose tap was heard and is being acted on (the style sheet shows it). */
export const HEARD_ATTRIBUTE = 'data-heard';

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

/** Marks `control` as heard and calls `go` after the next frame, its updates drawn at once. */
export function actAfterPaint(control: Element | null, go: () => void): void {
  control?.setAttribute(HEARD_ATTRIBUTE, '');
  afterNextPaint(() => {
    control?.removeAttribute(HEARD_ATTRIBUTE);
    flushSync(go);
  });
}

/**
 * For a form's submit handler: `leave(event, go)` marks the button that submitted it as heard and
 * calls `go` (record the answer, navigate) after the tap's frame, its updates drawn at once. A
 * second submit before then (a double tap) is the same wish and is ignored.
 */
export function useLeaveAfterPaint(): (event: FormEvent, go: () => void) => void {
  const leaving = useRef(false);
  return useCallback((event: FormEvent, go: () => void) => {
    if (leaving.current) return;
    leaving.current = true;
    const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
    actAfterPaint(submitter, () => {
      leaving.current = false;
      go();
    });
  }, []);
}
