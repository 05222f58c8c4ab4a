// A question asked before something that cannot simply be undone (deleting a saved plan,
// forgetting it on this device): it stands out from the page, and its heading takes the focus so
// a screen reader says what is asked.
import { useEffect, useId, useRef } from 'react';
import './confirmation.css';

export function Confirmation({
  title,
  body,
  yes,
  no,
  onYes,
  onNo,
  danger = false,
}: {
  title: string;
  body: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
  /** The yes button in the danger colour (a delete). */
  danger?: boolean;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="confirmation" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p>{body}</p>
      <p className="confirmation__actions">
        <button
          type="button"
          className={`button ${danger ? 'button--danger' : 'button--primary'}`}
          onClick={onYes}
        >
          {yes}
        </button>
        <button type="button" className="button button--secondary" onClick={onNo}>
          {no}
        </button>
      </p>
    </div>
  );
}
