import { createHash, randomBytes } from 'node:crypto';

/** 128 random bits, base64url: 22 characters, as planIdentifierSchema expects. */
export function randomIdentifier(): string {
  return randomBytes(16).toString('base64url');
}

/** Used when a request carries no Idempotency-Key: unique, so it never matches another. */
export function serverIdempotencyKey(): string {
  return `srv-${randomBytes(18).toString('base64url')}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Tells a replay (same request) from a different request sent under the same key. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(stableJson(request)).digest('base64url');
}

/** A recipient as rate limits and logs see it: a hash, never the address. */
export function recipientTag(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 16);
}
