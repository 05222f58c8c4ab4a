// Where the question screens go: the paths of neighbouring steps and the resume point.
import { isStoredAnswerValid } from '../../domain/plan/answer';
import { nextStep, planFlow, previousStep } from '../../domain/plan/flow';
import type { PlanStep } from '../../domain/plan/flow';
import { paths, stepPath } from '../../routes';
import type { PlanAnswers } from '../../vocabulary/types';

export function nextStepPath(answers: PlanAnswers, step: PlanStep): string {
  const next = nextStep(answers, step);
  return next === 'complete' ? paths.complete : stepPath(next);
}

export function previousStepPath(answers: PlanAnswers, step: PlanStep): string | null {
  const previous = previousStep(answers, step);
  return previous ? stepPath(previous) : null;
}

/** The first question of the active flow still without a valid answer (or complete). */
export function resumePath(answers: PlanAnswers): string {
  const open = planFlow(answers).find((slug) => !isStoredAnswerValid(slug, answers[slug], answers));
  return open ? paths.question(open) : paths.complete;
}
