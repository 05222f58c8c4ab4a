// The delivery model of everything the device sends (a plan save, a quiz email, any kind added
// later): one state per submission, in the same words on the page (src/submissions) and in the
// service worker (sw/submission-queue.ts). The server's side is another concept with its own
// words: mail jobs (server/stores/types.ts). Plain constants and types: this module is on the
// first screen's path, so it must not pull in the schema library.

/**
 * A submission's state, one word each:
 * - idle: nothing sent (or the result was dismissed);
 * - sending: on its way to the server;
 * - queued: kept on the device (the service worker's queue) until the server can be reached;
 * - sent: the server took it;
 * - failed: it did not go through (see SubmissionFailure).
 */
export const SUBMISSION_STATES = ['idle', 'sending', 'queued', 'sent', 'failed'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** Why a submission failed. */
export type SubmissionFailure =
  /** The server refused what was sent (bad or undeliverable address, …). */
  | { reason: 'invalid'; message?: string }
  /** The device saw before sending that something is missing; `field` names it (a question). */
  | { reason: 'incomplete'; field: string; message?: string }
  /**
   * The device saw before sending that a detail of the plan (a way out in words, the household)
   * cannot be saved: `field` names the question whose screen holds it, `detail` why.
   */
  | { reason: 'details'; field: string; detail: 'text' | 'name' | 'list' | 'too-many' }
  /**
   * Too many requests: try again after this many seconds (null: the server did not say), that
   * is at retryAt (milliseconds since 1970, on this device's clock).
   */
  | { reason: 'rate-limited'; retryAfterSeconds: number | null; retryAt?: number }
  /** The server failed (5xx) or answered something unreadable. */
  | { reason: 'server'; status?: number }
  /** The request never reached the server, and no service worker kept it. */
  | { reason: 'network' };

/** A submission's state with what belongs to it: the server's answer once sent, the reason once failed. */
export type SubmissionStatus =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'queued' }
  | { state: 'sent'; result?: unknown }
  | { state: 'failed'; failure: SubmissionFailure };

/** The states the service worker reports for a request it holds: queued until the server answers. */
export type ReportedState = Extract<SubmissionState, 'queued' | 'sent' | 'failed'>;

/** What the service worker last knew about one request, kept in SUBMISSION_RESULTS.database. */
export interface SubmissionReport {
  idempotencyKey: string;
  state: ReportedState;
  /** HTTP status of the server's answer, once there is one. */
  status?: number;
  /** The server's JSON answer (e.g. the saved plan's identifier), once there is one. */
  body?: unknown;
  /** When the worker wrote it (milliseconds since 1970): a newer report replaces an older one. */
  at: number;
}

/**
 * Where the service worker keeps its reports (IndexedDB) and the channel on which it says "the
 * reports changed". The page reads the reports themselves, always from the database. The names on
 * disk are those of earlier releases, so reports written before an update are still read.
 */
export const SUBMISSION_RESULTS = {
  database: 'escape-plan-outbox-results',
  store: 'results',
  channel: 'escape-plan-outbox',
} as const;

/** What the worker posts on SUBMISSION_RESULTS.channel after writing a report. */
export const RESULTS_CHANGED = { type: 'submission-results-changed' } as const;

/** Words of earlier releases' reports, in today's: waiting and replaying both were "queued". */
const EARLIER_STATES: Record<string, ReportedState> = { waiting: 'queued', sending: 'queued' };

/** A stored report, or null when the value is none (also reads earlier releases' reports). */
export function readSubmissionReport(value: unknown): SubmissionReport | null {
  if (typeof value !== 'object' || value === null) return null;
  const { idempotencyKey, state, status, body, at } = value as Record<string, unknown>;
  if (typeof idempotencyKey !== 'string' || typeof at !== 'number') return null;
  const known =
    state === 'queued' || state === 'sent' || state === 'failed'
      ? state
      : EARLIER_STATES[String(state)];
  if (!known) return null;
  return {
    idempotencyKey,
    state: known,
    ...(typeof status === 'number' ? { status } : {}),
    ...(body !== undefined ? { body } : {}),
    at,
  };
}

/**
 * A report's body as the service worker keeps it: without the keys a plan's answer echoes. The
 * device keeps its own plan's keys where it made them (saved-plans-slice); a report outlives its
 * request, and nothing that opens, changes or deletes a plan may linger in it once it was sent.
 */
export function reportBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  if (!('ownerKey' in body) && !('readKey' in body)) return body;
  const kept: Record<string, unknown> = { ...body };
  delete kept.ownerKey;
  delete kept.readKey;
  return kept;
}

/** The status of the service worker's answer when it queued a request (body: queued-response.ts). */
export const QUEUED_STATUS = 202;

/** Messages the page posts to the service worker. */
export type PageToWorkerMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'REPLAY_QUEUED' }
  /** Everything on this device is cleared: what waits to be sent goes too (answered on a port). */
  | { type: 'CLEAR_QUEUED' };

/** Kept at least 7 days, in minutes as workbox-background-sync counts. */
export const QUEUE_RETENTION_MINUTES = 7 * 24 * 60;
