// The home video. The smallest size is precached; the larger ones are cached the first time they
// are played. Video elements ask for byte ranges, so ranges are answered from the cache: on a miss
// the whole file is fetched once (without Range), stored, and the asked range cut from it.
import { addPlugins } from 'workbox-precaching';
import { RangeRequestsPlugin, createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';

const MEDIA_CACHE = 'media-v1';

async function fromCacheOrNetwork(request: Request): Promise<Response> {
  const cache = await caches.open(MEDIA_CACHE);
  let full = await cache.match(request.url);
  if (!full) {
    const response = await fetch(request.url, { credentials: 'same-origin' });
    if (response.status !== 200) return response;
    await cache.put(request.url, response.clone());
    full = response;
  }
  return request.headers.has('range') ? createPartialResponse(request, full) : full;
}

/** Precached media (the smallest video) must answer range requests too. Call before precaching. */
export function answerPrecachedRanges(): void {
  addPlugins([new RangeRequestsPlugin()]);
}

/** Register after precacheAndRoute, so precached videos are served by the precache. */
export function registerMediaRoutes(): void {
  registerRoute(
    ({ url, request }) => url.pathname.startsWith('/video/') && request.method === 'GET',
    ({ request }) => fromCacheOrNetwork(request),
  );
}
