// The pure rules about a submission (plan save, quiz email, and any kind added later). Its state
// words are the delivery model's (src/contracts/submissions.ts), shared with the service worker.
// No React, no fetch, no schema library: the store (first screen) reads these.
import type { SubmissionFailure, SubmissionStatus } from '../contracts/submissions';

export type {
  SubmissionFailure,
  SubmissionState,
  SubmissionStatus,
} from '../contracts/submissions';

/**
 * The kinds of submission the app sends (one definition each in ./kinds.ts): the store keeps the
 * latest of each. A misspelt kind does not compile.
 */
export const SUBMISSION_KINDS = ['plan', 'planDelete', 'quiz'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export interface Submission {
  /** Made on the device (src/contracts/idempotency.ts); the server stores and mails each key once. */
  idempotencyKey: string;
  /** Fingerprint of the whole request: the same request keeps its key until its outcome is known. */
  request: string;
  /** Fingerprint of what it is about (the plan's answers, the checklist): "changed since sent". */
  subject: string;
  status: SubmissionStatus;
  /** When the service worker last reported on this key (its report's `at`); older reports are old news. */
  reportedAt?: number;
}

export const IDLE: SubmissionStatus = { state: 'idle' };

/**
 * True once nothing more can come of this key: the server took it or refused it for good. Until
 * then (sending, queued, a network or server failure) a retry of the same request reuses the key,
 * so it is stored and mailed once however often it is sent.
 */
export function isOutcomeKnown(status: SubmissionStatus): boolean {
  if (status.state === 'sent' || status.state === 'idle') return true;
  if (status.state !== 'failed') return false;
  return status.failure.reason !== 'network' && status.failure.reason !== 'server';
}

/** A refused answer's reason, from its HTTP status (and Retry-After, in seconds, for a 429). */
export function failureOf(status: number, retryAfter?: string | null): SubmissionFailure {
  if (status === 429) {
    const seconds = Number.parseInt(retryAfter ?? '', 10);
    return Number.isFinite(seconds)
      ? { reason: 'rate-limited', retryAfterSeconds: seconds, retryAt: Date.now() + seconds * 1000 }
      : { reason: 'rate-limited', retryAfterSeconds: null };
  }
  if (status >= 400 && status < 500) return { reason: 'invalid' };
  return { reason: 'server', status };
}
