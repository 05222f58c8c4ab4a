// The one store interface the services use. Two implementations: MongoDB (several server
// instances on one replica set) and the embedded default, SQLite (one instance per DATA_DIR).
// Every timestamp is milliseconds since the epoch.
import type { PlanAnswers, Language } from '../../src/domain/types';
import type { PlanDetails } from '../../src/domain/plan-details';
import type { QuizResultSummary } from '../../src/domain/quiz';
import type { FloorPlanSketch } from '../../src/domain/floor-plan/sketch';

/** A saved plan. Name and email are not kept here: only the queued message holds them. */
export interface PlanRecord {
  identifier: string;
  idempotencyKey: string;
  /** Hash of the validated request, to tell a replay from a different request under one key. */
  requestHash: string;
  answers: PlanAnswers;
  /** Absent on plans saved before the details existed. */
  details?: PlanDetails;
  language: Language;
  createdAt: number;
  /** The floor-plan sketch, when the household drew one. */
  sketch?: FloorPlanSketch;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';
export const MAIL_STATUSES: readonly MailStatus[] = ['pending', 'sending', 'sent', 'failed'];

export interface PlanMailPayload {
  identifier: string;
  name: string;
  answers: PlanAnswers;
  details?: PlanDetails;
  sketch?: FloorPlanSketch;
}

export interface QuizMailPayload {
  name: string;
  /** Recomputed on the server from the chosen options, never the client's numbers. */
  summary: QuizResultSummary;
}

interface MailRecordBase {
  id: string;
  /** Unique; namespaced by kind ('plan:…', 'quiz:…'). */
  idempotencyKey: string;
  requestHash: string;
  language: Language;
  /** The typed address; blanked once the message is sent or has failed for good. */
  to: string;
  status: MailStatus;
  /** Claims so far (a claim counts even if the worker dies before it reports). */
  attempts: number;
  /** When the next attempt is due; null once the message is sent or failed for good. */
  nextAttemptAt: number | null;
  leaseUntil: number | null;
  leaseOwner: string | null;
  sentAt: number | null;
  createdAt: number;
  /** A short error code of the last failed attempt; never a server's message text. */
  lastError: string | null;
}

export type MailRecord =
  | (MailRecordBase & { kind: 'plan'; payload: PlanMailPayload })
  | (MailRecordBase & { kind: 'quiz'; payload: QuizMailPayload });

export type MailKind = MailRecord['kind'];

export type InsertResult = 'inserted' | 'duplicate';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window ends. */
  resetAt: number;
}

export interface StoreStats {
  plans: number;
  mail: Record<MailStatus, number>;
}

/** The messages not yet handed over (pending or being sent), and how long the oldest waited. */
export interface OutboxDepth {
  waiting: number;
  /** createdAt of the oldest waiting message; null when none waits. */
  oldestCreatedAt: number | null;
}

export interface Store {
  readonly kind: 'sqlite' | 'mongodb';

  /** 'duplicate' when the identifier or the idempotency key is already stored. */
  insertPlan(plan: PlanRecord): Promise<InsertResult>;
  findPlan(identifier: string): Promise<PlanRecord | null>;
  findPlanByIdempotencyKey(idempotencyKey: string): Promise<PlanRecord | null>;

  /** 'duplicate' when a message with this idempotency key is already queued. */
  enqueueMail(mail: MailRecord): Promise<InsertResult>;
  findMailByIdempotencyKey(idempotencyKey: string): Promise<MailRecord | null>;
  /**
   * Atomically takes the message due longest (pending and due, or sending with an expired lease),
   * marks it sending under `owner` until now + leaseMs and counts the attempt.
   */
  claimMail(owner: string, now: number, leaseMs: number): Promise<MailRecord | null>;
  /** Each of these succeeds only while `owner` still holds the lease; false otherwise. */
  markMailSent(id: string, owner: string, now: number): Promise<boolean>;
  markMailRetry(id: string, owner: string, nextAttemptAt: number, error: string): Promise<boolean>;
  markMailFailed(id: string, owner: string, error: string): Promise<boolean>;

  /** Counts one request in the fixed window of `bucket` that contains `now`. */
  hitRateLimit(bucket: string, windowMs: number, now: number): Promise<RateLimitHit>;

  stats(): Promise<StoreStats>;
  /**
   * Cheap enough for every mail request: an index range as long as the outbox, counted up to
   * `countUpTo` at most (the cap the caller compares with).
   */
  outboxDepth(countUpTo?: number): Promise<OutboxDepth>;
  /** Throws when the store cannot serve requests. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Fields that hold personal data, blanked when a message is done. */
export function redactedMailFields(): { to: string; 'payload.name': string } {
  return { to: '', 'payload.name': '' };
}

/**
 * What each end of a lease writes to a mail record, the same in every store: a sent or failed
 * message loses its personal data, a retry waits for its next attempt.
 */
export const mailOutcome = {
  sent: (now: number) => ({
    status: 'sent' as const,
    sentAt: now,
    nextAttemptAt: null,
    lastError: null,
    ...redactedMailFields(),
  }),
  retry: (nextAttemptAt: number, error: string) => ({
    status: 'pending' as const,
    nextAttemptAt,
    lastError: error,
  }),
  failed: (error: string) => ({
    status: 'failed' as const,
    nextAttemptAt: null,
    lastError: error,
    ...redactedMailFields(),
  }),
};

export function windowStart(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}
