import { useEffect, useRef } from 'react';

export interface SummaryItem {
  /** The id of the field to go to. */
  fieldId: string;
  text: string;
}

/**
 * The GOV.UK error summary: a heading and a link to each field with a problem, focused when it
 * appears (and again on each failed submit, `attempt`) so the problems are read out at once. It
 * takes the focus only then: problems that come and go as the person types do not move it.
 */
export function ErrorSummary({
  title,
  items,
  attempt,
}: {
  title: string;
  items: readonly SummaryItem[];
  attempt: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [attempt]);
  if (items.length === 0) return null;
  return (
    <div ref={box} className="error-summary" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => {
                // Focus the field itself (a plain anchor jump scrolls but leaves focus behind).
                event.preventDefault();
                document.getElementById(item.fieldId)?.focus();
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
