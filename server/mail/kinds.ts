// Every kind of mail and what its job stores (its payload): a new kind is one entry here, its
// request contract in src/contracts and its template in render.ts's TEMPLATES.
import type { PlanAnswers } from '../../src/vocabulary/types';
import type { PlanDetails } from '../../src/domain/plan/details';
import type { QuizResultSummary } from '../../src/domain/quiz/quiz-rules';
import type { FloorPlanSketch } from '../../src/domain/floor-plan/sketch';

export interface PlanMailPayload {
  identifier: string;
  name: string;
  answers: PlanAnswers;
  details?: PlanDetails;
  sketch?: FloorPlanSketch;
  /** The plan's keys for its links; absent from jobs queued before. */
  readKey?: string;
  ownerKey?: string;
  /** True for the email of a changed plan. */
  updated?: boolean;
}

export interface QuizMailPayload {
  name: string;
  /** Recomputed on the server from the chosen options, never the client's numbers. */
  summary: QuizResultSummary;
}

export interface MailPayloads {
  plan: PlanMailPayload;
  quiz: QuizMailPayload;
}
