// Words typed into a field of the plan: shown at once, handed to the plan once they are on screen.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * The text a field shows, and what to call as it is typed. Each keystroke draws the field alone;
 * `onChange` hears the newest text in the first task after that keystroke's frame (one call for
 * keys typed within one frame), so the store, and everything on the page that reads it, is drawn
 * again after the frame, not inside it (issue 54: on a cheap phone a letter took 200–300 ms to
 * show). A value that comes from elsewhere (the stored plan arriving, a change by another control)
 * replaces what the field shows.
 */
export function useTypedText(
  value: string,
  onChange: (value: string) => void,
): [string, (typed: string) => void] {
  const [text, setText] = useState(value);
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    setText(value);
  }
  // The newest text and the newest onChange (its closure holds the rest of the record it changes).
  const latest = useRef({ text, onChange });
  useLayoutEffect(() => {
    latest.current.onChange = onChange;
  });
  const handing = useRef(false);
  const type = useCallback((typed: string) => {
    setText(typed);
    latest.current.text = typed;
    if (handing.current) return;
    handing.current = true;
    afterNextPaint(() => {
      handing.current = false;
      latest.current.onChange(latest.current.text);
    });
  }, []);
  return [text, type];
}
