// What other features (the drill page, the floor-plan sketch) read of the plan: the household and
// who helps whom, memoised over the stored answers and details.
import { createSelector } from '@reduxjs/toolkit';
import { helpAssignments, peopleOf } from '../../domain/plan/household';
import { detailsForAnswers } from '../../domain/plan/details-check';
import { selectPlanAnswers, selectPlanDetails } from './plan-slice';

/** The details as sent, shown and printed (trimmed, only what the answers ask for). */
export const selectPlanDetailsInUse = createSelector(
  [selectPlanDetails, selectPlanAnswers],
  (details, answers) => detailsForAnswers(details, answers),
);

export const selectHouseholdPeople = createSelector([selectPlanDetailsInUse], peopleOf);
export const selectHelpAssignments = createSelector([selectPlanDetailsInUse], helpAssignments);
