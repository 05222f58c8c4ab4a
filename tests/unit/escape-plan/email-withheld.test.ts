// A saved plan whose email was withheld (point 8) is known to the screens however the
// answer arrived: straight from the server (parsed by sendPlan's accept), or replayed by the
// service worker's queue (the body in its report, through submissionReported).
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store';
import { submissionReported } from '../../../src/submissions/submissions-slice';
import {
  selectPlanEmailWithheld,
  selectSavedPlanIdentifier,
} from '../../../src/features/escape-plan/plan-submission';
import { settle } from '../submissions/submissions';

const IDENTIFIER = 'AbCdEfGhIjKlMnOpQrStUv';
const KEY = 'device-key-0123456789';
const WITHHELD = { reason: 'recipient-limit', retryAfterSeconds: 1800 } as const;

describe('selectPlanEmailWithheld', () => {
  it('reads the answer of a save sent straight away', () => {
    const store = makeStore();
    settle(store, 'plan', {
      state: 'sent',
      result: { identifier: IDENTIFIER, emailWithheld: WITHHELD },
    });
    expect(selectPlanEmailWithheld(store.getState())).toEqual(WITHHELD);
    expect(selectSavedPlanIdentifier(store.getState())).toBe(IDENTIFIER);
  });

  it('reads the answer the service worker stored for a replayed save', () => {
    const store = makeStore();
    settle(store, 'plan', { state: 'queued' });
    expect(selectPlanEmailWithheld(store.getState())).toBeNull();
    const withheld = { reason: 'client-limit', retryAfterSeconds: 600 };
    store.dispatch(
      submissionReported({
        idempotencyKey: KEY,
        state: 'sent',
        status: 201,
        body: { identifier: IDENTIFIER, emailWithheld: withheld },
        at: 1,
      }),
    );
    expect(selectPlanEmailWithheld(store.getState())).toEqual(withheld);
    expect(selectSavedPlanIdentifier(store.getState())).toBe(IDENTIFIER);
  });

  it.each([
    ['a save that mailed', { identifier: IDENTIFIER }],
    [
      'an unknown reason',
      { identifier: IDENTIFIER, emailWithheld: { reason: 'x', retryAfterSeconds: 1 } },
    ],
    ['no retry time', { identifier: IDENTIFIER, emailWithheld: { reason: 'client-limit' } }],
    ['no answer at all', null],
  ])('is null for %s', (_case, result) => {
    const store = makeStore();
    settle(store, 'plan', { state: 'sent', result });
    expect(selectPlanEmailWithheld(store.getState())).toBeNull();
  });
});
