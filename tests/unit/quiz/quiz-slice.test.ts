// The quiz slice through a real store (makeStore), as the app uses it.
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store';
import {
  initialQuizState,
  quizAnswerRecorded,
  quizEmailFormEdited,
  quizEmailFormReopened,
  quizEmailNotSent,
  quizEmailRejected,
  quizEmailSent,
  selectQuizAnswers,
  selectQuizEmailForm,
} from '../../../src/features/quiz/quiz-slice';
import type { PersistStorage } from '../../../src/lib/idb-storage';
import { persistStore, type Persistor } from 'redux-persist';

describe('quiz slice', () => {
  it('starts with no answers and an idle, empty email form', () => {
    const store = makeStore();
    expect(selectQuizAnswers(store.getState())).toEqual({});
    expect(selectQuizEmailForm(store.getState())).toEqual({ name: '', email: '', status: 'idle' });
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

  it.each([
    [quizEmailSent(), 'submitted'],
    [quizEmailRejected(), 'error'],
    [quizEmailNotSent(), 'not-sent'],
  ] as const)('moves the email status on %o to %s and keeps the details', (action, status) => {
    const store = makeStore();
    store.dispatch(quizEmailFormEdited({ name: 'Aroha', email: 'aroha@example.nz' }));
    store.dispatch(action);
    expect(selectQuizEmailForm(store.getState())).toEqual({
      name: 'Aroha',
      email: 'aroha@example.nz',
      status,
    });
  });

  it('keeps an error on screen while the details are edited, until the next answer', () => {
    const store = makeStore();
    store.dispatch(quizEmailRejected());
    store.dispatch(quizEmailFormEdited({ name: 'Aroha', email: 'aroha@example.nz' }));
    expect(selectQuizEmailForm(store.getState()).status).toBe('error');
    store.dispatch(quizEmailSent());
    expect(selectQuizEmailForm(store.getState()).status).toBe('submitted');
  });

  it('reopens a sent form, and a changed answer makes a sent checklist sendable again', () => {
    const store = makeStore();
    store.dispatch(quizEmailSent());
    store.dispatch(quizEmailFormReopened());
    expect(selectQuizEmailForm(store.getState()).status).toBe('idle');

    store.dispatch(quizEmailSent());
    store.dispatch(quizAnswerRecorded({ slug: 'begin', values: ['garage-toolshed'] }));
    expect(selectQuizEmailForm(store.getState()).status).toBe('idle');
  });

  it('does not clear an error or offline notice when an answer changes', () => {
    const store = makeStore();
    store.dispatch(quizEmailNotSent());
    store.dispatch(quizAnswerRecorded({ slug: 'begin', values: ['garage-toolshed'] }));
    expect(selectQuizEmailForm(store.getState()).status).toBe('not-sent');
  });

  it('reads and updates a quiz state persisted before the email form existed', () => {
    const store = makeStore({ quiz: { answers: { begin: ['garage-toolshed'] } } as never });
    expect(selectQuizEmailForm(store.getState())).toEqual(initialQuizState.emailForm);
    store.dispatch(quizEmailFormEdited({ name: 'Aroha', email: 'aroha@example.nz' }));
    expect(selectQuizEmailForm(store.getState()).name).toBe('Aroha');
  });
});

function memoryStorage(): PersistStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (key) => data.get(key) ?? null,
    setItem: async (key, value) => void data.set(key, value),
    removeItem: async (key) => void data.delete(key),
  };
}

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
    first.dispatch(quizEmailNotSent());
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
      status: 'not-sent',
    });
  });
});
