// The escape plan's answers and the householder's name and email, persisted to IndexedDB.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlanAnswerValue, PlanAnswers, PlanQuestionSlug } from '../../domain/types';

export interface PlanState {
  answers: PlanAnswers;
  name: string;
  email: string;
}

export const initialPlanState: PlanState = { answers: {}, name: '', email: '' };

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
    formSubmitted(state, action: PayloadAction<{ name: string; email: string }>) {
      state.name = action.payload.name;
      state.email = action.payload.email;
    },
  },
  selectors: {
    selectPlanAnswers: (state) => state.answers,
    selectPlanContact: (state) => ({ name: state.name, email: state.email }),
  },
});

export const { answerRecorded, formSubmitted } = planSlice.actions;
export const { selectPlanAnswers, selectPlanContact } = planSlice.selectors;
