// A route whose address carries something the build cannot know (a saved plan's identifier) is
// prerendered as its page's shell: the layout (header, footer) around a screen-tall placeholder.
// Hydration draws that shell again, then the page itself.
import { useSyncExternalStore, type ReactNode } from 'react';
import { ShellModeContext } from '../state/page-readiness';

/** The prerender's shells: only the layout is drawn. */
export function ShellOnly({ children }: { children: ReactNode }) {
  return <ShellModeContext.Provider value>{children}</ShellModeContext.Provider>;
}

const noSubscription = () => () => undefined;

/** In the browser over a prerendered shell: the shell while hydrating, the page after. */
export function HydratingShell({ children }: { children: ReactNode }) {
  const shell = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return <ShellModeContext.Provider value={shell}>{children}</ShellModeContext.Provider>;
}
