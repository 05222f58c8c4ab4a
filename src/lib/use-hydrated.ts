// Prerendered pages are hydrated: React's first render in the browser must draw exactly what the
// build drew. Whatever depends on the browser (window size, clock, media queries, the address's
// query string) is read only once hydration is over; this hook says when that is.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the prerender and during hydration, true after (and at once in a client-only render,
 * e.g. a page that was not prerendered or a unit test).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
