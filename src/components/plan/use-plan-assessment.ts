import { useMemo } from 'react';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { assessPlan, type PlanAssessment } from '../../domain/plan/assessment';
import { useAppSelector } from '../../state/hooks';
import { selectDrillResults } from '../../state/drill/drill-slice';
import type { PlanDetails } from '../../domain/plan/details';
import type { PlanAnswers } from '../../vocabulary/types';

/**
 * The plan's one verdict, worked out once per change of the plan for every part of a page.
 * `ownPlan`: the plan of this device, whose drills count (a drill talks the plan through); a
 * saved plan opened from its link is someone else's.
 */
export function usePlanAssessment(
  answers: PlanAnswers,
  details: PlanDetails | undefined,
  sketch: FloorPlanSketch | null | undefined,
  ownPlan = true,
): PlanAssessment {
  const drilled = useAppSelector(selectDrillResults).length > 0 && ownPlan;
  return useMemo(
    () => assessPlan(answers, details, sketch, { drilled }),
    [answers, details, sketch, drilled],
  );
}
