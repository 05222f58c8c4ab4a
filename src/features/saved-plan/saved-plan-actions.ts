// What the owner of a saved plan does on this device besides sending: take a plan over
// from its private link, forget one deleted (clearing this device's copy, and forgetting a plan
// still saved, are src/state/saved-plans/forget-plan-here.ts). Each is a few of the store's own
// actions, dispatched together.
import type { AppDispatch, RootState } from '../../state/root-state';
import { planContent, type PlanContent } from '../../domain/plan/saved-content';
import { fingerprint, submissionAdopted, submissionForgotten } from '../../submissions';
import { planLoaded } from '../../state/plan/plan-slice';
import { sketchReplaced } from '../../state/floor-plan/floor-plan-slice';
import {
  planKeysMade,
  savedPlanDeleted,
  type PlanKeyPair,
} from '../../state/saved-plans/saved-plans-slice';
import { selectSavedPlanIdentifier } from '../../state/saved-plans/owned-plan';

/**
 * The saved plan becomes this device's plan, as if saved here: its answers, details and drawing
 * take the device's place and its next change updates it in place ("Update my saved plan").
 */
export function adoptSavedPlan(
  identifier: string,
  keys: PlanKeyPair,
  { answers, details, sketch }: PlanContent,
) {
  return (dispatch: AppDispatch) => {
    dispatch(planLoaded({ answers, ...(details ? { details } : {}) }));
    dispatch(sketchReplaced(sketch ?? null));
    dispatch(planKeysMade(keys));
    dispatch(
      submissionAdopted({
        kind: 'plan',
        subject: fingerprint(planContent(answers, details, sketch)),
        result: { identifier, ...keys },
      }),
    );
  };
}

/** After its delete went through: nothing on this device says the plan is saved any more. */
export function forgetDeletedPlan(identifier: string) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const own = selectSavedPlanIdentifier(getState()) === identifier;
    dispatch(savedPlanDeleted({ identifier, own }));
    if (own) dispatch(submissionForgotten({ kind: 'plan' }));
  };
}
