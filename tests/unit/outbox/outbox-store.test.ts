// What the outbox's news does to the store: a queued plan or checklist becomes sent (the plan
// with its identifier) or refused, but only for the request it is about.
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store';
import type { OutboxUpdate } from '../../../src/contracts/outbox';
import {
  selectPlanSubmissionStatus,
  selectSavedPlanIdentifier,
} from '../../../src/features/escape-plan/plan-submission';
import {
  isOutboxPending,
  outboxUpdated,
  selectOutboxEntry,
} from '../../../src/features/outbox/outbox-slice';
import { selectQuizEmailStatus } from '../../../src/features/quiz/quiz-email-status';
import { scoreQuiz } from '../../../src/domain/quiz/quiz-rules';
import { settle } from './submissions';

const KEY = 'device-key-0123456789';
const IDENTIFIER = 'AbCdEfGhIjKlMnOpQrStUv';

function update(fields: Partial<OutboxUpdate>): OutboxUpdate {
  return {
    type: 'outbox-update',
    idempotencyKey: KEY,
    kind: 'plan',
    state: 'sent',
    at: 1,
    ...fields,
  };
}

describe('outbox entries', () => {
  it('keep the newest state of each request', () => {
    const store = makeStore();
    store.dispatch(outboxUpdated(update({ state: 'sending', at: 5 })));
    store.dispatch(outboxUpdated(update({ state: 'waiting', at: 3 })));
    expect(selectOutboxEntry(store.getState(), KEY)?.state).toBe('sending');
    store.dispatch(outboxUpdated(update({ state: 'sent', at: 9, status: 201 })));
    expect(selectOutboxEntry(store.getState(), KEY)).toMatchObject({ state: 'sent', status: 201 });
  });

  it.each([
    ['waiting', true],
    ['sending', true],
    ['sent', false],
    ['failed', false],
  ] as const)('%s is pending: %s', (state, pending) => {
    const store = makeStore();
    store.dispatch(outboxUpdated(update({ state })));
    expect(isOutboxPending(selectOutboxEntry(store.getState(), KEY))).toBe(pending);
  });
});

describe('a queued plan save', () => {
  it('becomes saved with the identifier the server answered', () => {
    const store = makeStore();
    settle(store, 'plan', { state: 'queued' });
    expect(selectPlanSubmissionStatus(store.getState()).state).toBe('queued');
    store.dispatch(outboxUpdated(update({ state: 'sending' })));
    expect(selectPlanSubmissionStatus(store.getState()).state).toBe('queued');
    store.dispatch(outboxUpdated(update({ status: 201, body: { identifier: IDENTIFIER } })));
    expect(selectPlanSubmissionStatus(store.getState()).state).toBe('sent');
    expect(selectSavedPlanIdentifier(store.getState())).toBe(IDENTIFIER);
  });

  it('becomes failed when the server refused it', () => {
    const store = makeStore();
    settle(store, 'plan', { state: 'queued' });
    store.dispatch(outboxUpdated(update({ state: 'failed', status: 422, body: { error: 'x' } })));
    expect(selectPlanSubmissionStatus(store.getState())).toEqual({
      state: 'failed',
      failure: { reason: 'invalid' },
    });
  });

  it.each([
    ['another request', { idempotencyKey: 'another-key-0123456789' }],
    ['a quiz email', { kind: 'quiz' as const }],
  ])('ignores news about %s', (_label, fields) => {
    const store = makeStore();
    settle(store, 'plan', { state: 'queued' });
    store.dispatch(outboxUpdated(update({ ...fields, body: { identifier: IDENTIFIER } })));
    expect(selectPlanSubmissionStatus(store.getState()).state).toBe('queued');
    expect(selectSavedPlanIdentifier(store.getState())).toBeNull();
  });
});

describe('a queued quiz email', () => {
  it.each([
    ['sent', 'sent'],
    ['failed', 'failed'],
    ['sending', 'queued'],
    ['waiting', 'queued'],
  ] as const)('outbox %s makes the form %s', (state, status) => {
    const store = makeStore();
    settle(store, 'quiz', { state: 'queued' }, { subject: scoreQuiz({}) });
    store.dispatch(outboxUpdated(update({ kind: 'quiz', state })));
    expect(selectQuizEmailStatus(store.getState()).state).toBe(status);
  });

  it('ignores news about another request', () => {
    const store = makeStore();
    settle(store, 'quiz', { state: 'queued' }, { subject: scoreQuiz({}) });
    store.dispatch(outboxUpdated(update({ kind: 'quiz', idempotencyKey: 'another-key-012345' })));
    expect(selectQuizEmailStatus(store.getState()).state).toBe('queued');
  });
});
