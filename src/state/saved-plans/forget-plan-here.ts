// What this device lets go of: a saved plan deleted on the server, or one forgotten here ("Forget
// this plan on this device", for a phone the household shares: everything that opens, changes or
// deletes it goes, while the plan stays on the server and its link, QR code and email still open
// it). The answers on this device stay until cleared (clearDevicePlan), or until everything on
// this device is cleared (clearEverythingHere).
import type { AppDispatch, RootState } from '../root-state';
import {
  SUBMISSION_KINDS,
  fingerprint,
  forgetAllReports,
  forgetReportsAbout,
  selectSubmission,
  submissionForgotten,
} from '../../submissions';
import { forgetAllPlanLinkKeys, forgetPlanLinkKeys } from '../../lib/plan-link-keys';
import { clearQueued } from '../../lib/service-worker';
import { deviceCleared } from '../device-cleared';
import { planReset } from '../plan/plan-slice';
import { sketchReplaced } from '../floor-plan/floor-plan-slice';
import { savedPlanLetGo } from './saved-plans-slice';
import { selectSavedPlanIdentifier } from './owned-plan';

/**
 * Its kept copy, and when it was this device's own: its keys and its save (with the keys its
 * answer carried). After a delete that went through, nothing here says the plan is saved any more.
 */
export function forgetDeletedPlan(identifier: string) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const own = selectSavedPlanIdentifier(getState()) === identifier;
    dispatch(savedPlanLetGo({ identifier, own }));
    if (own) dispatch(submissionForgotten({ kind: 'plan' }));
  };
}

/** As after a delete, and this tab's link keys, its delete and the worker's reports about it. */
export function forgetPlanHere(identifier: string) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const state = getState();
    forgetPlanLinkKeys(identifier);
    // What the service worker reported about its saves and changes (an IndexedDB of its own).
    void forgetReportsAbout(identifier).catch(() => {});
    dispatch(forgetDeletedPlan(identifier));
    if (selectSubmission(state, 'planDelete')?.subject === fingerprint(identifier)) {
      dispatch(submissionForgotten({ kind: 'planDelete' }));
    }
  };
}

/** The plan on this device goes too: answers, details, name, drawing. */
export function clearDevicePlan() {
  return (dispatch: AppDispatch) => {
    dispatch(planReset());
    dispatch(sketchReplaced(null));
    dispatch(submissionForgotten({ kind: 'plan' }));
  };
}

/**
 * Everything this app keeps on this device goes (a phone others use too): the plan's answers,
 * names, needs and drawing with its undo history, the drills, the quiz, the saved plans' keys
 * and copies, every submission and what waits to be sent, this tab's link keys and the worker's
 * reports. Plans saved on the server stay: their links still open them.
 */
export function clearEverythingHere() {
  return async (dispatch: AppDispatch) => {
    await clearQueued();
    for (const kind of SUBMISSION_KINDS) dispatch(submissionForgotten({ kind }));
    dispatch(deviceCleared());
    forgetAllPlanLinkKeys();
    await forgetAllReports().catch(() => {});
  };
}
