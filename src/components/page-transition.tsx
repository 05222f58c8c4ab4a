import { useEffect, useState, type ReactNode } from 'react';
import { showPageFromTop } from './page-focus';
import { ArrivalPageContext, useMotionParts } from './motion-gate';

/** The page wrapper: pages after the one the visitor arrived on fade and slide in (spec: 300 ms). */
export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  // The arrival page is drawn at once: fading it in would hold back the first paint until the
  // animation code had loaded.
  const [arrivalPage, setArrivalPage] = useState<string | null>(pageKey);
  if (arrivalPage !== null && arrivalPage !== pageKey) setArrivalPage(null);
  const arrival = arrivalPage !== null;
  return (
    <ArrivalPageContext.Provider value={arrival}>
      <PageFrame key={pageKey} animate={!arrival}>
        {children}
      </PageFrame>
    </ArrivalPageContext.Provider>
  );
}

function PageFrame({ animate, children }: { animate: boolean; children: ReactNode }) {
  const parts = useMotionParts(animate);
  // A page after the arrival one starts from the top with its heading focused, when it mounts:
  // that is when it is on screen, also after it waited (suspended) for code or words.
  useEffect(() => {
    if (animate) showPageFromTop();
    // Once per page: the frame is keyed by the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (parts) return <parts.MotionPage>{children}</parts.MotionPage>;
  return <div className="page-transition">{children}</div>;
}
