// The plan's submission as src/submissions keeps it, read for the plan's pages.
import { createSelector } from '@reduxjs/toolkit';
import {
  isChangedSinceSent,
  selectSubmission,
  selectSubmissionStatus,
  type SubmissionStatus,
} from '../../submissions';
import type { RootState } from '../../state/root-state';
import type { PlanSaveResponse } from '../../contracts';
import { planContent } from '../../domain/plan/saved-content';
import { selectSketch } from '../../state/floor-plan/stored-sketch';
import { selectPlanAnswers, selectPlanDetails } from '../../state/plan/plan-slice';

export const selectPlanSubmissionStatus = (state: RootState): SubmissionStatus =>
  selectSubmissionStatus(state, 'plan');

// Read where the saved plan's keys are read too.
export { selectSavedPlanIdentifier } from '../../state/saved-plans/owned-plan';

/** Why a saved plan's email was not sent: the API's `emailWithheld` (src/contracts/plan.ts). */
export type EmailWithheld = NonNullable<PlanSaveResponse['emailWithheld']>;

// Read without the schema library (these selectors are on the first screen's path). The answer
// arrives parsed (sent directly) or as the service worker stored it (replayed from its queue).
const WITHHELD_REASONS: readonly string[] = [
  'recipient-limit',
  'client-limit',
] satisfies EmailWithheld['reason'][];

function emailWithheldOf(result: unknown): EmailWithheld | null {
  const withheld = (result as { emailWithheld?: unknown } | null | undefined)?.emailWithheld;
  if (typeof withheld !== 'object' || withheld === null) return null;
  const { reason, retryAfterSeconds } = withheld as Record<string, unknown>;
  if (typeof reason !== 'string' || !WITHHELD_REASONS.includes(reason)) return null;
  if (typeof retryAfterSeconds !== 'number') return null;
  return { reason: reason as EmailWithheld['reason'], retryAfterSeconds };
}

/** Set when the plan was saved but its email was not sent (a mail limit); null otherwise. */
export const selectPlanEmailWithheld = createSelector(
  [(state: RootState) => selectSubmissionStatus(state, 'plan')],
  (status) => (status.state === 'sent' ? emailWithheldOf(status.result) : null),
);

/**
 * True when the plan (answers, details or drawing) changed after it was sent: the email is not the
 * current plan.
 */
export const selectPlanChangedSinceSent = createSelector(
  [
    (state: RootState) => selectSubmission(state, 'plan'),
    selectPlanAnswers,
    selectPlanDetails,
    selectSketch,
  ],
  (submission, answers, details, sketch) =>
    isChangedSinceSent(submission, planContent(answers, details, sketch)),
);
