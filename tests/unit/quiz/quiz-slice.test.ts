// The quiz slice through a real store (makeStore), as the app uses it.
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store';
import {
  quizAnswerRecorded,
  quizEmailFormEdited,
  selectQuizAnswers,
  selectQuizEmailForm,
} from '../../../src/state/quiz/quiz-slice';
import { selectQuizEmailStatus } from '../../../src/features/quiz/quiz-email-status';
import { submissionDismissed, type SubmissionStatus } from '../../../src/submissions';
import { scoreQuiz } from '../../../src/domain/quiz/quiz-rules';
import { settle } from '../submissions/submissions';

type Store = ReturnType<typeof makeStore>;
const SENT: SubmissionStatus = { state: 'sent', result: null };
const REFUSED: SubmissionStatus = { state: 'failed', failure: { reason: 'invalid' } };
const NOT_SENT: SubmissionStatus = { state: 'failed', failure: { reason: 'network' } };

/** Settles the checklist email for the store's current answers, as the email form sends it. */
function emailed(store: Store, status: SubmissionStatus) {
  settle(store, 'quiz', status, { subject: scoreQuiz(selectQuizAnswers(store.getState())) });
}
const emailStatus = (store: Store) => selectQuizEmailStatus(store.getState());
import { memoryStorage } from '../app/memory-storage';
import { persistStore, type Persistor } from 'redux-persist';

describe('quiz slice', () => {
  it('starts with no answers and an idle, empty email form', () => {
    const store = makeStore();
    expect(selectQuizAnswers(store.getState())).toEqual({});
    expect(selectQuizEmailForm(store.getState())).toEqual({ name: '', email: '' });
    expect(emailStatus(store)).toEqual({ state: 'idle' });
  });

  it('records the begin list and section answers by slug, replacing earlier ones', () => {
    const store = makeStore();
    store.dispatch(quizAnswerRecorded({ slug: 'begin', values: ['indoor-fires', 'hot-ashes'] }));
    store.dispatch(quizAnswerRecorded({ slug: 'indoor-fires', values: ['chimney-cleaned'] }));
    store.dispatch(quizAnswerRecorded({ slug: 'indoor-fires', values: [] }));
    expect(selectQuizAnswers(store.getState())).toEqual({
      begin: ['indoor-fires', 'hot-ashes'],
      'indoor-fires': [],
    });
  });

  it('keeps the typed name and email', () => {
    const store = makeStore();
    store.dispatch(quizEmailFormEdited({ name: 'Aroha', email: 'aroha@example.nz' }));
    expect(selectQuizEmailForm(store.getState())).toMatchObject({
      name: 'Aroha',
      email: 'aroha@example.nz',
    });
  });

  it.each([SENT, REFUSED, NOT_SENT])(
    'moves the email status to %o and keeps the details',
    (status) => {
      const store = makeStore();
      store.dispatch(quizEmailFormEdited({ name: 'Aroha', email: 'aroha@example.nz' }));
      emailed(store, status);
      expect(selectQuizEmailForm(store.getState())).toEqual({
        name: 'Aroha',
        email: 'aroha@example.nz',
      });
      expect(emailStatus(store)).toEqual(status);
    },
  );

  it('keeps an error on screen while the details are edited, until the next answer', () => {
    const store = makeStore();
    emailed(store, REFUSED);
    store.dispatch(quizEmailFormEdited({ name: 'Aroha', email: 'aroha@example.nz' }));
    expect(emailStatus(store)).toEqual(REFUSED);
    emailed(store, SENT);
    expect(emailStatus(store)).toEqual(SENT);
  });

  it('reopens a sent form, and a changed answer makes a sent checklist sendable again', () => {
    const store = makeStore();
    emailed(store, SENT);
    store.dispatch(submissionDismissed({ kind: 'quiz' }));
    expect(emailStatus(store).state).toBe('idle');

    emailed(store, SENT);
    store.dispatch(quizAnswerRecorded({ slug: 'begin', values: ['garage-toolshed'] }));
    expect(emailStatus(store).state).toBe('idle');
  });

  it('does not clear an error or offline notice when an answer changes', () => {
    const store = makeStore();
    emailed(store, NOT_SENT);
    store.dispatch(quizAnswerRecorded({ slug: 'begin', values: ['garage-toolshed'] }));
    expect(emailStatus(store)).toEqual(NOT_SENT);
  });
});

/** Starts persisting and resolves once the stored state is back (as the PersistGate waits). */
function persisted(store: ReturnType<typeof makeStore>): Promise<Persistor> {
  return new Promise((resolve) => {
    const persistor: Persistor = persistStore(store, null, () => resolve(persistor));
  });
}

describe('quiz persistence', () => {
  it('restores answers and the email form in a new store from the same storage', async () => {
    const storage = memoryStorage();
    const first = makeStore(undefined, { storage });
    const persistor = await persisted(first);
    first.dispatch(quizAnswerRecorded({ slug: 'begin', values: ['electric-blankets'] }));
    first.dispatch(quizAnswerRecorded({ slug: 'electric-blankets', values: ['turned-off'] }));
    first.dispatch(quizEmailFormEdited({ name: 'Aroha', email: 'aroha@example.nz' }));
    emailed(first, NOT_SENT);
    await persistor.flush();

    const second = makeStore(undefined, { storage });
    await persisted(second);
    expect(selectQuizAnswers(second.getState())).toEqual({
      begin: ['electric-blankets'],
      'electric-blankets': ['turned-off'],
    });
    expect(selectQuizEmailForm(second.getState())).toEqual({
      name: 'Aroha',
      email: 'aroha@example.nz',
    });
    expect(emailStatus(second)).toEqual(NOT_SENT);
  });
});
