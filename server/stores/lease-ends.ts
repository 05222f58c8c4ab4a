import { mailOutcome } from './types';

/**
 * The three ends of a mail lease, the same in every store: each writes its outcome's fields
 * (mailOutcome) through the store's own finishLease, which succeeds only while `owner` still holds
 * the lease.
 */
export abstract class LeaseEnds {
  protected abstract finishLease(id: string, owner: string, fields: object): Promise<boolean>;

  markSent(id: string, owner: string, now: number): Promise<boolean> {
    return this.finishLease(id, owner, mailOutcome.sent(now));
  }

  markRetry(id: string, owner: string, nextAttemptAt: number, error: string): Promise<boolean> {
    return this.finishLease(id, owner, mailOutcome.retry(nextAttemptAt, error));
  }

  markFailed(id: string, owner: string, error: string): Promise<boolean> {
    return this.finishLease(id, owner, mailOutcome.failed(error));
  }
}
