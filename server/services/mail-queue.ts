// Records a message in the durable outbox. An API call never sends mail itself: the worker does.
import type { Clock } from '../clock';
import type {
  InsertResult,
  MailRecord,
  PlanMailPayload,
  QuizMailPayload,
  Store,
} from '../stores/types';
import type { Language } from '../../src/domain/types';
import { OutboxFull } from './errors';
import { randomIdentifier } from './identifiers';

/** Backpressure: beyond `maxWaiting` unsent messages a new mail request is refused for now. */
export interface OutboxLimits {
  maxWaiting: number;
  /** What a refused client is told to wait before trying again. */
  retryAfterSeconds: number;
}

export const DEFAULT_OUTBOX_LIMITS: OutboxLimits = { maxWaiting: 1_000, retryAfterSeconds: 60 };

export type QueuedMail =
  { kind: 'plan'; payload: PlanMailPayload } | { kind: 'quiz'; payload: QuizMailPayload };

export interface MailToQueue {
  idempotencyKey: string;
  requestHash: string;
  language: Language;
  to: string;
  mail: QueuedMail;
}

export class MailQueue {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    /** Called after a new message was recorded (the local worker looks at once). */
    private readonly onQueued: () => void = () => {},
    private readonly limits: OutboxLimits = DEFAULT_OUTBOX_LIMITS,
  ) {}

  /**
   * Throws OutboxFull when the outbox already holds its maximum: called before anything of a new
   * request is stored or counted, so a refused request leaves no trace and can simply come back.
   */
  async assertRoom(): Promise<void> {
    const { waiting } = await this.store.outboxDepth(this.limits.maxWaiting);
    if (waiting >= this.limits.maxWaiting) throw new OutboxFull(this.limits.retryAfterSeconds);
  }

  /** 'duplicate' when a message with this idempotency key was queued before. */
  async queue(message: MailToQueue): Promise<InsertResult> {
    const now = this.clock.now();
    const record = {
      id: randomIdentifier(),
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
    const result = await this.store.enqueueMail(record);
    if (result === 'inserted') this.onQueued();
    return result;
  }

  findByIdempotencyKey(idempotencyKey: string): Promise<MailRecord | null> {
    return this.store.findMailByIdempotencyKey(idempotencyKey);
  }
}
