import { createHash, randomBytes } from 'node:crypto';

// Random bytes are drawn a few kilobytes at a time, as crypto.randomUUID does: one call per save
// cost as much as a tenth of the save's own work (npm run bench:server). Each byte is used once.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

function randomString(bytes: number): string {
  if (used + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += bytes;
  return pool.toString('base64url', used - bytes, used);
}

/** 128 random bits, base64url: 22 characters, as planIdentifierSchema expects. */
export function randomIdentifier(): string {
  return randomString(16);
}

/**
 * A mail job's id (never shown to a visitor): the time it was queued (base 36, fixed width,
 * so ids sort by it) and 96 random bits. New ids go to the end of the store's id index instead of
 * a random page of it: one page fewer written per save (docs/decisions/).
 */
export function timeOrderedIdentifier(now: number): string {
  return `${Math.max(0, Math.floor(now)).toString(36).padStart(9, '0')}${randomString(12)}`;
}

/**
 * Tells a replay (same request) from a different request sent under the same key. The request
 * is what the contract parsed, whose object keys come out in the schema's order, so equal
 * requests give equal JSON.
 */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}
