// API contracts shared by the client, the service worker and the server.
import type { z } from 'zod';
import type {
  planAnswersSchema,
  planSaveRequestSchema,
  planSaveResponseSchema,
  planUpdateRequestSchema,
  savedPlanResponseSchema,
} from './plan';
import type {
  quizEmailRequestSchema,
  quizEmailResponseSchema,
  quizResultSummarySchema,
} from './quiz-email';

export * from './api-paths';
export * from './common';
export * from './plan';
export * from './plan-links';
export * from './quiz-email';
export * from './api-error';
export * from './idempotency';
export * from './submissions';
export * from './queued-response';

export type PlanAnswersPayload = z.infer<typeof planAnswersSchema>;
export type PlanSaveRequest = z.infer<typeof planSaveRequestSchema>;
export type PlanSaveResponse = z.infer<typeof planSaveResponseSchema>;
export type PlanUpdateRequest = z.infer<typeof planUpdateRequestSchema>;
export type SavedPlanResponse = z.infer<typeof savedPlanResponseSchema>;
export type QuizResultSummaryPayload = z.infer<typeof quizResultSummarySchema>;
export type QuizEmailRequest = z.infer<typeof quizEmailRequestSchema>;
export type QuizEmailResponse = z.infer<typeof quizEmailResponseSchema>;
