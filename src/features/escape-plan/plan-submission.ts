// The plan's submission as the outbox keeps it, read for the plan's pages.
import { createSelector } from '@reduxjs/toolkit';
import {
  isChangedSinceSent,
  selectSubmission,
  selectSubmissionStatus,
  type SubmissionStatus,
} from '../outbox';
import type { RootState } from '../../app/store';
import { planContent } from '../../domain/plan-content';
import { selectSketch } from '../floor-plan';
import { selectPlanAnswers, selectPlanDetails } from './plan-slice';

export const selectPlanSubmissionStatus = (state: RootState): SubmissionStatus =>
  selectSubmissionStatus(state, 'plan');

/** The saved plan's identifier, for /print/{identifier}; null until the server has stored it. */
export const selectSavedPlanIdentifier = (state: RootState): string | null => {
  const status = selectSubmissionStatus(state, 'plan');
  if (status.state !== 'sent') return null;
  const identifier = (status.result as { identifier?: unknown } | null | undefined)?.identifier;
  return typeof identifier === 'string' ? identifier : null;
};

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
