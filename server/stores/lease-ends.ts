/**
 * The three ends of a mail lease, the same in every store: each writes its outcome's fields
 * through the store's own finishLease, which succeeds only while `owner` still holds the lease.
 * A sent or failed message loses its personal data: the address and the whole payload (the name,
 * the plan's words, its drawing and keys); a retry waits for its next attempt.
 */
export abstract class LeaseEnds {
  protected abstract finishLease(id: string, owner: string, fields: object): Promise<boolean>;

  markSent(id: string, owner: string, now: number): Promise<boolean> {
    const done = { status: 'sent', sentAt: now, nextAttemptAt: null, lastError: null };
    return this.finishLease(id, owner, { ...done, to: '', payload: {} });
  }

  markRetry(id: string, owner: string, nextAttemptAt: number, error: string): Promise<boolean> {
    return this.finishLease(id, owner, { status: 'pending', nextAttemptAt, lastError: error });
  }

  markFailed(id: string, owner: string, error: string): Promise<boolean> {
    const done = { status: 'failed', nextAttemptAt: null, lastError: error };
    return this.finishLease(id, owner, { ...done, to: '', payload: {} });
  }
}
