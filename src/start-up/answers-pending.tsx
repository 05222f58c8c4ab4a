// The answers stored on the device come back from IndexedDB after the page is drawn (the page is
// prerendered and does not wait for them). Until they are back, pages that depend on them draw a
// shell (guards) or the page without a selection, and nothing redirects.
import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
import { markAppReady } from './app-ready';
import { AnswersPendingContext } from '../state/page-readiness';

/**
 * Pending until the persistor has restored the stored state (redux-persist's bootstrap). Hydration
 * draws what the prerender drew (pending). The switch to the restored page is a transition: a
 * part of it still loading (a lazy namespace's text, a page chunk) keeps the shell on screen
 * until it is there, instead of swapping the shell for a loader and the loader for the page.
 */
export function AnswersRestore({
  persistor,
  children,
}: {
  persistor: Persistor;
  children: ReactNode;
}) {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const follow = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setRestored(true));
    };
    follow();
    return persistor.subscribe(follow);
  }, [persistor]);
  // Hydrated and the answers are back: taps kept meanwhile are made now (lib/early-taps), before
  // this commit is drawn. A radio the browser checked early is drawn unchecked by the restored
  // page (no stored answer yet) and chosen again by its kept tap: both in the same frame, so the
  // choice never vanishes from the screen, even for a moment (issue 54).
  useLayoutEffect(() => {
    if (restored) markAppReady();
  }, [restored]);
  return (
    <AnswersPendingContext.Provider value={!restored}>{children}</AnswersPendingContext.Provider>
  );
}

/** The prerender's view: answers never arrive. */
export function AnswersNeverRestored({ children }: { children: ReactNode }) {
  return <AnswersPendingContext.Provider value>{children}</AnswersPendingContext.Provider>;
}
