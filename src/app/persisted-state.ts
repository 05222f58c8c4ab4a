// Migrations of the state persisted in IndexedDB, so an update never loses what someone entered.
// Loaded by src/app/store.ts only when a stored state is older than PERSIST_VERSION.
import type { MigrationManifest, PersistedState } from 'redux-persist';
import { planContent } from '../domain/plan/saved-content';
import type { PlanAnswers } from '../vocabulary/types';
import { fingerprint } from '../submissions/fingerprint';
import type { Submission, SubmissionStatus } from '../submissions/submission';

type Loose = Record<string, unknown> & PersistedState;

/** A status of version 1's plan (saveStatus) or quiz form (status), in today's words. */
function statusOfVersion1(old: unknown): SubmissionStatus | null {
  switch (old) {
    case 'saved':
    case 'submitted':
      return { state: 'sent' };
    case 'queued':
      return { state: 'queued' };
    case 'offline':
    case 'not-sent':
      return { state: 'failed', failure: { reason: 'network' } };
    case 'failed':
    case 'error':
      return { state: 'failed', failure: { reason: 'invalid' } };
    default:
      return null;
  }
}

function submissionOf(status: SubmissionStatus | null, key: unknown, subject: unknown) {
  if (!status) return undefined;
  const submission: Submission = {
    idempotencyKey: typeof key === 'string' ? key : '',
    request: '',
    subject: fingerprint(subject),
    status,
  };
  return submission;
}

export const migrations: MigrationManifest = {
  // 2: the plan's and the quiz email's send status moved into the outbox's submissions.
  2: (state) => {
    if (!state) return state;
    const { plan, quiz, outbox } = state as Loose & {
      plan?: Record<string, unknown>;
      quiz?: { emailForm?: Record<string, unknown>; answers?: unknown };
      outbox?: Record<string, unknown>;
    };
    const { identifier, saveStatus, queuedKey, ...planRest } = plan ?? {};
    const { status, queuedKey: quizKey, ...formRest } = quiz?.emailForm ?? {};
    const planStatus = statusOfVersion1(saveStatus);
    const planSubmission = submissionOf(
      planStatus?.state === 'sent' ? { state: 'sent', result: { identifier } } : planStatus,
      queuedKey,
      // The plan's subject is its content; version 1 had answers only.
      planContent(planRest.answers as PlanAnswers),
    );
    // The quiz's subject is its checklist, which version 1 did not keep: a sent checklist shows
    // its form again (sending it twice is harmless); a queued one keeps its key.
    const quizStatus = statusOfVersion1(status);
    const quizSubmission = submissionOf(
      quizStatus?.state === 'sent' ? null : quizStatus,
      quizKey,
      null,
    );
    return {
      ...state,
      ...(plan ? { plan: planRest } : {}),
      ...(quiz ? { quiz: { ...quiz, emailForm: formRest } } : {}),
      outbox: {
        entries: {},
        ...outbox,
        submissions: {
          ...(planSubmission ? { plan: planSubmission } : {}),
          ...(quizSubmission ? { quiz: quizSubmission } : {}),
        },
      },
    } as PersistedState;
  },
  // 3: the submissions left the outbox slice for their own (src/submissions), one map by kind; the
  // worker's reports are no longer copied into the store (it reads them from the worker's store).
  3: (state) => {
    if (!state) return state;
    const { outbox, ...rest } = state as Loose & { outbox?: { submissions?: unknown } };
    return { ...rest, submissions: outbox?.submissions ?? {} } as PersistedState;
  },
};
