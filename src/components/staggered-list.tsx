import type { ReactNode } from 'react';
import { m, useReducedMotion } from 'framer-motion';
import { MotionProvider } from './motion-provider';

/** Spec: options animate in over 300 ms, 200 ms apart (at most 6 in the plan, 8 in the quiz). */
const ITEM_SECONDS = 0.3;
const STAGGER_SECONDS = 0.2;

/**
 * A list whose items fade and rise in one after another; still under prefers-reduced-motion.
 * framer-motion's features load with src/components/motion-provider.tsx.
 */
export function StaggeredList({
  items,
  className,
  maxStaggered,
}: {
  items: { key: string; content: ReactNode }[];
  className: string;
  /** Items after this many appear together with the last staggered one. */
  maxStaggered: number;
}) {
  const reduceMotion = useReducedMotion();
  return (
    <MotionProvider>
      <ul className={className}>
        {items.map((item, index) => (
          <m.li
            key={item.key}
            initial={reduceMotion ? false : { opacity: 0, y: 12 }}
            animate={{ opacity: 1, y: 0 }}
            transition={{
              duration: ITEM_SECONDS,
              delay: Math.min(index, maxStaggered - 1) * STAGGER_SECONDS,
            }}
          >
            {item.content}
          </m.li>
        ))}
      </ul>
    </MotionProvider>
  );
}
