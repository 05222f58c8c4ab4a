// The offline outbox's vocabulary, shared by the service worker (sw/outbox.ts) and the page
// (src/features/outbox). Requests that cannot reach the server wait in a background-sync queue;
// the page learns what happened to each one by its idempotency key. Plain constants and types:
// this module is on the first screen's path, so it must not pull in the schema library.
import { API_PATHS } from './api-paths';

/** The API writes that wait in the outbox when the device is offline or the server is down. */
export const OUTBOX_ROUTES = {
  [API_PATHS.planSave]: 'plan',
  [API_PATHS.quizEmail]: 'quiz',
} as const;
export type OutboxKind = (typeof OUTBOX_ROUTES)[keyof typeof OUTBOX_ROUTES];

export type OutboxPath = keyof typeof OUTBOX_ROUTES;

/** The API path a kind of request is posted to. */
export function outboxPathOf(kind: OutboxKind): OutboxPath {
  return (Object.keys(OUTBOX_ROUTES) as OutboxPath[]).find((path) => OUTBOX_ROUTES[path] === kind)!;
}

export function outboxKindOf(pathname: string): OutboxKind | undefined {
  return Object.hasOwn(OUTBOX_ROUTES, pathname)
    ? OUTBOX_ROUTES[pathname as keyof typeof OUTBOX_ROUTES]
    : undefined;
}

/** waiting: stored on the device; sending: being replayed; sent: the server took it; failed: refused. */
export type OutboxState = 'waiting' | 'sending' | 'sent' | 'failed';

export const OUTBOX_CHANNEL = 'escape-plan-outbox';

export interface OutboxUpdate {
  type: 'outbox-update';
  idempotencyKey: string;
  kind: OutboxKind;
  state: OutboxState;
  /** HTTP status of the server's answer, once there is one. */
  status?: number;
  /** The server's JSON answer (e.g. the saved plan's identifier), once there is one. */
  body?: unknown;
  at: number;
}

/** The status of the service worker's answer when it queued a request (body: outbox-queued.ts). */
export const OUTBOX_QUEUED_STATUS = 202;

/** Messages the page posts to the service worker. */
export type PageToWorkerMessage = { type: 'SKIP_WAITING' } | { type: 'REPLAY_OUTBOX' };

/** Where the service worker keeps the last known state of every outbox request (IndexedDB). */
export const OUTBOX_RESULTS_DB = 'escape-plan-outbox-results';
export const OUTBOX_RESULTS_STORE = 'results';

/** Kept at least 7 days (issue 6), in minutes as workbox-background-sync counts. */
export const OUTBOX_RETENTION_MINUTES = 7 * 24 * 60;

/** Why a request the device sent did not go through (the page's outbox status, src/features/outbox). */
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
