// Every animated element of the app, in one chunk loaded after the first screen
// (src/components/motion-gate.ts). framer-motion through its small `m` components and LazyMotion;
// MotionConfig follows the visitor's reduced-motion setting (only the fade remains).
import type { ComponentProps, ReactNode } from 'react';
import { LazyMotion, MotionConfig, domAnimation, m, useReducedMotion } from 'framer-motion';
import type { StaggeredListProps } from './staggered-list-props';

/** Spec: page transitions are a 300 ms fade and slide. */
const PAGE_SECONDS = 0.3;
/** Spec: options animate in over 300 ms, 200 ms apart. */
const ITEM_SECONDS = 0.3;
const STAGGER_SECONDS = 0.2;
const RISE = { opacity: 0, y: 12 };
const SHOWN = { opacity: 1, y: 0 };

function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/** A page that fades and slides in. */
export function MotionPage({ children }: { children: ReactNode }) {
  // Under reduced motion the page must not start 16 px down: MotionConfig skips the slide only
  // once the animation starts, so the first frames would show it lower, then jump.
  const reduceMotion = useReducedMotion();
  return (
    <Motion>
      <m.div
        className="page-transition"
        initial={{ opacity: 0, y: reduceMotion ? 0 : 16 }}
        animate={SHOWN}
        transition={{ duration: PAGE_SECONDS, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </Motion>
  );
}

/** List items that fade and rise in one after another; still under reduced motion. */
export function MotionList({ items, className, maxStaggered }: StaggeredListProps) {
  const reduceMotion = useReducedMotion();
  return (
    <Motion>
      <ul className={className}>
        {items.map((item, index) => (
          <m.li
            key={item.key}
            initial={reduceMotion ? false : RISE}
            animate={SHOWN}
            transition={{
              duration: ITEM_SECONDS,
              delay: Math.min(index, maxStaggered - 1) * STAGGER_SECONDS,
            }}
          >
            {item.content}
          </m.li>
        ))}
      </ul>
    </Motion>
  );
}

/** A fieldset that fades and rises in (a carousel's next sub-question); still under reduced motion. */
export function MotionFieldset({ children, ...props }: ComponentProps<'fieldset'>) {
  const reduceMotion = useReducedMotion();
  return (
    <Motion>
      <m.fieldset
        {...(props as ComponentProps<typeof m.fieldset>)}
        initial={reduceMotion ? false : RISE}
        animate={SHOWN}
        transition={{ duration: ITEM_SECONDS }}
      >
        {children}
      </m.fieldset>
    </Motion>
  );
}
