// The code of the page a person is about to go to, loaded once they have answered the step before
// it. The last question's Continue led to /complete (and the quiz's last section to its results)
// only after that page's code had been fetched and run: some 150 ms of a 0.8 s wait on a low-tier
// phone (issue 54). The router says how a page's code is loaded (app/router.tsx); a step only
// says where it leads.
import { useEffect, useEffectEvent } from 'react';
import { afterNextPaint } from './after-next-paint';

type PageLoader = (pathname: string) => Promise<unknown> | undefined;

let loadPage: PageLoader = () => undefined;

/** How a page's code is loaded, given by the router once it is made. */
export function providePageLoader(loader: PageLoader): void {
  loadPage = loader;
}

/**
 * Once `answered`, after the frame that shows it: the code of the page `next()` leads to is
 * loaded, so Continue draws it without waiting for the network or for the code to run. After the
 * frame, so the tap that answered is on screen first.
 */
export function usePreloadNextPage(answered: boolean, next: () => string): void {
  // A failure waits for the real visit to show it.
  const preloadNext = useEffectEvent(() => void loadPage(next())?.catch(() => undefined));
  useEffect(() => {
    if (answered) afterNextPaint(() => preloadNext());
  }, [answered]);
}
