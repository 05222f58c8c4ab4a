// The answers stored on the device come back from IndexedDB after the page is drawn (the page is
// prerendered and does not wait for them). Until they are back, pages that depend on them draw a
// shell (guards) or the page without a selection, and nothing redirects.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

const AnswersPendingContext = createContext(false);

/** True while stored answers may still arrive: the prerender, hydration, the IndexedDB read. */
export function useAnswersPending(): boolean {
  return useContext(AnswersPendingContext);
}

/** Pending until the persistor has restored the stored state (redux-persist's bootstrap). */
export function AnswersRestore({
  persistor,
  children,
}: {
  persistor: Persistor;
  children: ReactNode;
}) {
  const restored = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    // The prerender had no stored answers: hydration draws what it drew.
    () => false,
  );
  return (
    <AnswersPendingContext.Provider value={!restored}>{children}</AnswersPendingContext.Provider>
  );
}

/** The prerender's view: answers never arrive. */
export function AnswersNeverRestored({ children }: { children: ReactNode }) {
  return <AnswersPendingContext.Provider value>{children}</AnswersPendingContext.Provider>;
}
