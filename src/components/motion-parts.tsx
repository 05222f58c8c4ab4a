// Every animated element of the app, in one chunk loaded after the first screen
// (src/components/motion-gate.ts). framer-motion's WAAPI `animate` (framer-motion/dom/mini): each
// element is handed to the browser's own animations when it mounts, before its first paint, so
// opacity and transform run off the main thread and a tap spends no script on each frame or on
// building framer-motion's per-element state. Under reduced motion only the page's fade
// remains.
import {
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { useReducedMotion } from 'framer-motion';
import { animate } from 'framer-motion/dom/mini';
import type { StaggeredListProps } from './staggered-list-props';

/** Spec: page transitions are a 300 ms fade and slide. */
const PAGE_SECONDS = 0.3;
const PAGE_SLIDE = 'translateY(16px)';
/** Spec: options animate in over 300 ms, 200 ms apart. */
const ITEM_SECONDS = 0.3;
const STAGGER_SECONDS = 0.2;
const ITEM_RISE = 'translateY(12px)';

/**
 * Starts an element's entrance when it mounts (a layout effect: before the browser paints it, so
 * its first frame is already the animation's first).
 */
function useEntrance(ref: RefObject<Element | null>, rise: string | null, seconds: number) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const keyframes = rise ? { opacity: [0, 1], transform: [rise, 'none'] } : { opacity: [0, 1] };
    const entrance = animate(element, keyframes, { duration: seconds, ease: 'easeOut' });
    return () => entrance.stop();
    // Once, when the element mounts: a later change of props does not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** A page that fades and slides in (under reduced motion it only fades). */
export function MotionPage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEntrance(ref, useReducedMotion() ? null : PAGE_SLIDE, PAGE_SECONDS);
  return (
    <div ref={ref} className="page-transition">
      {children}
    </div>
  );
}

/**
 * List items that fade and rise in one after another; still under reduced motion. One call for
 * the whole list when it mounts, so framer-motion writes, reads and starts every item's animation
 * in three passes rather than once per item.
 */
export function MotionList({ items, className, maxStaggered }: StaggeredListProps) {
  const reduceMotion = useReducedMotion();
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (reduceMotion || !element) return;
    const entrance = animate(
      [...element.children],
      { opacity: [0, 1], transform: [ITEM_RISE, 'none'] },
      {
        duration: ITEM_SECONDS,
        // Delayed items wait hidden: framer-motion's WAAPI animations fill backwards.
        delay: (index: number) => Math.min(index, maxStaggered - 1) * STAGGER_SECONDS,
        ease: 'easeOut',
      },
    );
    return () => entrance.stop();
    // Once, when the list mounts (its items are fixed for the page's life).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <ul ref={list} className={className}>
      {items.map((item) => (
        <li key={item.key}>{item.content}</li>
      ))}
    </ul>
  );
}

function RisingFieldset(props: ComponentProps<'fieldset'>) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useEntrance(ref, ITEM_RISE, ITEM_SECONDS);
  return <fieldset ref={ref} {...props} />;
}

/** A fieldset that fades and rises in (a carousel's next sub-question); still under reduced motion. */
export function MotionFieldset(props: ComponentProps<'fieldset'>) {
  return useReducedMotion() ? <fieldset {...props} /> : <RisingFieldset {...props} />;
}
