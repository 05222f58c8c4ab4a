// Whether a plan's answers are complete enough to save: checked by the device before it sends
// (src/submissions/kinds.ts) and by the server before it stores (server/services/plan-service.ts).
// The contract checked their shape; here every answer must belong to the flow its home type picks
// and be a valid answer there, and any typed text must not carry a link (it goes into an email).
import { getPlanQuestion } from '../../content/plan-questions';
import { isOptionAnswer, isStoredAnswerValid } from './answer';
import { houseTypeOf, planFlow } from './flow';
import type { PlanAnswers, PlanQuestionSlug } from '../../vocabulary/types';
import { isEmailSafeText } from '../shared/text-rules';

export interface PlanAnswersProblem {
  /** The question to go back to. */
  question: PlanQuestionSlug;
  /** For logs and the API's error answer (English, names the answer). */
  message: string;
}

/** The first problem with these answers, or null when they make a plan. */
export function planAnswersProblem(answers: PlanAnswers): PlanAnswersProblem | null {
  const problem = (question: PlanQuestionSlug, text: string) => ({
    question,
    message: `answers.${question}: ${text}`,
  });
  const houseType = houseTypeOf(answers);
  if (houseType !== 'house' && houseType !== 'apartment') {
    return problem('house-type', 'a plan needs the home type');
  }
  const flow = planFlow(answers);
  for (const [slug, value] of Object.entries(answers) as [PlanQuestionSlug, unknown][]) {
    if (!flow.includes(slug)) return problem(slug, 'not a question of this plan');
    if (!isStoredAnswerValid(slug, value, answers)) return problem(slug, 'not a valid answer');
    if (isOptionAnswer(value)) {
      const options = getPlanQuestion(slug).options.map((option) => option.value);
      const typed = value.filter((entry) => !options.includes(entry));
      if (!typed.every(isEmailSafeText))
        return problem(slug, 'must be plain text without a link or phone number');
    }
  }
  return null;
}
