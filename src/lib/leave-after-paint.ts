// A tap that leaves the page (Continue, Start) is answered in two frames: its own shows the
// button was heard, the next draws the next page. On a low-tier phone drawing a page takes some
// 250 ms of main thread; done inside the tap, the screen stayed frozen on the old page for all
// of it, with nothing to say the tap had landed (issue 54). The next page is drawn in the task
// right after the tap's frame, in one piece (not in slices, so it is on screen as soon as it can
// be: docs/decisions/0058-tap-then-page.md).
import { useCallback, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from './after-next-paint';

/** Marks a control whose tap was heard and is being acted on (the style sheet shows it). */
export const HEARD_ATTRIBUTE = 'data-heard';

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
