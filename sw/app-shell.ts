// Navigations to the app's routes (src/routes, both languages) are answered from the precache with
// the page's prerendered HTML, else its route's prerendered shell (src/routes/page-files.ts,
// the same lookup as the server's), so the page is drawn offline before any script runs; the app
// shell is the last resort. Any other address goes to the network (the server answers 404 with
// the prerendered not-found page); offline, the precached not-found page answers it.
import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { isAppPath, pageFileCandidates } from '../src/routes';

export function registerAppShellRoute(): void {
  // Bound after precacheAndRoute (sw.ts): it looks the shell up in the precache list.
  const appShell = createHandlerBoundToURL('/index.html');
  const prerenderedPage = async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    for (const { file } of pageFileCandidates(options.url.pathname)) {
      const page = await matchPrecache(`/${file}`);
      if (page) return page;
    }
    return appShell(options);
  };
  const handler = async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    if (isAppPath(options.url.pathname)) return prerenderedPage(options);
    try {
      return await fetch(options.request);
    } catch {
      return prerenderedPage(options);
    }
  };
  registerRoute(new NavigationRoute(handler, { denylist: [/^\/api\//] }));
}
