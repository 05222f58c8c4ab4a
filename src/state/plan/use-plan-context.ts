// The words a plan's screens speak in: to someone who lives alone ('_alone' keys), and for a
// ground-floor flat's way out ('_ground'). None while the stored answers may still arrive, so
// the prerendered page and its hydration draw the household's words alike.
import { useAppSelector } from '../hooks';
import { useAnswersPending } from '../page-readiness';
import { selectPlanAnswers, selectPlanDetails } from './plan-slice';
import {
  planContext,
  questionContext,
  type PlanContext,
  type QuestionContext,
} from '../../domain/plan/setting';
import type { PlanQuestionSlug } from '../../vocabulary/types';

export function usePlanContext(): PlanContext | undefined {
  const pending = useAnswersPending();
  const answers = useAppSelector(selectPlanAnswers);
  const details = useAppSelector(selectPlanDetails);
  return pending ? undefined : planContext(answers, details);
}

export function useQuestionContext(slug: PlanQuestionSlug): QuestionContext | undefined {
  const pending = useAnswersPending();
  const answers = useAppSelector(selectPlanAnswers);
  const details = useAppSelector(selectPlanDetails);
  return pending ? undefined : questionContext(slug, answers, details);
}
