// What a rate limit counts under: a keyed hash (HMAC-SHA-256) of the client's network or the
// recipient's mailbox, never the address itself nor a plain hash of it. Anyone holding the data
// file or a backup, but not the key, cannot tell whose hits they are, nor confirm that a known
// address was sent a plan. The key is LIMITS_KEY (shared by every instance on one MongoDB), or
// one drawn at start and kept only in memory: then a restart starts every limit afresh (record
// 0052).
import { createHmac, randomBytes } from 'node:crypto';
import { canonicalEmail, recipientKey } from '../../src/domain/shared/text-rules';
import { clientNetwork } from './client-network';

type Kind = 'client' | 'recipient' | 'saves';

// Drawn once per process, so every app this process makes (tests, a reopened store) agrees.
let keyOfThisProcess: Buffer | undefined;

export function limitsKeyOfThisProcess(): Buffer {
  keyOfThisProcess ??= randomBytes(32);
  return keyOfThisProcess;
}

export class LimitBuckets {
  private readonly key: Buffer;

  constructor(key: string | Uint8Array = limitsKeyOfThisProcess()) {
    this.key = typeof key === 'string' ? Buffer.from(key, 'utf8') : Buffer.from(key);
  }

  /** Emails sent by one client (its IPv4 address or IPv6 /56). */
  client(address: string): string {
    return this.bucket('client', clientNetwork(address));
  }

  /** Plans saved by one client. */
  saves(address: string): string {
    return this.bucket('saves', clientNetwork(address));
  }

  /** Emails to one mailbox: every spelling of it gives one bucket. */
  recipient(email: string): string {
    return this.bucket('recipient', recipientKey(canonicalEmail(email) ?? email.trim()));
  }

  // 128 bits of the HMAC: no two clients share a bucket; base64url has no ':', so a bucket of
  // this kind is never mistaken for the clear-text ones of earlier releases.
  private bucket(kind: Kind, value: string): string {
    return createHmac('sha256', this.key)
      .update(`${kind}\n${value}`)
      .digest('base64url')
      .slice(0, 22);
  }
}
