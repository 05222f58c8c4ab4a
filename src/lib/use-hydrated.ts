// Prerendered pages are hydrated: React's first render in the browser must draw exactly what the
// build drew. Whatever depends on the browser (window size, clock, media queries, the address's
// query string) is read only once hydration is over; this hook says when that is.
import { startTransition, useEffect, useState } from 'react';

/**
 * False in the prerender and in a component's first render, true from just after it. The switch
 * is a transition: React draws it in slices between which a tap is answered. (An external store's
 * switch, as useSyncExternalStore makes it, is drawn in one piece: after hydration that redrew
 * the whole layout in one long task, about 100 ms at 4x CPU.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
