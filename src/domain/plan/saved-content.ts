// What a saved plan carries besides its sender: the answers, the details those answers ask for
// (trimmed, empty rows dropped) and the drawing when it has a room. The request sent, and the
// check for "changed since it was emailed", both use this one rule, so a change to a way out's
// words, the household or the drawing counts as a change to the plan.
import type { FloorPlanSketch } from '../floor-plan/sketch';
import type { PlanDetails } from './details';
import { detailsForAnswers } from './details-check';
import type { PlanAnswers } from '../../vocabulary/types';

export interface PlanContent {
  answers: PlanAnswers;
  details?: PlanDetails;
  sketch?: FloorPlanSketch;
}

export function planContent(
  answers: PlanAnswers,
  details?: PlanDetails | null,
  sketch?: FloorPlanSketch | null,
): PlanContent {
  const kept = details ? detailsForAnswers(details, answers) : {};
  return {
    answers,
    ...(Object.keys(kept).length > 0 && { details: kept }),
    ...(sketch && sketch.rooms.length > 0 && { sketch }),
  };
}
