// The submission thunks (src/submissions) against the real Koa app over HTTP: one
// status vocabulary for plan saves and quiz emails, the idempotency key kept until the outcome is
// known, the reason of a failure, and the device's own completeness check before sending.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../src/app/store';
import { sendPlan, sendQuizEmail, selectSubmission } from '../../src/submissions';
import { selectSavedPlanIdentifier } from '../../src/features/escape-plan/plan-submission';
import { planRequest, quizRequest } from './fixtures';
import { startApiServer, type ApiServer } from './harness';

const realFetch = globalThis.fetch;
let api: ApiServer;
/** The Idempotency-Key of every request that reached the network, in order. */
let sentKeys: string[];
/** Set to make the next request fail as if the device were offline, or answered by the worker. */
let nextAnswer: 'network-error' | 'queued-by-worker' | null;

function routeToServer() {
  sentKeys = [];
  nextAnswer = null;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const key = new Headers(init.headers).get('Idempotency-Key') ?? '';
    const answer = nextAnswer;
    nextAnswer = null;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'queued-by-worker') {
      // What sw/submission-queue.ts answers when it keeps a request for later.
      return new Response(JSON.stringify({ queued: true, idempotencyKey: key }), { status: 202 });
    }
    sentKeys.push(key);
    return realFetch(`${api.url}${input}`, init);
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await api?.close();
});

describe('with generous limits', () => {
  beforeEach(async () => {
    api = await startApiServer({ worker: false });
    routeToServer();
  });

  it('saves a plan: sent, with the identifier the server made', async () => {
    const store = makeStore();
    const status = await store.dispatch(sendPlan(planRequest()));
    expect(status.state).toBe('sent');
    expect(selectSavedPlanIdentifier(store.getState())).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(sentKeys).toHaveLength(1);
  });

  it('keeps the key of a request whose outcome is unknown, and makes a new one after', async () => {
    const store = makeStore();
    nextAnswer = 'network-error';
    expect(await store.dispatch(sendPlan(planRequest()))).toEqual({
      state: 'failed',
      failure: { reason: 'network' },
    });
    const firstKey = selectSubmission(store.getState(), 'plan')?.idempotencyKey;
    expect((await store.dispatch(sendPlan(planRequest()))).state).toBe('sent');
    expect(sentKeys).toEqual([firstKey]);
    // Sent: the outcome is known, so sending again is a new submission with a new key.
    expect((await store.dispatch(sendPlan(planRequest()))).state).toBe('sent');
    expect(sentKeys[1]).not.toBe(firstKey);
  });

  it('uses a new key when the request changed', async () => {
    const store = makeStore();
    nextAnswer = 'network-error';
    await store.dispatch(sendPlan(planRequest()));
    const firstKey = selectSubmission(store.getState(), 'plan')?.idempotencyKey;
    await store.dispatch(sendPlan(planRequest({ name: 'Someone else' })));
    expect(sentKeys).toHaveLength(1);
    expect(sentKeys[0]).not.toBe(firstKey);
  });

  it('says queued when the service worker keeps the request for later', async () => {
    const store = makeStore();
    nextAnswer = 'queued-by-worker';
    expect(await store.dispatch(sendQuizEmail(quizRequest()))).toEqual({ state: 'queued' });
  });

  it('refuses an incomplete plan on the device, naming the question, without sending', async () => {
    const store = makeStore();
    const answers = { ...planRequest().answers };
    delete answers['house-type'];
    const status = await store.dispatch(sendPlan(planRequest({ answers })));
    expect(status).toMatchObject({
      state: 'failed',
      failure: { reason: 'incomplete', field: 'house-type' },
    });
    expect(sentKeys).toEqual([]);
  });

  it('emails the checklist, and names a refusal as invalid', async () => {
    const store = makeStore();
    expect((await store.dispatch(sendQuizEmail(quizRequest()))).state).toBe('sent');
    const wrongScore = { ...quizRequest().checklistItems, total_score: 0, percentage: 0 };
    expect(
      await store.dispatch(sendQuizEmail(quizRequest({ checklistItems: wrongScore }))),
    ).toMatchObject({
      state: 'failed',
      // The server's own reason comes along (it names the refused field).
      failure: { reason: 'invalid', message: expect.stringMatching(/^checklistItems/) },
    });
  });
});

it('names a rate limit with the seconds the server asks to wait', async () => {
  api = await startApiServer({
    worker: false,
    rateLimits: {
      perClient: { max: 100, windowMs: 60_000 },
      perRecipient: { max: 1, windowMs: 60_000 },
    },
  });
  routeToServer();
  const store = makeStore();
  expect((await store.dispatch(sendPlan(planRequest()))).state).toBe('sent');
  // A plan past the limit is saved with its email withheld; a checklist email is refused.
  const plan = await store.dispatch(sendPlan(planRequest({ name: 'Again' })));
  expect(plan).toMatchObject({
    state: 'sent',
    result: { emailWithheld: { reason: 'recipient-limit' } },
  });
  const status = await store.dispatch(sendQuizEmail(quizRequest({ email: planRequest().email })));
  expect(status).toMatchObject({ state: 'failed', failure: { reason: 'rate-limited' } });
  const failure = status.state === 'failed' ? status.failure : null;
  expect(failure?.reason === 'rate-limited' && failure.retryAfterSeconds).toBeGreaterThan(0);
});
