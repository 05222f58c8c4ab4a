// The hazards quiz's answers (begin = the ordered chosen sections) and its email form. Persisted
// to IndexedDB with the rest of the store (src/app/store.ts), so nothing typed is lost.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { outboxUpdated } from '../outbox/outbox-slice';
import type { QuizAnswers, QuizSectionSlug } from '../../domain/types';

/**
 * idle: not sent (or changed since); submitted: the server queued the mail; error: the server
 * refused it (spec section 8); queued: kept in the service worker's outbox on this device until
 * it is back online; not-sent: the request never reached the server and no outbox could keep it.
 */
export type QuizEmailStatus = 'idle' | 'submitted' | 'error' | 'queued' | 'not-sent';

export interface QuizEmailForm {
  name: string;
  email: string;
  status: QuizEmailStatus;
  /** The idempotency key of the request waiting in the outbox, while status is 'queued'. */
  queuedKey?: string | null;
}

export interface QuizState {
  answers: QuizAnswers;
  emailForm: QuizEmailForm;
}

export const initialQuizState: QuizState = {
  answers: {},
  emailForm: { name: '', email: '', status: 'idle' },
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
    /** A changed answer changes the checklist, so a sent checklist may be sent again. */
    quizAnswerRecorded(
      state,
      action: PayloadAction<{ slug: QuizSectionSlug | 'begin'; values: string[] }>,
    ) {
      state.answers[action.payload.slug] = action.payload.values;
      const form = emailFormOf(state);
      if (form.status === 'submitted') form.status = 'idle';
    },
    /** Typing keeps an error or offline notice on screen until the next attempt answers. */
    quizEmailFormEdited(state, action: PayloadAction<{ name: string; email: string }>) {
      const form = emailFormOf(state);
      form.name = action.payload.name;
      form.email = action.payload.email;
    },
    quizEmailSent(state) {
      emailFormOf(state).status = 'submitted';
    },
    quizEmailRejected(state) {
      emailFormOf(state).status = 'error';
    },
    quizEmailNotSent(state) {
      emailFormOf(state).status = 'not-sent';
    },
    quizEmailQueued(state, action: PayloadAction<{ idempotencyKey: string }>) {
      const form = emailFormOf(state);
      form.status = 'queued';
      form.queuedKey = action.payload.idempotencyKey;
    },
    /** 'Send to another address' after a confirmation: the form comes back, still filled. */
    quizEmailFormReopened(state) {
      emailFormOf(state).status = 'idle';
    },
  },
  extraReducers: (builder) => {
    // The outbox later tells what became of a queued email: sent, or refused by the server.
    builder.addCase(outboxUpdated, (state, action) => {
      const form = emailFormOf(state);
      const { kind, idempotencyKey, state: outboxState } = action.payload;
      if (kind !== 'quiz' || form.status !== 'queued' || form.queuedKey !== idempotencyKey) return;
      if (outboxState === 'sent') form.status = 'submitted';
      if (outboxState === 'failed') form.status = 'error';
      if (outboxState === 'sent' || outboxState === 'failed') form.queuedKey = null;
    });
  },
  selectors: {
    selectQuizAnswers: (state) => state.answers,
    selectQuizEmailForm: (state) => state.emailForm ?? initialQuizState.emailForm,
  },
});

export const {
  quizAnswerRecorded,
  quizEmailFormEdited,
  quizEmailSent,
  quizEmailRejected,
  quizEmailNotSent,
  quizEmailQueued,
  quizEmailFormReopened,
} = quizSlice.actions;
export const { selectQuizAnswers, selectQuizEmailForm } = quizSlice.selectors;
