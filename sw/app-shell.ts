// Navigations to the app's routes (src/routes, both languages) are answered with the precached
// app shell, so the app opens offline. Any other address goes to the network (the server answers
// 404 with the shell, and the client shows its not-found page); offline, the shell answers it too.
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { isAppPath } from '../src/routes';

export function registerAppShellRoute(): void {
  const shell = createHandlerBoundToURL('/index.html');
  const handler = async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    if (isAppPath(options.url.pathname)) return shell(options);
    try {
      return await fetch(options.request);
    } catch {
      return shell(options);
    }
  };
  registerRoute(new NavigationRoute(handler, { denylist: [/^\/api\//] }));
}
