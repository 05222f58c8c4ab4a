// The page wrapper that fades and slides in (framer-motion's `m`), loaded after the first screen:
// the page the visitor arrives on is drawn without it (src/components/page-transition.tsx).
import type { ReactNode } from 'react';
import { m, useReducedMotion } from 'framer-motion';
import { useAppDispatch } from '../app/hooks';
import { transitionChanged } from '../app/session-slice';
import { MotionProvider } from './motion-provider';

/** Spec: page transitions are a 300 ms fade and slide. Reduced motion keeps only the fade. */
export const PAGE_TRANSITION_SECONDS = 0.3;

export default function AnimatedPage({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  // Under reduced motion the page must not start 16 px down: it would sit there until the
  // animation features load and then jump (MotionConfig only skips the slide once they run).
  const reduceMotion = useReducedMotion();
  return (
    <MotionProvider>
      <m.div
        className="page-transition"
        initial={{ opacity: 0, y: reduceMotion ? 0 : 16 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: PAGE_TRANSITION_SECONDS, ease: 'easeOut' }}
        onAnimationStart={() => dispatch(transitionChanged(true))}
        onAnimationComplete={() => dispatch(transitionChanged(false))}
      >
        {children}
      </m.div>
    </MotionProvider>
  );
}
