// What other features (the drill page, the floor-plan sketch) read of the plan: the household and
// who helps whom, and the plan in words, memoised over the stored answers and details.
import { createSelector } from '@reduxjs/toolkit';
import { helpAssignments, peopleOf } from '../../domain/plan/household';
import { describePlan } from '../../domain/plan/description';
import { detailsForAnswers } from '../../domain/plan/details-check';
import { selectPlanAnswers, selectPlanDetails } from './plan-slice';

/** The details as sent, shown and printed (trimmed, only what the answers ask for). */
export const selectPlanDetailsInUse = createSelector(
  [selectPlanDetails, selectPlanAnswers],
  (details, answers) => detailsForAnswers(details, answers),
);

export const selectHouseholdPeople = createSelector([selectPlanDetailsInUse], peopleOf);
export const selectHelpAssignments = createSelector([selectPlanDetailsInUse], helpAssignments);

/** The three steps with each way out in words, and the household, as the printed plan says. */
export const selectDescribedPlan = createSelector(
  [selectPlanAnswers, selectPlanDetailsInUse],
  (answers, details) => describePlan(answers, details),
);
