// Every navigation (any app route, in both languages) is answered with the precached app shell,
// so the app opens offline; the client router then renders the page or the not-found page.
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export function registerAppShellRoute(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }),
  );
}
