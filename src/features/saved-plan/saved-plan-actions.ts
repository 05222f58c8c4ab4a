// Taking a saved plan over on this device from its private link: a few of the store's own actions,
// dispatched together. What the device lets go of (a plan deleted or forgotten, its answers
// cleared) is src/state/saved-plans/forget-plan-here.ts.
import type { AppDispatch } from '../../state/root-state';
import { planContent, type PlanContent } from '../../domain/plan/saved-content';
import { fingerprint, submissionAdopted } from '../../submissions';
import { planLoaded } from '../../state/plan/plan-slice';
import { sketchReplaced } from '../../state/floor-plan/floor-plan-slice';
import { planKeysMade, type PlanKeyPair } from '../../state/saved-plans/saved-plans-slice';

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
