import { createHash, randomBytes } from 'node:crypto';
import { canonicalEmail, recipientKey } from '../../src/domain/validation';

/** 128 random bits, base64url: 22 characters, as planIdentifierSchema expects. */
export function randomIdentifier(): string {
  return randomBytes(16).toString('base64url');
}

/** Used when a request carries no Idempotency-Key: unique, so it never matches another. */
export function serverIdempotencyKey(): string {
  return `srv-${randomBytes(18).toString('base64url')}`;
}

/**
 * Tells a replay (same request) from a different request sent under the same key. The request
 * is what the contract parsed, whose object keys come out in the schema's order, so equal
 * requests give equal JSON.
 */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/**
 * A recipient as rate limits and logs see it: a hash of its mailbox (recipientKey: every
 * spelling of one mailbox gives one tag), never the address.
 */
export function recipientTag(email: string): string {
  const mailbox = recipientKey(canonicalEmail(email) ?? email.trim());
  return createHash('sha256').update(mailbox).digest('base64url').slice(0, 16);
}
