// The hazards quiz's answers (begin = the ordered chosen sections) and its email form's fields. Persisted
// to IndexedDB with the rest of the store (src/app/store.ts), so nothing typed is lost.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { deviceCleared } from '../device-cleared';
import type { QuizAnswers, QuizSectionSlug } from '../../vocabulary/types';

/** The email form's fields; what became of sending it is src/submissions' (./quiz-email-status.ts). */
export interface QuizEmailForm {
  name: string;
  email: string;
}

type QuizStep = QuizSectionSlug | 'begin';

export interface QuizState {
  answers: QuizAnswers;
  emailForm: QuizEmailForm;
  /**
   * Boxes ticked on a step before Continue records them, so a reload keeps them. A state stored
   * before this field existed gets it from the initial state (src/app/merge-persisted.ts).
   */
  drafts: Partial<Record<QuizStep, string[]>>;
}

const initialQuizState: QuizState = {
  answers: {},
  emailForm: { name: '', email: '' },
  drafts: {},
};

export const quizSlice = createSlice({
  name: 'quiz',
  initialState: initialQuizState,
  reducers: {
    quizAnswerRecorded(state, action: PayloadAction<{ slug: QuizStep; values: string[] }>) {
      state.answers[action.payload.slug] = action.payload.values;
      delete state.drafts[action.payload.slug];
    },
    quizAnswerDrafted(state, action: PayloadAction<{ slug: QuizStep; values: string[] }>) {
      state.drafts = { ...state.drafts, [action.payload.slug]: action.payload.values };
    },
    quizEmailFormEdited(state, action: PayloadAction<{ name: string; email: string }>) {
      state.emailForm = { name: action.payload.name, email: action.payload.email };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(deviceCleared, () => initialQuizState);
  },
  selectors: {
    selectQuizAnswers: (state) => state.answers,
    selectQuizEmailForm: (state) => state.emailForm,
    selectQuizDrafts: (state) => state.drafts,
  },
});

export const { quizAnswerRecorded, quizAnswerDrafted, quizEmailFormEdited } = quizSlice.actions;
export const { selectQuizAnswers, selectQuizEmailForm, selectQuizDrafts } = quizSlice.selectors;
