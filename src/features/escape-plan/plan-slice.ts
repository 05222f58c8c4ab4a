// The escape plan's answers and the householder's name and email. Persisted to IndexedDB
// (src/app/store.ts), so nothing typed is lost on a reload. What became of sending the plan is the
// outbox's (src/features/outbox): see ./plan-submission.ts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { withoutAnswersOutsideFlow } from '../../domain/plan-flow';
import type { PlanAnswerValue, PlanAnswers, PlanQuestionSlug } from '../../domain/types';

export interface PlanState {
  answers: PlanAnswers;
  name: string;
  email: string;
}

export const initialPlanState: PlanState = {
  answers: {},
  name: '',
  email: '',
};

export const planSlice = createSlice({
  name: 'plan',
  initialState: initialPlanState,
  reducers: {
    answerRecorded(
      state,
      action: PayloadAction<{ slug: PlanQuestionSlug; value: PlanAnswerValue }>,
    ) {
      state.answers[action.payload.slug] = action.payload.value;
    },
    /** The home type picks the flow: answers the new flow does not ask are dropped. */
    houseTypeChanged(state, action: PayloadAction<string>) {
      state.answers = withoutAnswersOutsideFlow({
        ...state.answers,
        'house-type': [action.payload],
      });
    },
    formSubmitted(state, action: PayloadAction<{ name: string; email: string }>) {
      state.name = action.payload.name;
      state.email = action.payload.email;
    },
    planReset() {
      return initialPlanState;
    },
  },
  selectors: {
    selectPlanAnswers: (state) => state.answers,
    selectPlanName: (state) => state.name,
    selectPlanEmail: (state) => state.email,
  },
});

export const { answerRecorded, houseTypeChanged, formSubmitted, planReset } = planSlice.actions;
export const { selectPlanAnswers, selectPlanName, selectPlanEmail } = planSlice.selectors;
