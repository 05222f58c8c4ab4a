// Records a message as a mail job in the store. An API call never sends mail itself: the worker does.
import type { Clock } from '../clock';
import type { InsertResult, MailJobStore, MailRecord } from '../stores/types';
import type { Language } from '../../src/vocabulary/types';
import { MailJobsFull } from './errors';
import { timeOrderedIdentifier } from './identifiers';

/** Backpressure: beyond `maxWaiting` unsent messages a new mail request is refused for now. */
export interface MailJobLimits {
  maxWaiting: number;
  /** What a refused client is told to wait before trying again. */
  retryAfterSeconds: number;
}

const DEFAULT_MAIL_JOB_LIMITS: MailJobLimits = { maxWaiting: 1_000, retryAfterSeconds: 60 };

/**
 * How long a count of the waiting mail jobs stands in for a new one. Counting on every request cost a third of
 * a save's CPU (npm run bench:server); between counts, messages queued here are added to the last
 * count and sent ones are not taken off, so the estimate only errs high, and a request is refused
 * only on a fresh count.
 */
export const MAIL_JOB_COUNT_FRESH_MS = 1_000;

/** A kind of mail with its payload, as the store's MailRecord defines them (each kind once). */
export type QueuedMail = MailRecord extends infer Kind
  ? Kind extends MailRecord
    ? Pick<Kind, 'kind' | 'payload'>
    : never
  : never;

export interface MailToQueue {
  idempotencyKey: string;
  requestHash: string;
  language: Language;
  to: string;
  mail: QueuedMail;
}

export class MailQueue {
  private counted: { waiting: number; at: number } | null = null;

  constructor(
    private readonly store: MailJobStore,
    private readonly clock: Clock,
    /** Called after a new message was recorded (the local worker looks at once). */
    private readonly onQueued: () => void = () => {},
    private readonly limits: MailJobLimits = DEFAULT_MAIL_JOB_LIMITS,
  ) {}

  /**
   * Throws MailJobsFull when as many mail jobs wait as may: called before anything of a new
   * request is stored or counted, so a refused request leaves no trace and can simply come back.
   */
  /** Refuses a new submission while the store takes no writes (StoreReadOnly: 503). */
  assertWritable(): Promise<void> {
    return this.store.assertWritable();
  }

  async assertRoom(): Promise<void> {
    const now = this.clock.now();
    const { maxWaiting } = this.limits;
    const counted = this.counted;
    if (counted && now - counted.at < MAIL_JOB_COUNT_FRESH_MS && counted.waiting < maxWaiting)
      return;
    const { waiting } = await this.store.depth(maxWaiting);
    this.counted = { waiting, at: now };
    if (waiting >= maxWaiting) throw new MailJobsFull(this.limits.retryAfterSeconds);
  }

  /** The job a message becomes, for a caller that stores it itself (a plan with its mail). */
  jobOf(message: MailToQueue): MailRecord {
    const now = this.clock.now();
    return {
      id: timeOrderedIdentifier(now),
      idempotencyKey: message.idempotencyKey,
      requestHash: message.requestHash,
      language: message.language,
      to: message.to,
      ...message.mail,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      leaseUntil: null,
      leaseOwner: null,
      sentAt: null,
      createdAt: now,
      lastError: null,
    } satisfies MailRecord;
  }

  /** Told after a job was stored: the count goes up and the worker looks at once. */
  stored(): void {
    if (this.counted) this.counted.waiting += 1;
    this.onQueued();
  }

  /** 'duplicate' when a message with this idempotency key was queued before. */
  async queue(message: MailToQueue): Promise<InsertResult> {
    const result = await this.store.enqueue(this.jobOf(message));
    if (result === 'inserted') this.stored();
    return result;
  }

  findByIdempotencyKey(idempotencyKey: string): Promise<MailRecord | null> {
    return this.store.findByIdempotencyKey(idempotencyKey);
  }
}
