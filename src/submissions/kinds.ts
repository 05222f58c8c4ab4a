// The kinds of submission the app sends: one definition each (./define-submission.ts). Each
// reads the server's success with the API's contract.
import {
  API_PATHS,
  planDetailsSchema,
  planSaveResponseSchema,
  quizEmailResponseSchema,
  type PlanSaveRequest,
  type QuizEmailRequest,
} from '../contracts';
import { planAnswersProblem } from '../domain/plan/completeness';
import { planContent } from '../domain/plan/saved-content';
import { detailProblemReason, questionOfDetailPath } from '../domain/plan/details-check';
import { defineSubmission } from './define-submission';

/**
 * Saves the plan (the server mails it). Checked on the device first with the server's own rules:
 * the answers' completeness, then the details' schema; a problem names the question to fix.
 */
export const sendPlan = defineSubmission<PlanSaveRequest>({
  kind: 'plan',
  path: API_PATHS.planSave,
  // The whole plan: answers, details and drawing (a new drawing makes the email out of date too).
  subject: (request) => planContent(request.answers, request.details, request.sketch),
  precheck: (request) => {
    const problem = planAnswersProblem(request.answers);
    if (problem) return { reason: 'incomplete', field: problem.question, message: problem.message };
    const details = planDetailsSchema.optional().safeParse(request.details);
    if (details.success) return null;
    const path = details.error.issues[0]?.path ?? [];
    return {
      reason: 'details',
      field: questionOfDetailPath(path, request.answers),
      detail: detailProblemReason(path),
    };
  },
  accept: (status, body) => {
    const parsed = planSaveResponseSchema.safeParse(body);
    return status < 400 && parsed.success ? { result: parsed.data } : null;
  },
});

/** Emails the quiz checklist. */
export const sendQuizEmail = defineSubmission<QuizEmailRequest>({
  kind: 'quiz',
  path: API_PATHS.quizEmail,
  subject: (request) => request.checklistItems,
  accept: (status, body) => {
    const parsed = quizEmailResponseSchema.safeParse(body);
    return status < 400 && parsed.success && parsed.data.success ? { result: null } : null;
  },
});
