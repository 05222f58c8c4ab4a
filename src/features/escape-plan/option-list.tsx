import type { ReactNode } from 'react';
import { m, useReducedMotion } from 'framer-motion';

/** Spec: options animate in over 300 ms, 200 ms apart, for at most 6 options. */
const OPTION_SECONDS = 0.3;
const STAGGER_SECONDS = 0.2;
const MAX_STAGGERED = 6;

/** Options that fade and rise in one after another; still under prefers-reduced-motion. */
export function OptionList({
  items,
  className,
}: {
  items: { key: string; content: ReactNode }[];
  className: string;
}) {
  const reduceMotion = useReducedMotion();
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <m.li
          key={item.key}
          initial={reduceMotion ? false : { opacity: 0, y: 12 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{
            duration: OPTION_SECONDS,
            delay: Math.min(index, MAX_STAGGERED - 1) * STAGGER_SECONDS,
          }}
        >
          {item.content}
        </m.li>
      ))}
    </ul>
  );
}
