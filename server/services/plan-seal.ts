// A plan's content at rest: sealed with AES-256-GCM under a key derived from its read
// key, which only the plan's links carry (after '#', never sent in a request line). A copy of the
// data folder, a backup or a dump holds ciphertext the server itself cannot open without the
// link. The owner key is kept as its hash only, compared in constant time.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { PlanContent, SealedContent } from '../stores/types';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const INFO = 'home-fire-escape-plan/plan-content/v1';

// The identifier is the salt: a sealed plan copied into another plan's row does not open there.
function contentKey(readKey: string, identifier: string): Buffer {
  return Buffer.from(hkdfSync('sha256', readKey, identifier, INFO, 32));
}

export function sealPlan(content: PlanContent, readKey: string, identifier: string): SealedContent {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', contentKey(readKey, identifier), nonce);
  const data = Buffer.concat([
    cipher.update(JSON.stringify(content), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return { v: 1, iv: nonce.toString('base64url'), data: data.toString('base64url') };
}

/** The content, or null when this key does not open it (a wrong key or a changed byte). */
export function openPlan(
  sealed: SealedContent,
  readKey: string,
  identifier: string,
): PlanContent | null {
  try {
    const data = Buffer.from(sealed.data, 'base64url');
    if (sealed.v !== 1 || data.length < TAG_BYTES) return null;
    const decipher = createDecipheriv(
      'aes-256-gcm',
      contentKey(readKey, identifier),
      Buffer.from(sealed.iv, 'base64url'),
    );
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    const json = Buffer.concat([
      decipher.update(data.subarray(0, data.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(json) as PlanContent;
  } catch {
    return null;
  }
}

/** A plan key's hash (owner or read key): 128 random bits or more, so no salt is needed. */
export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** A placeholder hash compared when there is no plan, so "no plan" costs what "wrong key" does. */
const NO_PLAN_HASH = keyHash('no plan has this key');

/** Whether `key` hashes to `hash`, in constant time; with no hash, the same work and false. */
export function isKeyOf(key: string, hash: string | undefined): boolean {
  const given = Buffer.from(keyHash(key));
  const stored = Buffer.from(hash ?? NO_PLAN_HASH);
  return given.length === stored.length && timingSafeEqual(given, stored) && hash !== undefined;
}
