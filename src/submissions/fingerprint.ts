// Fingerprints of what was sent, to keep an idempotency key for the same request (see
// src/contracts/idempotency.ts) and to tell when what a sent submission was about has changed.
import type { Submission } from './submission';

/** JSON with object keys sorted, so the same content always reads the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A short fingerprint of some content (FNV-1a over its stable JSON): equal content, equal print. */
export function fingerprint(value: unknown): string {
  let hash = 0x811c9dc5;
  const text = stableJson(value);
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}.${text.length.toString(36)}`;
}

/** True when what a sent submission was about has changed since (e.g. answers edited). */
export function isChangedSinceSent(submission: Submission | undefined, subject: unknown): boolean {
  return submission?.status.state === 'sent' && submission.subject !== fingerprint(subject);
}
