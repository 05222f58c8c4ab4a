// A state persisted by an earlier release, lacking fields a later release added to its slices,
// comes back with those fields at their initial values (point 8); what was stored comes
// back as it was.
import { describe, expect, it } from 'vitest';
import { persistStore } from 'redux-persist';
import { makeStore, PERSIST_VERSION, type AppStore } from '../../../src/app/store';
import { mergePersisted } from '../../../src/app/merge-persisted';
import { selectDrillResults, selectSleepers } from '../../../src/state/drill/drill-slice';
import { selectQuizAnswers, selectQuizEmailForm } from '../../../src/state/quiz/quiz-slice';
import { memoryStorage } from './memory-storage';

function restored(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    persistStore(store, null, () => resolve());
  });
}

/** redux-persist's stored form: each slice serialised on its own, inside one JSON object. */
function storedRoot(slices: Record<string, unknown>): string {
  const entries = Object.entries({
    ...slices,
    _persist: { version: PERSIST_VERSION, rehydrated: true },
  });
  return JSON.stringify(
    Object.fromEntries(entries.map(([key, value]) => [key, JSON.stringify(value)])),
  );
}

describe('mergePersisted', () => {
  const initial = { quiz: { answers: {}, emailForm: { name: '', email: '' } }, flag: false };

  it('lays each stored slice over the initial one, so a new field starts at its initial value', () => {
    const inbound = { quiz: { answers: { begin: ['x'] } }, flag: true };
    expect(mergePersisted(inbound, initial, initial)).toEqual({
      quiz: { answers: { begin: ['x'] }, emailForm: { name: '', email: '' } },
      flag: true,
    });
  });

  it('keeps a slice that changed while the stored state was read, and ignores redux-persist’s key', () => {
    const reduced = { ...initial, flag: true };
    const inbound = { flag: false, quiz: { answers: {} }, _persist: { version: 3 } };
    const merged = mergePersisted(inbound, initial, reduced);
    expect(merged.flag).toBe(true);
    expect(merged).not.toHaveProperty('_persist');
  });

  it('returns the state as it is when nothing was stored', () => {
    expect(mergePersisted(undefined, initial, initial)).toBe(initial);
  });
});

describe('a store over the state of an earlier release', () => {
  it('has every field the release added, and everything that was stored', async () => {
    const storage = memoryStorage();
    // Stored before the quiz's email form and the drill's sleepers and results existed.
    storage.data.set(
      'persist:root',
      storedRoot({
        quiz: { answers: { begin: ['electric-heaters'] } },
        drill: { fittedYear: 2019 },
      }),
    );
    const store = makeStore(undefined, { storage });
    await restored(store);
    const state = store.getState();
    expect(selectQuizAnswers(state)).toEqual({ begin: ['electric-heaters'] });
    expect(selectQuizEmailForm(state)).toEqual({ name: '', email: '' });
    expect(selectDrillResults(state)).toEqual([]);
    expect(selectSleepers(state)).toEqual([]);
    expect(state.drill.fittedYear).toBe(2019);
  });
});
