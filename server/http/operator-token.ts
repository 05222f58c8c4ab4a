import { createHash, timingSafeEqual } from 'node:crypto';

// Both sides hashed first, so the comparison takes the same time whatever the length or the
// first wrong character of the guess.
const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * True only for `Authorization: Bearer <token>` (the scheme in any case) with exactly the
 * configured HEALTH_TOKEN; false for everyone when none is configured.
 */
export function isOperator(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(token));
}
