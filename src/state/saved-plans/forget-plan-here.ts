// "Forget this plan on this device" (a phone the household shares): everything this device holds
// that opens, changes or deletes one saved plan goes; the plan itself stays on the server and its
// link, QR code and email still open it. The answers on this device stay until cleared.
import type { AppDispatch, RootState } from '../root-state';
import {
  fingerprint,
  forgetReportsAbout,
  selectSubmission,
  submissionForgotten,
} from '../../submissions';
import { forgetPlanLinkKeys } from '../../lib/plan-link-keys';
import { planReset } from '../plan/plan-slice';
import { sketchReplaced } from '../floor-plan/floor-plan-slice';
import { savedPlanForgotten } from './saved-plans-slice';
import { selectSavedPlanIdentifier } from './owned-plan';

export function forgetPlanHere(identifier: string) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const state = getState();
    const own = selectSavedPlanIdentifier(state) === identifier;
    forgetPlanLinkKeys(identifier);
    // What the service worker reported about its saves and changes (an IndexedDB of its own).
    void forgetReportsAbout(identifier).catch(() => {});
    dispatch(savedPlanForgotten({ identifier, own }));
    // Its save (with the keys its answer carried) and its delete, as this device knew them.
    if (own) dispatch(submissionForgotten({ kind: 'plan' }));
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
