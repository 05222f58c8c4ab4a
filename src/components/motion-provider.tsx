// Where framer-motion's `m` elements live: the animation features load after the first screen
// (LazyMotion's async form), and reduced motion follows the visitor's setting. Only lazily loaded
// pages use it, so none of the animation code is in the first screen's JavaScript.
import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';

const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
