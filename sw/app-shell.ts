// Every navigation (any app route, in both languages) is answered from the precache with the
// page's prerendered HTML, else its route's prerendered shell, else the not-found page
// (src/prerender/page-files.ts, the same lookup as the server's), so the page is drawn offline
// before any script runs; the app shell is the last resort.
import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { pageFileCandidates } from '../src/prerender/page-files';

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
  registerRoute(new NavigationRoute(prerenderedPage, { denylist: [/^\/api\//] }));
}
