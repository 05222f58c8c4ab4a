// What a page may draw yet, as start-up tells it (src/start-up): whether the answers stored on the
// device may still arrive, and whether only the layout's shell is drawn. The contexts live here,
// below the features, so pages read them without importing start-up; start-up provides them.
import { createContext, useContext } from 'react';

/** True while stored answers may still arrive: the prerender, hydration, the IndexedDB read. */
export const AnswersPendingContext = createContext(false);

export function useAnswersPending(): boolean {
  return useContext(AnswersPendingContext);
}

/**
 * True where a route is drawn as its page's shell (an address the build cannot know, such as a
 * saved plan's identifier): the layout around a placeholder.
 */
export const ShellModeContext = createContext(false);

export function useShellMode(): boolean {
  return useContext(ShellModeContext);
}
