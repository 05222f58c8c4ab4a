// The kinds of submission the app sends: one definition each (./define-submission.ts). Each
// reads the server's success with the API's contract.
import {
  API_PATHS,
  planPath,
  planDetailsSchema,
  planSaveResponseSchema,
  quizEmailResponseSchema,
  type PlanSaveRequest,
  type PlanUpdateRequest,
  type QuizEmailRequest,
} from '../contracts';
import { planAnswersProblem } from '../domain/plan/completeness';
import { planContent } from '../domain/plan/saved-content';
import { detailProblemReason, questionOfDetailPath } from '../domain/plan/details-check';
import { defineSubmission } from './define-submission';
import type { SubmissionFailure } from './submission';
import type { AcceptAnswer } from './transport';
import type { PlanContent } from '../domain/plan/saved-content';

/**
 * A plan checked on the device first with the server's own rules: the answers' completeness, then
 * the details' schema; a problem names the question to fix.
 */
function planProblem({ answers, details }: PlanContent): SubmissionFailure | null {
  const problem = planAnswersProblem(answers);
  if (problem) return { reason: 'incomplete', field: problem.question, message: problem.message };
  const parsed = planDetailsSchema.optional().safeParse(details);
  if (parsed.success) return null;
  const path = parsed.error.issues[0]?.path ?? [];
  return {
    reason: 'details',
    field: questionOfDetailPath(path, answers),
    detail: detailProblemReason(path),
  };
}

// The whole plan: answers, details and drawing (a new drawing makes the email out of date too).
const planSubject = (request: PlanContent) =>
  planContent(request.answers, request.details, request.sketch);

const acceptPlan: AcceptAnswer = (status, body) => {
  const parsed = planSaveResponseSchema.safeParse(body);
  return status < 400 && parsed.success ? { result: parsed.data } : null;
};

const ownerHeaders = (ownerKey: string) => ({ Authorization: `Bearer ${ownerKey}` });

/** Saves the plan (the server mails it). */
export const sendPlan = defineSubmission<PlanSaveRequest>({
  kind: 'plan',
  target: API_PATHS.planSave,
  subject: planSubject,
  precheck: planProblem,
  accept: acceptPlan,
});

/** A change to the saved plan: its owner key, and the save's body with the links' read key. */
export interface PlanUpdate {
  identifier: string;
  ownerKey: string;
  request: PlanUpdateRequest;
}

/**
 * Changes the saved plan in place: the same link and QR code open the new version, and
 * the household gets it by email. Of kind 'plan': it takes the save's place, so "changed since
 * sent" compares with the latest version sent. Offline it waits in the outbox like a save.
 */
export const updatePlan = defineSubmission<PlanUpdate>({
  kind: 'plan',
  target: ({ identifier, ownerKey, request }) => ({
    method: 'PUT',
    path: planPath(identifier),
    headers: ownerHeaders(ownerKey),
    body: request,
  }),
  subject: ({ request }) => planSubject(request),
  precheck: ({ request }) => planProblem(request),
  accept: acceptPlan,
});

/** Deletes a saved plan with its owner key; its subject is the plan's identifier. */
export const deletePlan = defineSubmission<{ identifier: string; ownerKey: string }>({
  kind: 'planDelete',
  target: ({ identifier, ownerKey }) => ({
    method: 'DELETE',
    path: planPath(identifier),
    headers: ownerHeaders(ownerKey),
  }),
  subject: ({ identifier }) => identifier,
  accept: (status) => (status === 204 ? { result: null } : null),
});

/** Emails the quiz checklist. */
export const sendQuizEmail = defineSubmission<QuizEmailRequest>({
  kind: 'quiz',
  target: API_PATHS.quizEmail,
  subject: (request) => request.checklistItems,
  accept: (status, body) => {
    const parsed = quizEmailResponseSchema.safeParse(body);
    return status < 400 && parsed.success && parsed.data.success ? { result: null } : null;
  },
});
