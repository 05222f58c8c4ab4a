// What a person has chosen or typed on a page before it is recorded (Continue, Send), kept in the
// persisted store as they go, so a reload (a phone dropping a background tab) brings it back.
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * Local state for a form that starts from the kept draft (else `initial`) and hands every change
 * the person makes to `keep`. A page drawn before the stored state is back (`pending`) takes up
 * the kept draft once it arrives, unless the person has already changed something.
 */
export function useKeptDraft<T>(
  kept: T | undefined,
  initial: () => T,
  keep: (value: T) => void,
  pending: boolean,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => kept ?? initial());
  const edited = useRef(false);
  const adopted = useRef(false);
  useEffect(() => {
    if (pending || adopted.current) return;
    adopted.current = true;
    if (kept !== undefined && !edited.current) setValue(kept);
  }, [pending, kept]);
  const keepEdited = useEffectEvent((changed: T) => {
    if (edited.current) keep(changed);
  });
  // Kept once the change is on screen: keeping it updates the store, which draws the page again,
  // and that need not happen inside the tap (issue 54). In order, so the last change is kept last.
  useEffect(() => afterNextPaint(() => keepEdited(value)), [value]);
  // The same function for the form's life, as useState's own setter: controls given it are not
  // drawn again when something else on the page changes.
  const edit = useCallback<Dispatch<SetStateAction<T>>>((update) => {
    edited.current = true;
    setValue(update);
  }, []);
  return [value, edit];
}
