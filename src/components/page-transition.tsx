import { useState, type ReactNode } from 'react';
import { LazyMotion, MotionConfig, m } from 'framer-motion';
import { useAppDispatch } from '../app/hooks';
import { transitionChanged } from '../app/session-slice';

/** Spec: page transitions are a 300 ms fade and slide. Reduced motion keeps only the fade. */
export const PAGE_TRANSITION_SECONDS = 0.3;

// The animation code is not needed to draw the first screen, so it loads right after it.
const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

const ENTER = { opacity: 0, y: 16 };

export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  // The page the visitor arrived on is drawn at once: fading it in would only hold back the first
  // paint until the animation code has loaded. Every page after it fades and slides in.
  const [arrivalPage, setArrivalPage] = useState<string | null>(pageKey);
  if (arrivalPage !== null && arrivalPage !== pageKey) setArrivalPage(null);
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          key={pageKey}
          className="page-transition"
          initial={arrivalPage === null ? ENTER : false}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: PAGE_TRANSITION_SECONDS, ease: 'easeOut' }}
          onAnimationStart={() => dispatch(transitionChanged(true))}
          onAnimationComplete={() => dispatch(transitionChanged(false))}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
