import { useMemo } from 'react';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { assessPlan, type PlanAssessment } from '../../domain/plan/assessment';
import type { PlanDetails } from '../../domain/plan/details';
import type { PlanAnswers } from '../../vocabulary/types';

/** The plan's one verdict, worked out once per change of the plan for every part of a page. */
export function usePlanAssessment(
  answers: PlanAnswers,
  details: PlanDetails | undefined,
  sketch: FloorPlanSketch | null | undefined,
): PlanAssessment {
  return useMemo(() => assessPlan(answers, details, sketch), [answers, details, sketch]);
}
