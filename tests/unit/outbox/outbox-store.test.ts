// What the outbox's news does to the store: a queued plan or checklist becomes sent (the plan
// with its identifier) or refused, but only for the request it is about.
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store';
import type { OutboxUpdate } from '../../../src/contracts/outbox';
import {
  planQueued,
  selectPlanIdentifier,
  selectSaveStatus,
} from '../../../src/features/escape-plan/plan-slice';
import {
  isOutboxPending,
  outboxUpdated,
  selectOutboxEntry,
} from '../../../src/features/outbox/outbox-slice';
import { quizEmailQueued, selectQuizEmailForm } from '../../../src/features/quiz/quiz-slice';

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
    store.dispatch(planQueued({ idempotencyKey: KEY }));
    expect(selectSaveStatus(store.getState())).toBe('queued');
    store.dispatch(outboxUpdated(update({ state: 'sending' })));
    expect(selectSaveStatus(store.getState())).toBe('queued');
    store.dispatch(outboxUpdated(update({ status: 201, body: { identifier: IDENTIFIER } })));
    expect(selectSaveStatus(store.getState())).toBe('saved');
    expect(selectPlanIdentifier(store.getState())).toBe(IDENTIFIER);
  });

  it('becomes failed when the server refused it', () => {
    const store = makeStore();
    store.dispatch(planQueued({ idempotencyKey: KEY }));
    store.dispatch(outboxUpdated(update({ state: 'failed', status: 422, body: { error: 'x' } })));
    expect(selectSaveStatus(store.getState())).toBe('failed');
  });

  it.each([
    ['another request', { idempotencyKey: 'another-key-0123456789' }],
    ['a quiz email', { kind: 'quiz' as const }],
  ])('ignores news about %s', (_label, fields) => {
    const store = makeStore();
    store.dispatch(planQueued({ idempotencyKey: KEY }));
    store.dispatch(outboxUpdated(update({ ...fields, body: { identifier: IDENTIFIER } })));
    expect(selectSaveStatus(store.getState())).toBe('queued');
    expect(selectPlanIdentifier(store.getState())).toBeNull();
  });
});

describe('a queued quiz email', () => {
  it.each([
    ['sent', 'submitted'],
    ['failed', 'error'],
    ['sending', 'queued'],
    ['waiting', 'queued'],
  ] as const)('outbox %s makes the form %s', (state, status) => {
    const store = makeStore();
    store.dispatch(quizEmailQueued({ idempotencyKey: KEY }));
    store.dispatch(outboxUpdated(update({ kind: 'quiz', state })));
    expect(selectQuizEmailForm(store.getState()).status).toBe(status);
  });

  it('ignores news about another request', () => {
    const store = makeStore();
    store.dispatch(quizEmailQueued({ idempotencyKey: KEY }));
    store.dispatch(outboxUpdated(update({ kind: 'quiz', idempotencyKey: 'another-key-012345' })));
    expect(selectQuizEmailForm(store.getState()).status).toBe('queued');
  });
});
