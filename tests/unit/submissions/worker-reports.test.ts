// What the service worker's reports do to the store: a queued plan or checklist becomes sent (the
// plan with its identifier) or refused, but only for the request it is about; reports read again
// (the page reads the worker's store on every notice) are old news.
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store';
import {
  readSubmissionReport,
  reportBody,
  type SubmissionReport,
} from '../../../src/contracts/submissions';
import { planKeysMade } from '../../../src/state/saved-plans/saved-plans-slice';
import { selectOwnedPlan } from '../../../src/state/saved-plans/owned-plan';
import {
  selectPlanSubmissionStatus,
  selectSavedPlanIdentifier,
} from '../../../src/features/escape-plan/plan-submission';
import {
  selectHasQueued,
  selectSubmissionStatus,
  submissionReported,
  submissionStarted,
} from '../../../src/submissions/submissions-slice';
import { SUBMISSION_KINDS } from '../../../src/submissions';
import { selectQuizEmailStatus } from '../../../src/features/quiz/quiz-email-status';
import { scoreQuiz } from '../../../src/domain/quiz/quiz-rules';
import { settle } from './submissions';

const KEY = 'device-key-0123456789';
const IDENTIFIER = 'AbCdEfGhIjKlMnOpQrStUv';

function report(fields: Partial<SubmissionReport>): SubmissionReport {
  return { idempotencyKey: KEY, state: 'sent', at: 1, ...fields };
}

describe('reports', () => {
  it('keep the newest state of each request', () => {
    const store = makeStore();
    settle(store, 'plan', { state: 'queued' });
    store.dispatch(submissionReported(report({ state: 'failed', status: 422, at: 5 })));
    store.dispatch(submissionReported(report({ state: 'queued', at: 3 })));
    expect(selectPlanSubmissionStatus(store.getState()).state).toBe('failed');
  });

  it('read again are old news: a retry under the same key stays sending', () => {
    const store = makeStore();
    settle(store, 'plan', { state: 'queued' });
    store.dispatch(submissionReported(report({ state: 'queued', at: 3 })));
    store.dispatch(
      submissionStarted({ kind: 'plan', idempotencyKey: KEY, request: 'request', subject: 's' }),
    );
    store.dispatch(submissionReported(report({ state: 'queued', at: 3 })));
    expect(selectPlanSubmissionStatus(store.getState()).state).toBe('sending');
  });

  it.each([
    ['queued', true],
    ['sent', false],
    ['failed', false],
  ] as const)('%s is waiting in the queue: %s', (state, queued) => {
    const store = makeStore();
    settle(store, 'plan', { state: 'sending' });
    store.dispatch(submissionReported(report({ state })));
    expect(selectHasQueued(store.getState())).toBe(queued);
  });

  it.each([
    ['waiting', 'queued'],
    ['sending', 'queued'],
    ['sent', 'sent'],
  ])("of an earlier release's worker (%s) read as %s", (state, expected) => {
    const stored = { type: 'outbox-update', idempotencyKey: KEY, kind: 'plan', state, at: 2 };
    expect(readSubmissionReport(stored)?.state).toBe(expected);
  });

  it.each([null, 'x', { idempotencyKey: KEY, state: 'lost', at: 1 }, { state: 'sent', at: 1 }])(
    'that are not reports are none: %j',
    (value) => {
      expect(readSubmissionReport(value)).toBeNull();
    },
  );
});

describe('a queued plan save', () => {
  it('becomes saved with the identifier the server answered', () => {
    const store = makeStore();
    settle(store, 'plan', { state: 'queued' });
    expect(selectPlanSubmissionStatus(store.getState()).state).toBe('queued');
    store.dispatch(submissionReported(report({ state: 'queued' })));
    expect(selectPlanSubmissionStatus(store.getState()).state).toBe('queued');
    store.dispatch(
      submissionReported(report({ status: 201, body: { identifier: IDENTIFIER }, at: 2 })),
    );
    expect(selectPlanSubmissionStatus(store.getState()).state).toBe('sent');
    expect(selectSavedPlanIdentifier(store.getState())).toBe(IDENTIFIER);
  });

  it('becomes failed when the server refused it', () => {
    const store = makeStore();
    settle(store, 'plan', { state: 'queued' });
    store.dispatch(
      submissionReported(report({ state: 'failed', status: 422, body: { error: 'x' } })),
    );
    expect(selectPlanSubmissionStatus(store.getState())).toEqual({
      state: 'failed',
      failure: { reason: 'invalid' },
    });
  });

  it.each([
    ['another request', { idempotencyKey: 'another-key-0123456789' }],
    ['a quiz email', { idempotencyKey: 'quiz-key-0123456789' }],
  ])('ignores news about %s', (_label, fields) => {
    const store = makeStore();
    settle(store, 'plan', { state: 'queued' });
    settle(store, 'quiz', { state: 'queued' }, { key: 'quiz-key-0123456789' });
    store.dispatch(submissionReported(report({ ...fields, body: { identifier: IDENTIFIER } })));
    expect(selectPlanSubmissionStatus(store.getState()).state).toBe('queued');
    expect(selectSavedPlanIdentifier(store.getState())).toBeNull();
  });
});

describe('a queued quiz email', () => {
  it.each([
    ['sent', 'sent'],
    ['failed', 'failed'],
    ['queued', 'queued'],
  ] as const)('a report %s makes the form %s', (state, status) => {
    const store = makeStore();
    settle(store, 'quiz', { state: 'queued' }, { subject: scoreQuiz({}) });
    store.dispatch(submissionReported(report({ state })));
    expect(selectQuizEmailStatus(store.getState()).state).toBe(status);
  });

  it('ignores news about another request', () => {
    const store = makeStore();
    settle(store, 'quiz', { state: 'queued' }, { subject: scoreQuiz({}) });
    store.dispatch(submissionReported(report({ idempotencyKey: 'another-key-012345' })));
    expect(selectQuizEmailStatus(store.getState()).state).toBe('queued');
  });
});

describe('submission kinds', () => {
  it('are the defined ones only: a misspelt kind does not compile', () => {
    const store = makeStore();
    // @ts-expect-error 'plans' is not a kind of submission (typecheck fails if it compiles).
    expect(selectSubmissionStatus(store.getState(), 'plans')).toEqual({ state: 'idle' });
    expect(SUBMISSION_KINDS).toEqual(['plan', 'planDelete', 'quiz']);
  });
});

describe('a report the worker keeps after the request was sent', () => {
  const keys = { ownerKey: 'owner-key-of-this-plan-01', readKey: 'read-key-of-this-plan-001' };

  it('holds no key, and the device still owns its plan by the keys it made', () => {
    const answer = { identifier: 'SavedPlanIdentifier001', ...keys };
    const body = reportBody(answer);
    expect(body).toEqual({ identifier: 'SavedPlanIdentifier001' });
    expect(reportBody({ success: true })).toEqual({ success: true });
    expect(reportBody(null)).toBeNull();

    const store = makeStore();
    store.dispatch(planKeysMade(keys));
    store.dispatch(
      submissionStarted({
        kind: 'plan',
        idempotencyKey: 'queued-save-key-0001',
        request: 'r',
        subject: 's',
      }),
    );
    store.dispatch(
      submissionReported({
        idempotencyKey: 'queued-save-key-0001',
        state: 'sent',
        status: 201,
        body,
        at: 1,
      }),
    );
    expect(selectOwnedPlan(store.getState())).toEqual({
      identifier: 'SavedPlanIdentifier001',
      ...keys,
    });
  });
});
