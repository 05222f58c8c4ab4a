// Everything the device sends, in one map: each kind's latest submission (its idempotency key,
// what it was about, its status). Persisted, so a retry after a reload reuses the key of a request
// whose outcome is unknown. What the service worker reports about a queued request
// (submissionReported, read from its results store by ./worker-results.ts) moves the submission
// under that key on.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SubmissionReport } from '../contracts/submissions';
import {
  IDLE,
  failureOf,
  type Submission,
  type SubmissionKind,
  type SubmissionStatus,
} from './submission';

/** The latest submission of each kind. */
export type SubmissionsState = Partial<Record<SubmissionKind, Submission>>;

const initialState: SubmissionsState = {};

/** The submission's status once the service worker reports on its request. */
function statusOfReport(report: SubmissionReport): SubmissionStatus {
  switch (report.state) {
    case 'sent':
      return { state: 'sent', result: report.body };
    case 'failed':
      return { state: 'failed', failure: failureOf(report.status ?? 0) };
    case 'queued':
      return { state: 'queued' };
  }
}

export const submissionsSlice = createSlice({
  name: 'submissions',
  initialState,
  reducers: {
    /** A submission starts (or starts again): it is sending, under this key. */
    submissionStarted(
      state,
      action: PayloadAction<{ kind: SubmissionKind } & Omit<Submission, 'status' | 'reportedAt'>>,
    ) {
      const { kind, ...submission } = action.payload;
      const previous = state[kind];
      // The same key again: what the worker already reported about it stays old news.
      const reportedAt =
        previous?.idempotencyKey === submission.idempotencyKey ? previous.reportedAt : undefined;
      state[kind] = {
        ...submission,
        status: { state: 'sending' },
        ...(reportedAt === undefined ? {} : { reportedAt }),
      };
    },
    /** The device refused to send it (e.g. an incomplete plan): nothing went out, no key kept. */
    submissionRefused(
      state,
      action: PayloadAction<{
        kind: SubmissionKind;
        status: SubmissionStatus & { state: 'failed' };
      }>,
    ) {
      const { kind, status } = action.payload;
      state[kind] = { idempotencyKey: '', request: '', subject: '', status };
    },
    /** What the server (or the service worker, when it queued it) answered this attempt. */
    submissionSettled(
      state,
      action: PayloadAction<{
        kind: SubmissionKind;
        idempotencyKey: string;
        status: SubmissionStatus;
      }>,
    ) {
      const { kind, idempotencyKey, status } = action.payload;
      const submission = state[kind];
      // A newer attempt under another key has taken its place: this answer is old news.
      if (submission?.idempotencyKey === idempotencyKey) submission.status = status;
    },
    /** The person closed a result (e.g. "send to another address"): the form comes back. */
    submissionDismissed(state, action: PayloadAction<{ kind: SubmissionKind }>) {
      const submission = state[action.payload.kind];
      if (submission) submission.status = IDLE;
    },
    /**
     * Taken over as sent: a plan saved on another device, whose private link this device opened
     * to change it. `subject` is the fingerprint of what was sent.
     */
    submissionAdopted(
      state,
      action: PayloadAction<{ kind: SubmissionKind; subject: string; result: unknown }>,
    ) {
      const { kind, subject, result } = action.payload;
      state[kind] = { idempotencyKey: '', request: '', subject, status: { state: 'sent', result } };
    },
    /** Forgotten: what it made is no more (a deleted plan), so nothing is said about it. */
    submissionForgotten(state, action: PayloadAction<{ kind: SubmissionKind }>) {
      delete state[action.payload.kind];
    },
    /**
     * After a reload nothing is still "sending" from the last visit: whether it reached the
     * server is unknown, so it counts as a network failure (a retry reuses the key).
     */
    submissionsRestored(state) {
      for (const submission of Object.values(state)) {
        if (submission?.status.state === 'sending') {
          submission.status = { state: 'failed', failure: { reason: 'network' } };
        }
      }
    },
    /** The service worker's report on one request: it moves the submission sent under its key. */
    submissionReported(state, action: PayloadAction<SubmissionReport>) {
      const report = action.payload;
      const submission = Object.values(state).find(
        (candidate) => candidate?.idempotencyKey === report.idempotencyKey,
      );
      if (!submission) return;
      // Reports are read again and again from the worker's store: one read before is old news.
      if (submission.reportedAt !== undefined && submission.reportedAt >= report.at) return;
      submission.reportedAt = report.at;
      // Dismissed or settled results stay as they are unless the worker has news of an outcome.
      if (submission.status.state === 'sent' || submission.status.state === 'idle') return;
      submission.status = statusOfReport(report);
    },
  },
  selectors: {
    selectSubmission: (state, kind: SubmissionKind): Submission | undefined => state[kind],
    selectSubmissionStatus: (state, kind: SubmissionKind): SubmissionStatus =>
      state[kind]?.status ?? IDLE,
    /** True while something waits in the service worker's queue. */
    selectHasQueued: (state): boolean =>
      Object.values(state).some((submission) => submission?.status.state === 'queued'),
  },
});

export const {
  submissionAdopted,
  submissionForgotten,
  submissionReported,
  submissionStarted,
  submissionRefused,
  submissionSettled,
  submissionDismissed,
  submissionsRestored,
} = submissionsSlice.actions;
export const { selectSubmission, selectSubmissionStatus, selectHasQueued } =
  submissionsSlice.selectors;
