// The plan this device owns: the one it saved, or took over from a private "change or
// delete" link. Its identifier is the plan submission's answer; its keys are those the answer
// carried, else the ones this device made for the save (an answer replayed from the outbox may
// carry none). A plan whose delete went through is owned no more.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../root-state';
import { fingerprint, selectSubmission, selectSubmissionStatus } from '../../submissions';
import { selectDevicePlanKeys, type PlanKeyPair } from './saved-plans-slice';

export interface OwnedPlan extends PlanKeyPair {
  identifier: string;
}

function stringField(result: unknown, field: string): string | null {
  const value = (result as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value : null;
}

/** The saved plan's identifier, for /print/{identifier}; null until the server has stored it. */
export const selectSavedPlanIdentifier = (state: RootState): string | null => {
  const status = selectSubmissionStatus(state, 'plan');
  return status.state === 'sent' ? stringField(status.result, 'identifier') : null;
};

export const selectOwnedPlan = createSelector(
  [
    selectSavedPlanIdentifier,
    (state: RootState) => selectSubmissionStatus(state, 'plan'),
    (state: RootState) => selectSubmission(state, 'planDelete'),
    selectDevicePlanKeys,
  ],
  (identifier, status, deletion, deviceKeys): OwnedPlan | null => {
    if (!identifier || status.state !== 'sent') return null;
    if (deletion?.status.state === 'sent' && deletion.subject === fingerprint(identifier)) {
      return null;
    }
    const ownerKey = stringField(status.result, 'ownerKey') ?? deviceKeys?.ownerKey;
    const readKey = stringField(status.result, 'readKey') ?? deviceKeys?.readKey;
    return ownerKey && readKey ? { identifier, ownerKey, readKey } : null;
  },
);

/** This device deleted `identifier` (its delete reached the server): it knows, even offline. */
export function selectDeletedHere(state: RootState, identifier: string): boolean {
  const deletion = selectSubmission(state, 'planDelete');
  return deletion?.status.state === 'sent' && deletion.subject === fingerprint(identifier);
}

/** The read key that opens `identifier` on this device: its own plan's, or a kept link's. */
export function selectReadKeyOf(state: RootState, identifier: string): string | null {
  const owned = selectOwnedPlan(state);
  if (owned?.identifier === identifier) return owned.readKey;
  return state.savedPlans.kept[identifier]?.readKey ?? null;
}
