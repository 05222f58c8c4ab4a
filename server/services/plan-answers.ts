// The plan domain's word on answers from the network: the contract checked their shape; here
// every answer must belong to the flow its home type picks and be a valid answer there, and any
// typed text must not carry a link (it goes into an email).
import { isOptionAnswer, isStoredAnswerValid } from '../../src/domain/plan-answer';
import { houseTypeOf, planFlow } from '../../src/domain/plan-flow';
import type { PlanAnswers, PlanQuestionSlug } from '../../src/domain/types';
import { looksLikeLink } from '../../src/domain/validation';
import { getPlanQuestion } from '../../src/content/plan-questions';

/** The first problem with these answers, or null when they make a plan. */
export function planAnswersProblem(answers: PlanAnswers): string | null {
  const houseType = houseTypeOf(answers);
  if (houseType !== 'house' && houseType !== 'apartment') {
    return 'answers.house-type: a plan needs the home type';
  }
  const flow = planFlow(answers);
  for (const [slug, value] of Object.entries(answers) as [PlanQuestionSlug, unknown][]) {
    if (!flow.includes(slug)) return `answers.${slug}: not a question of this plan`;
    if (!isStoredAnswerValid(slug, value, answers)) return `answers.${slug}: not a valid answer`;
    if (isOptionAnswer(value)) {
      const options = getPlanQuestion(slug).options.map((option) => option.value);
      const typed = value.filter((entry) => !options.includes(entry));
      if (typed.some(looksLikeLink)) return `answers.${slug}: must not contain a link`;
    }
  }
  return null;
}
