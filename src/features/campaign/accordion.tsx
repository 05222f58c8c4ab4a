import { useId, useState, type ReactNode } from 'react';
import { track } from '../../lib/analytics';

export interface AccordionItem {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * Disclosure buttons over panels (the WAI-ARIA accordion pattern) where several panels may be open
 * at once. Each open or close is pushed as an accordion_click event named by the panel id.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();

  function toggle(id: string) {
    const opening = !open.has(id);
    track({ event: 'accordion_click', action: opening ? 'open' : 'close', panel: id });
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <div className="accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={`accordion__item${expanded ? ' is-open' : ''}`}>
            <h3 className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.title}
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!expanded}
            >
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
