// Sliding-window limits on mail, counted in the store so they hold across server instances (and
// restarts, with LIMITS_KEY): emails per client address and per recipient, and plan saves per
// client, each under a keyed hash (limit-buckets.ts), never an address.
// A save is never refused for the recipient's count: a stranger mailing someone's address must
// not stop them saving their own plan, so past a mail limit the plan is stored and its email
// withheld (takeEmail). Only a request whose whole purpose is an email (the quiz checklist) is
// refused (check).
import type { Clock } from '../clock';
import type { RateLimitRule } from '../config';
import type { LimitStore } from '../stores/types';
import type { EmailWithheldReason } from '../../src/contracts';
import { RateLimited } from './errors';
import { LimitBuckets } from './limit-buckets';

export interface MailRateLimits {
  perClient: RateLimitRule;
  perRecipient: RateLimitRule;
  /** Plan saves per client address: bounds what one address can store (default 60 in 10 min). */
  savesPerClient?: RateLimitRule;
}

export const DEFAULT_MAIL_RATE_LIMITS: MailRateLimits = {
  perClient: { max: 20, windowMs: 10 * 60 * 1000 },
  perRecipient: { max: 5, windowMs: 60 * 60 * 1000 },
};

export interface EmailWithheld {
  reason: EmailWithheldReason;
  retryAfterSeconds: number;
}

/** Old hits are removed at most this often. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const DEFAULT_SAVES_PER_CLIENT: RateLimitRule = { max: 60, windowMs: 10 * 60 * 1000 };

export class MailRateLimiter {
  private prunedAt = 0;

  constructor(
    private readonly store: LimitStore,
    private readonly clock: Clock,
    private readonly limits: MailRateLimits,
    private readonly buckets: LimitBuckets = new LimitBuckets(),
  ) {}

  /** Counts one email; throws RateLimited when a limit is reached (nothing more is counted). */
  async check(clientIp: string, recipient: string): Promise<void> {
    const withheld = await this.takeEmail(clientIp, recipient);
    if (withheld) throw new RateLimited(withheld.retryAfterSeconds);
  }

  /** Counts one email when both limits allow it; otherwise says why not and for how long. */
  async takeEmail(clientIp: string, recipient: string): Promise<EmailWithheld | null> {
    const client = await this.take(this.buckets.client(clientIp), this.limits.perClient);
    if (client !== null) return { reason: 'client-limit', retryAfterSeconds: client };
    const to = await this.take(this.buckets.recipient(recipient), this.limits.perRecipient);
    if (to !== null) return { reason: 'recipient-limit', retryAfterSeconds: to };
    return null;
  }

  /** Counts one plan save of this client; throws RateLimited past its limit. */
  async countSave(clientIp: string): Promise<void> {
    const rule = this.limits.savesPerClient ?? DEFAULT_SAVES_PER_CLIENT;
    const wait = await this.take(this.buckets.saves(clientIp), rule);
    if (wait !== null) throw new RateLimited(wait);
  }

  /** null when taken; else the seconds until the window has room. */
  private async take(bucket: string, rule: RateLimitRule): Promise<number | null> {
    const now = this.clock.now();
    this.pruneNowAndThen(now);
    const result = await this.store.take(bucket, rule.max, rule.windowMs, now);
    return result.taken ? null : Math.max(1, Math.ceil((result.retryAt - now) / 1000));
  }

  private pruneNowAndThen(now: number): void {
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    const { perClient, perRecipient, savesPerClient = DEFAULT_SAVES_PER_CLIENT } = this.limits;
    const longest = Math.max(perClient.windowMs, perRecipient.windowMs, savesPerClient.windowMs);
    // Not awaited: a failed prune only leaves old rows for the next one.
    this.store.prune(now - longest).catch(() => {});
  }
}
