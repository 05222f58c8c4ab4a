// The hazards quiz's answers (begin = the ordered chosen sections) and its email form.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QuizAnswers, QuizSectionSlug } from '../../domain/types';

export interface QuizState {
  answers: QuizAnswers;
}

export const initialQuizState: QuizState = { answers: {} };

export const quizSlice = createSlice({
  name: 'quiz',
  initialState: initialQuizState,
  reducers: {
    quizAnswerRecorded(
      state,
      action: PayloadAction<{ slug: QuizSectionSlug | 'begin'; values: string[] }>,
    ) {
      state.answers[action.payload.slug] = action.payload.values;
    },
  },
  selectors: {
    selectQuizAnswers: (state) => state.answers,
  },
});

export const { quizAnswerRecorded } = quizSlice.actions;
export const { selectQuizAnswers } = quizSlice.selectors;
