import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hasSketch, type FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { assessPlan, type PlanAssessment } from '../../domain/plan/assessment';
import { useAppSelector } from '../../state/hooks';
import { selectDrillResults } from '../../state/drill/drill-slice';
import { selectNightDrillTodos } from '../../state/drill/drill-actions';
import type { PlanDetails } from '../../domain/plan/details';
import type { PlanAnswers } from '../../vocabulary/types';

const NOBODY: readonly string[] = [];

/**
 * The plan's one list of findings, worked out once per change of the plan for every part of a
 * page. `ownPlan`: the plan of this device, whose drills count (a drill talks the plan through,
 * and a night drill's sleepers who did not wake are findings); a saved plan opened from its link
 * is someone else's. With a drawing, the page waits for the drawing's words: its findings are
 * said in them.
 */
export function usePlanAssessment(
  answers: PlanAnswers,
  details: PlanDetails | undefined,
  sketch: FloorPlanSketch | null | undefined,
  ownPlan = true,
): PlanAssessment {
  useTranslation(hasSketch(sketch) ? ['plan', 'floor-plan'] : 'plan');
  const drilled = useAppSelector(selectDrillResults).length > 0 && ownPlan;
  const sleepers = useAppSelector(selectNightDrillTodos);
  const notWoken = ownPlan ? sleepers : NOBODY;
  return useMemo(
    () => assessPlan(answers, details, sketch, { drilled, notWoken }),
    [answers, details, sketch, drilled, notWoken],
  );
}
