// The idempotency key, written once: every submission carries one, made on the device, in one
// header; the service worker queues and replays a request under it, and the server stores and
// mails each key once, however often the request arrives. The same request keeps its key until
// its outcome is known (src/submissions/define-submission.ts); the server tells a replay from a
// different request under the same key by the request's hash (server/services/identifiers.ts).
// Plain constants (no schema library): the service worker and the first screen read this module.

/** The header that carries the key (the same since the first release). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a key looks like: URL-safe, 16 to 64 characters (a UUID is 36). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A new key: a random UUID. The device makes one per submission; the server makes one for a
 * request that came without any (an older client), so such a request is never taken for another.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The methods of the API's writes: a save (POST), a plan's change (PUT) and its delete. */
export const WRITE_METHODS = ['POST', 'PUT', 'DELETE'] as const;

/**
 * A request the service worker keeps when the server cannot be reached: an API write that carries
 * an idempotency key (without one a replay could store or mail twice, so it is never queued).
 */
export function isQueueableRequest(method: string, pathname: string, key: string | null): boolean {
  return (
    (WRITE_METHODS as readonly string[]).includes(method) &&
    pathname.startsWith('/api/') &&
    Boolean(key)
  );
}
