// The store the services use, in three parts (plans, mail jobs, limits): MongoDB (several server
// instances on one replica set) or the embedded default, SQLite (one instance per DATA_DIR).
// Every timestamp is milliseconds since the epoch.
import type { PlanAnswers, Language } from '../../src/vocabulary/types';
import type { PlanDetails } from '../../src/domain/plan/details';
import type { FloorPlanSketch } from '../../src/domain/floor-plan/sketch';
import type { MailPayloads } from '../mail/kinds';

/** What a household entered: the plan as the page shows and prints it. */
export interface PlanContent {
  answers: PlanAnswers;
  /** Absent on plans saved before the details existed. */
  details?: PlanDetails;
  language: Language;
  /** The floor-plan sketch, when the household drew one. */
  sketch?: FloorPlanSketch;
}

/** A plan's content sealed with its read key (AES-256-GCM, services/plan-seal.ts). */
export interface SealedContent {
  v: 1;
  /** base64url: the 12-byte nonce, and the ciphertext followed by its 16-byte tag. */
  iv: string;
  data: string;
}

/** A change applied to a plan, kept to answer its replay as the first time. */
export interface PlanChange {
  idempotencyKey: string;
  requestHash: string;
}

interface PlanRecordBase {
  identifier: string;
  /** The first save's key (its mail job is 'plan:' + this key). */
  idempotencyKey: string;
  /** Hash of the validated request, to tell a replay from a different request under one key. */
  requestHash: string;
  createdAt: number;
}

/**
 * A plan saved before owner keys: its content in the clear and no owner, so nobody can change or
 * delete it; it still opens by its link (server/README.md says how it is protected).
 * Name and email are never kept with a plan: only the queued message holds them.
 */
export interface OpenPlanRecord extends PlanRecordBase, PlanContent {
  state?: undefined;
}

/** A plan saved with owner keys: sealed with the key only its links carry, and owned. */
export interface SealedPlanRecord extends PlanRecordBase {
  state: 'sealed';
  sealed: SealedContent;
  /** sha256 of the owner key (services/plan-seal.ts); the key itself is never stored. */
  ownerKeyHash: string;
  /**
   * sha256 of the read key, kept when the plan is deleted so its link can still be told "deleted"
   * (and nobody without the key can tell a deleted plan from none). Absent on plans saved before.
   */
  readKeyHash?: string;
  /** Counts the writes: a change is written only over the revision it was made from. */
  revision: number;
  updatedAt: number;
  /** The updates applied, oldest first (the last PLAN_CHANGES_KEPT). */
  changes: PlanChange[];
}

/** A deleted plan: nothing of the household, only what answers a replayed change or delete. */
export interface DeletedPlanRecord extends PlanRecordBase {
  state: 'deleted';
  ownerKeyHash: string;
  readKeyHash?: string;
  revision: number;
  deletedAt: number;
  changes: PlanChange[];
}

export type PlanRecord = OpenPlanRecord | SealedPlanRecord | DeletedPlanRecord;

/** A plan that has an owner (it can be changed or deleted). */
export type OwnedPlanRecord = SealedPlanRecord | DeletedPlanRecord;

/** What a replace writes with the plan, all or nothing. */
export interface PlanReplaceEffects {
  /** A mail job to queue (the updated plan's email). */
  mail?: MailRecord;
  /** The idempotency keys of mail jobs to remove, whatever their status (a deleted plan's). */
  dropMail?: readonly string[];
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

/** The mail job's idempotency key: the request's key, kept apart per kind. */
export function mailKey(kind: MailKind, idempotencyKey: string): string {
  return `${kind}:${idempotencyKey}`;
}

/**
 * The mail job of a change to a plan: its key under the plan's identifier, so a key a client
 * used for a save, or for another plan's change, never meets it.
 */
export function changeMailKey(identifier: string, idempotencyKey: string): string {
  return mailKey('plan', `${identifier}:${idempotencyKey}`);
}

/** The keys of the mail jobs a plan queued: its save's and its changes'. */
export function planMailKeys(plan: PlanRecord): string[] {
  const changes = plan.state === undefined ? [] : plan.changes;
  return [
    mailKey('plan', plan.idempotencyKey),
    ...changes.map((change) => changeMailKey(plan.identifier, change.idempotencyKey)),
  ];
}

/** A job; its `payload` is emptied (`{}`) once the message is sent or has failed for good. */
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
  /**
   * Writes `next` over the plan if it is still at `expected.revision`, with its effects, all or
   * nothing; 'conflict' when another write came first. Removed bytes leave nothing behind (SQLite:
   * secure_delete; MongoDB: the document replaced).
   */
  replace(
    next: OwnedPlanRecord,
    expected: OwnedPlanRecord,
    effects?: PlanReplaceEffects,
  ): Promise<'replaced' | 'conflict'>;
  /**
   * Marks the plan in use at `at` (opened, changed), unless it was marked at or after
   * `unlessSince` already: retention counts from the latest mark.
   */
  touch(identifier: string, at: number, unlessSince: number): Promise<void>;
  /**
   * Removes every plan (and deleted plan) not in use since `before`, with its mail jobs;
   * answers how many.
   */
  removeInactive(before: number): Promise<number>;
}

/** The server's mail jobs: messages to send, each under a lease while a worker sends it. */
export interface MailJobStore {
  /**
   * Throws StoreReadOnly while the store takes no writes (a damaged file served read-only), so a
   * new submission is refused (503) before it reads the parts of the file that may be damaged.
   */
  assertWritable(): Promise<void>;
  /** 'duplicate' when a job with this idempotency key exists. */
  enqueue(mail: MailRecord): Promise<InsertResult>;
  /**
   * Removes checklist (quiz) emails, and any job of no plan, sent, failed or set aside before
   * `before` (already emptied of what is personal; kept until then only to answer a replay of
   * their request), telling a job's kind from the job itself; how many went. A plan's jobs go
   * with the plan.
   */
  removeFinishedQuiz(before: number): Promise<number>;
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
