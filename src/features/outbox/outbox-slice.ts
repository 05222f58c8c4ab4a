// Everything the device sends, in one place: each kind's latest submission (its idempotency key,
// what it was about, its status), and what the service worker's outbox reported about each
// request, by idempotency key. Persisted, so a page opened after a background replay can still
// say "sent", and a retry after a reload reuses the key of a request whose outcome is unknown.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OutboxKind, OutboxState, OutboxUpdate } from '../../contracts/outbox';
import {
  IDLE,
  failureOf,
  type Submission,
  type SubmissionKind,
  type SubmissionStatus,
} from './submission';

/** What the service worker last said about one request. */
export interface OutboxEntry {
  kind: OutboxKind;
  state: OutboxState;
  status?: number;
  body?: unknown;
  at: number;
}

export interface OutboxSliceState {
  entries: Record<string, OutboxEntry>;
  submissions: Partial<Record<SubmissionKind, Submission>>;
}

const initialState: OutboxSliceState = { entries: {}, submissions: {} };

/** The submission's status once the service worker reports on its request. */
function statusFromOutbox(update: OutboxUpdate): SubmissionStatus {
  switch (update.state) {
    case 'sent':
      return { state: 'sent', result: update.body };
    case 'failed':
      return { state: 'failed', failure: failureOf(update.status ?? 0) };
    default:
      // Waiting, or being replayed: still on the device as far as the person is concerned.
      return { state: 'queued' };
  }
}

export const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    /** A submission starts (or starts again): it is sending, under this key. */
    submissionStarted(
      state,
      action: PayloadAction<{ kind: SubmissionKind } & Omit<Submission, 'status'>>,
    ) {
      const { kind, ...submission } = action.payload;
      state.submissions ??= {};
      state.submissions[kind] = { ...submission, status: { state: 'sending' } };
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
      state.submissions ??= {};
      state.submissions[kind] = { idempotencyKey: '', request: '', subject: '', status };
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
      const submission = state.submissions?.[kind];
      // A newer attempt under another key has taken its place: this answer is old news.
      if (submission?.idempotencyKey === idempotencyKey) submission.status = status;
    },
    /** The person closed a result (e.g. "send to another address"): the form comes back. */
    submissionDismissed(state, action: PayloadAction<{ kind: SubmissionKind }>) {
      const submission = state.submissions?.[action.payload.kind];
      if (submission) submission.status = IDLE;
    },
    /**
     * After a reload nothing is still "sending" from the last visit: whether it reached the
     * server is unknown, so it counts as a network failure (a retry reuses the key).
     */
    submissionsRestored(state) {
      for (const submission of Object.values(state.submissions ?? {})) {
        if (submission.status.state === 'sending') {
          submission.status = { state: 'failed', failure: { reason: 'network' } };
        }
      }
    },
    outboxUpdated(state, action: PayloadAction<OutboxUpdate>) {
      const { idempotencyKey, kind, state: entryState, status, body, at } = action.payload;
      const known = state.entries[idempotencyKey];
      // Messages can arrive out of order (channel and stored result); the newest wins.
      if (known && known.at > at) return;
      state.entries[idempotencyKey] = { kind, state: entryState, status, body, at };
      const submission = state.submissions?.[kind];
      if (submission?.idempotencyKey !== idempotencyKey) return;
      // Dismissed or settled results stay as they are unless the outbox has news of an outcome.
      if (submission.status.state === 'sent' || submission.status.state === 'idle') return;
      submission.status = statusFromOutbox(action.payload);
    },
  },
  selectors: {
    selectOutboxEntries: (state) => state.entries,
    selectOutboxEntry: (state, idempotencyKey: string | undefined) =>
      idempotencyKey ? state.entries[idempotencyKey] : undefined,
    selectSubmission: (state, kind: SubmissionKind): Submission | undefined =>
      state.submissions?.[kind],
    selectSubmissionStatus: (state, kind: SubmissionKind): SubmissionStatus =>
      state.submissions?.[kind]?.status ?? IDLE,
  },
});

export const {
  outboxUpdated,
  submissionStarted,
  submissionRefused,
  submissionSettled,
  submissionDismissed,
  submissionsRestored,
} = outboxSlice.actions;
export const { selectOutboxEntries, selectOutboxEntry, selectSubmission, selectSubmissionStatus } =
  outboxSlice.selectors;

export function isOutboxPending(entry: OutboxEntry | undefined): boolean {
  return entry?.state === 'waiting' || entry?.state === 'sending';
}
