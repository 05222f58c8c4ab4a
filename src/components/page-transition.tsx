import { lazy, useEffect, useState, type ReactNode } from 'react';

// The animated wrapper (and with it framer-motion) is not needed to draw the first screen, so it
// loads right after it.
const loadAnimatedPage = () => import('./animated-page');
const AnimatedPage = lazy(loadAnimatedPage);

export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  // The page the visitor arrived on is drawn at once: fading it in would hold back the first paint
  // until the animation code has loaded. Every page after it fades and slides in.
  const [arrivalPage, setArrivalPage] = useState<string | null>(pageKey);
  if (arrivalPage !== null && arrivalPage !== pageKey) setArrivalPage(null);
  useEffect(() => {
    void loadAnimatedPage();
  }, []);
  if (arrivalPage !== null) return <div className="page-transition">{children}</div>;
  return <AnimatedPage key={pageKey}>{children}</AnimatedPage>;
}
