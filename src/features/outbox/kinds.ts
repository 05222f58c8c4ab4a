// The kinds of submission the app sends. Each reads the server's success with the API's contract.
import {
  planSaveResponseSchema,
  quizEmailResponseSchema,
  type PlanSaveRequest,
  type QuizEmailRequest,
} from '../../contracts';
import { planAnswersProblem } from '../../domain/plan-completeness';
import { defineSubmission } from './define-submission';

/** Saves the plan (the server mails it). Checked for completeness on the device first. */
export const sendPlan = defineSubmission<PlanSaveRequest>({
  kind: 'plan',
  subject: (request) => request.answers,
  precheck: (request) => {
    const problem = planAnswersProblem(request.answers);
    return problem
      ? { reason: 'incomplete', field: problem.question, message: problem.message }
      : null;
  },
  accept: (status, body) => {
    const parsed = planSaveResponseSchema.safeParse(body);
    return status < 400 && parsed.success ? { result: parsed.data } : null;
  },
});

/** Emails the quiz checklist. */
export const sendQuizEmail = defineSubmission<QuizEmailRequest>({
  kind: 'quiz',
  subject: (request) => request.checklistItems,
  accept: (status, body) => {
    const parsed = quizEmailResponseSchema.safeParse(body);
    return status < 400 && parsed.success && parsed.data.success ? { result: null } : null;
  },
});
