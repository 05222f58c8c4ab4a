// Saved plans on the device: the plan it owns (saved here or taken over from a private link), the
// plans it keeps from links for offline, and forgetting a deleted plan.
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store';
import { fingerprint } from '../../../src/submissions';
import { submissionSettled, submissionStarted } from '../../../src/submissions/submissions-slice';
import { selectOwnedPlan, selectReadKeyOf } from '../../../src/state/saved-plans/owned-plan';
import {
  KEPT_PLANS_MAX,
  planKeysMade,
  planKept,
} from '../../../src/state/saved-plans/saved-plans-slice';
import { adoptSavedPlan } from '../../../src/features/saved-plan/saved-plan-actions';
import {
  clearDevicePlan,
  forgetDeletedPlan,
  forgetPlanHere,
} from '../../../src/state/saved-plans/forget-plan-here';
import { selectPlanChangedSinceSent } from '../../../src/features/escape-plan/plan-submission';
import { selectPlanAnswers } from '../../../src/state/plan/plan-slice';
import { planLinkFragment, planLinkKeys, newPlanKey } from '../../../src/contracts/plan-links';

import type { SubmissionKind } from '../../../src/submissions';

const ID = 'SavedPlanIdentifier001';
const KEYS = { ownerKey: 'owner-key-of-this-plan-01', readKey: 'read-key-of-this-plan-001' };
const ANSWERS = { 'house-type': ['house'] };

function sent(
  store: ReturnType<typeof makeStore>,
  result: unknown,
  kind: SubmissionKind = 'plan',
  subject = '',
) {
  store.dispatch(
    submissionStarted({ kind, idempotencyKey: 'k'.repeat(20), request: 'r', subject }),
  );
  store.dispatch(
    submissionSettled({ kind, idempotencyKey: 'k'.repeat(20), status: { state: 'sent', result } }),
  );
}

describe('the plan this device owns', () => {
  it('is its sent plan with the keys the answer carried', () => {
    const store = makeStore();
    expect(selectOwnedPlan(store.getState())).toBeNull();
    sent(store, { identifier: ID, ...KEYS });
    expect(selectOwnedPlan(store.getState())).toEqual({ identifier: ID, ...KEYS });
    expect(selectReadKeyOf(store.getState(), ID)).toBe(KEYS.readKey);
    expect(selectReadKeyOf(store.getState(), 'AnotherIdentifier00001')).toBeNull();
  });

  it('takes the keys the device made when the answer carried none (replayed from the outbox)', () => {
    const store = makeStore();
    store.dispatch(planKeysMade(KEYS));
    sent(store, { identifier: ID });
    expect(selectOwnedPlan(store.getState())).toEqual({ identifier: ID, ...KEYS });
  });

  it('is owned no more once its delete went through; forgetting it clears its keys', () => {
    const store = makeStore();
    store.dispatch(planKeysMade(KEYS));
    sent(store, { identifier: ID, ...KEYS });
    sent(store, null, 'planDelete', fingerprint(ID));
    expect(selectOwnedPlan(store.getState())).toBeNull();
    store.dispatch(forgetDeletedPlan(ID));
    expect(store.getState().savedPlans.keys).toBeNull();
    expect(store.getState().submissions.plan).toBeUndefined();
  });

  it('keeps its own keys when it deletes someone else’s plan from its link', () => {
    const store = makeStore();
    store.dispatch(planKeysMade(KEYS));
    sent(store, { identifier: ID, ...KEYS });
    store.dispatch(forgetDeletedPlan('AnotherIdentifier00001'));
    expect(selectOwnedPlan(store.getState())).toEqual({ identifier: ID, ...KEYS });
  });

  it('takes over a plan from its private link: its content, and no change since it was sent', () => {
    const store = makeStore();
    store.dispatch(adoptSavedPlan(ID, KEYS, { answers: ANSWERS }));
    expect(selectPlanAnswers(store.getState())).toEqual(ANSWERS);
    expect(selectOwnedPlan(store.getState())).toEqual({ identifier: ID, ...KEYS });
    expect(selectPlanChangedSinceSent(store.getState())).toBe(false);
    store.dispatch(clearDevicePlan());
    expect(selectPlanAnswers(store.getState())).toEqual({});
    expect(selectOwnedPlan(store.getState())).toBeNull();
  });
});

describe('forgetting a plan on this device (a shared phone)', () => {
  const data = { answers: ANSWERS, language: 'en' as const };

  it('lets go of its own plan’s keys and record, and keeps the answers until cleared', () => {
    const store = makeStore();
    store.dispatch(adoptSavedPlan(ID, KEYS, { answers: ANSWERS }));
    store.dispatch(planKept({ identifier: ID, data, readKey: KEYS.readKey, keptAt: 1 }));
    store.dispatch(forgetPlanHere(ID));
    const state = store.getState();
    expect(selectOwnedPlan(state)).toBeNull();
    expect(selectReadKeyOf(state, ID)).toBeNull();
    expect(state.savedPlans).toEqual({ keys: null, kept: {} });
    expect(state.submissions.plan).toBeUndefined();
    expect(JSON.stringify(state)).not.toContain(KEYS.ownerKey);
    expect(JSON.stringify(state)).not.toContain(KEYS.readKey);
    expect(selectPlanAnswers(state)).toEqual(ANSWERS);
  });

  it('forgets a plan opened from its link, and nothing of this device’s own', () => {
    const store = makeStore();
    sent(store, { identifier: ID, ...KEYS });
    const other = 'AnotherIdentifier00001';
    store.dispatch(
      planKept({ identifier: other, data, readKey: 'read-key-of-another-plan', keptAt: 1 }),
    );
    sent(store, null, 'planDelete', fingerprint(other));
    store.dispatch(forgetPlanHere(other));
    const state = store.getState();
    expect(state.savedPlans.kept).toEqual({});
    expect(state.submissions.planDelete).toBeUndefined();
    expect(selectOwnedPlan(state)).toEqual({ identifier: ID, ...KEYS });
  });
});

describe('plans kept from their links', () => {
  it('keeps the newest few, each with its read key', () => {
    const store = makeStore();
    const data = { answers: ANSWERS, language: 'en' as const };
    for (let index = 0; index <= KEPT_PLANS_MAX; index += 1) {
      store.dispatch(
        planKept({ identifier: `Kept${index}`, data, readKey: `key-${index}`, keptAt: index }),
      );
    }
    const kept = store.getState().savedPlans.kept;
    expect(Object.keys(kept)).toHaveLength(KEPT_PLANS_MAX);
    expect(kept.Kept0).toBeUndefined();
    expect(selectReadKeyOf(store.getState(), `Kept${KEPT_PLANS_MAX}`)).toBe(
      `key-${KEPT_PLANS_MAX}`,
    );
  });
});

describe('plan links', () => {
  it('carry their keys after #, and read back only well-formed keys', () => {
    const fragment = planLinkFragment(KEYS);
    expect(fragment).toBe(`#key=${KEYS.readKey}&owner=${KEYS.ownerKey}`);
    expect(planLinkKeys(fragment)).toEqual(KEYS);
    expect(planLinkKeys('#key=short&owner=<script>')).toEqual({});
    expect(planLinkFragment({})).toBe('');
  });

  it('makes keys of 128 random bits', () => {
    const keys = new Set(Array.from({ length: 50 }, newPlanKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
