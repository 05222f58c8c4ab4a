// The hazards quiz's answers (begin = the ordered chosen sections) and its email form's fields. Persisted
// to IndexedDB with the rest of the store (src/app/store.ts), so nothing typed is lost.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QuizAnswers, QuizSectionSlug } from '../../domain/types';

/** The email form's fields; what became of sending it is the outbox's (./quiz-email-status.ts). */
export interface QuizEmailForm {
  name: string;
  email: string;
}

export interface QuizState {
  answers: QuizAnswers;
  emailForm: QuizEmailForm;
}

export const initialQuizState: QuizState = {
  answers: {},
  emailForm: { name: '', email: '' },
};

// A store persisted before the email form existed rehydrates without it.
function emailFormOf(state: QuizState): QuizEmailForm {
  state.emailForm ??= { ...initialQuizState.emailForm };
  return state.emailForm;
}

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
    quizEmailFormEdited(state, action: PayloadAction<{ name: string; email: string }>) {
      const form = emailFormOf(state);
      form.name = action.payload.name;
      form.email = action.payload.email;
    },
  },
  selectors: {
    selectQuizAnswers: (state) => state.answers,
    selectQuizEmailForm: (state) => state.emailForm ?? initialQuizState.emailForm,
  },
});

export const { quizAnswerRecorded, quizEmailFormEdited } = quizSlice.actions;
export const { selectQuizAnswers, selectQuizEmailForm } = quizSlice.selectors;
