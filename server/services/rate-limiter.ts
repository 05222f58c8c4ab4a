// Fixed-window limits on the mail endpoints, counted in the store so they hold across server
// instances: per client address and per recipient (hashed).
import type { Clock } from '../clock';
import type { RateLimitRule } from '../config';
import type { Store } from '../stores/types';
import { clientNetwork } from './client-network';
import { RateLimited } from './errors';
import { recipientTag } from './identifiers';

export interface MailRateLimits {
  perClient: RateLimitRule;
  perRecipient: RateLimitRule;
}

export const DEFAULT_MAIL_RATE_LIMITS: MailRateLimits = {
  perClient: { max: 20, windowMs: 10 * 60 * 1000 },
  perRecipient: { max: 5, windowMs: 60 * 60 * 1000 },
};

export class MailRateLimiter {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly limits: MailRateLimits,
  ) {}

  /** Counts one mail request; throws RateLimited when a limit is over. */
  async check(clientIp: string, recipient: string): Promise<void> {
    await this.hit(`client:${clientNetwork(clientIp)}`, this.limits.perClient);
    await this.hit(`recipient:${recipientTag(recipient)}`, this.limits.perRecipient);
  }

  private async hit(bucket: string, rule: RateLimitRule): Promise<void> {
    const now = this.clock.now();
    const { count, resetAt } = await this.store.hitRateLimit(bucket, rule.windowMs, now);
    if (count > rule.max) throw new RateLimited(Math.max(1, Math.ceil((resetAt - now) / 1000)));
  }
}
