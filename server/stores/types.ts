// The store the services use, in three parts (plans, mail jobs, limits): MongoDB (several server
// instances on one replica set) or the embedded default, SQLite (one instance per DATA_DIR).
// Every timestamp is milliseconds since the epoch.
import type { PlanAnswers, Language } from '../../src/vocabulary/types';
import type { PlanDetails } from '../../src/domain/plan/details';
import type { FloorPlanSketch } from '../../src/domain/floor-plan/sketch';
import type { MailPayloads } from '../mail/kinds';

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
const MAIL_STATUSES: readonly MailStatus[] = ['pending', 'sending', 'sent', 'failed'];

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

export type MailKind = keyof MailPayloads;

export type MailRecord = {
  [Kind in MailKind]: MailRecordBase & { kind: Kind; payload: MailPayloads[Kind] };
}[MailKind];

export type InsertResult = 'inserted' | 'duplicate';

/** The statuses a mail job can have, with 'set-aside': set aside, kept, never sent or retried. */
export type MailJobStatus = MailStatus | 'set-aside';
export const MAIL_JOB_STATUSES: readonly MailJobStatus[] = [...MAIL_STATUSES, 'set-aside'];

export interface StoreStats {
  plans: number;
  mail: Record<MailJobStatus, number>;
}

/** The messages not yet handed over (pending or being sent), and how long the oldest waited. */
export interface MailJobsDepth {
  waiting: number;
  /** createdAt of the oldest waiting message; null when none waits. */
  oldestCreatedAt: number | null;
}

/** The answer of a sliding-window limit: taken (counted), or refused until `retryAt`. */
export type LimitTake = { taken: true } | { taken: false; retryAt: number };

/** The saved plans. */
export interface PlanStore {
  /** The plan and its mail job, both or neither; 'duplicate' when its identifier or key is taken. */
  insert(plan: PlanRecord, mail?: MailRecord): Promise<InsertResult>;
  /** Throws RecordDamaged when the stored plan cannot be read back as it was written. */
  find(identifier: string): Promise<PlanRecord | null>;
  findByIdempotencyKey(idempotencyKey: string): Promise<PlanRecord | null>;
}

/** The server's mail jobs: messages to send, each under a lease while a worker sends it. */
export interface MailJobStore {
  /** 'duplicate' when a job with this idempotency key exists. */
  enqueue(mail: MailRecord): Promise<InsertResult>;
  findByIdempotencyKey(idempotencyKey: string): Promise<MailRecord | null>;
  /**
   * Atomically takes the job due longest (pending, or sending with an expired lease) under a
   * lease and counts the attempt; a job that cannot be read is set aside, the next one taken.
   */
  claim(owner: string, now: number, leaseMs: number): Promise<MailRecord | null>;
  /** Each of these succeeds only while `owner` still holds the lease; false otherwise. */
  markSent(id: string, owner: string, now: number): Promise<boolean>;
  markRetry(id: string, owner: string, nextAttemptAt: number, error: string): Promise<boolean>;
  markFailed(id: string, owner: string, error: string): Promise<boolean>;
  /** Cheap enough for every mail request: counted up to `countUpTo` at most (the caller's cap). */
  depth(countUpTo?: number): Promise<MailJobsDepth>;
}

/** Sliding-window limits, kept in the store so they hold across restarts and instances. */
export interface LimitStore {
  /** One hit of `bucket` when fewer than `max` fall in (now - windowMs, now], else when to retry. */
  take(bucket: string, max: number, windowMs: number, now: number): Promise<LimitTake>;
  /** Forgets hits older than `before` (no window reaches back that far). */
  prune(before: number): Promise<void>;
}

/** Records that were found damaged since the store opened, per kind; for operators. */
export interface DamageCounts {
  plans: number;
  mail: number;
}

export interface Store {
  readonly kind: 'sqlite' | 'mongodb';
  readonly plans: PlanStore;
  readonly mailJobs: MailJobStore;
  readonly limits: LimitStore;
  stats(): Promise<StoreStats>;
  damage(): DamageCounts;
  /** Throws when the store cannot serve requests. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
