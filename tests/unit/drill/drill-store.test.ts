// The drill slice in a real store: drills kept by the domain's rules, the night-drill to-dos, and
// the history persisted with redux-persist (an in-memory storage standing in for IndexedDB).
import { describe, expect, it } from 'vitest';
import { persistStore, type Persistor } from 'redux-persist';
import { makeStore, type AppStore } from '../../../src/app/store';
import type { DrillResult } from '../../../src/domain/drill/drill-rules';
import { memoryStorage } from '../app/memory-storage';
import {
  rememberSleepers,
  saveDrill,
  selectNightDrillTodos,
} from '../../../src/state/drill/drill-actions';
import {
  drillStarted,
  fittedYearChosen,
  runningDrillEnded,
  selectDrillResults,
  selectRunningDrill,
  selectFittedYear,
  selectSleepers,
} from '../../../src/state/drill/drill-slice';

const NIGHT: DrillResult = {
  id: 'a',
  date: '2026-11-23',
  startedAt: '2026-11-23T09:00:00.000Z',
  durationMs: 130_400,
  night: true,
  notWoken: [' Tama ', 'tama'],
};

/** Starts persisting and waits until the stored state is back in the store. */
function restored(store: AppStore): Promise<Persistor> {
  return new Promise((resolve) => {
    const persistor: Persistor = persistStore(store, null, () => resolve(persistor));
  });
}

describe('the drill slice', () => {
  it('keeps a drill with clean names, once, and derives the to-dos', () => {
    const store = makeStore();
    store.dispatch(saveDrill(NIGHT));
    store.dispatch(saveDrill(NIGHT));
    expect(selectDrillResults(store.getState())).toEqual([{ ...NIGHT, notWoken: ['Tama'] }]);
    expect(selectNightDrillTodos(store.getState())).toEqual(['Tama']);
    store.dispatch(rememberSleepers(['Tama', ' Mere', '', 'TAMA']));
    expect(selectSleepers(store.getState())).toEqual(['Tama', 'Mere']);
  });

  it('persists the history and the fitting year, and brings them back', async () => {
    const storage = memoryStorage();
    const first = makeStore(undefined, { storage });
    const firstPersistor = await restored(first);
    first.dispatch(saveDrill(NIGHT));
    first.dispatch(fittedYearChosen(2019));
    await firstPersistor.flush();
    expect(storage.data.get('persist:root')).toContain('2026-11-23');

    const second = makeStore(undefined, { storage });
    await restored(second);
    expect(selectDrillResults(second.getState())).toHaveLength(1);
    expect(selectFittedYear(second.getState())).toBe(2019);
    expect(selectNightDrillTodos(second.getState())).toEqual(['Tama']);
  });

  it('keeps a running drill across a reload, until it is stopped', async () => {
    const storage = memoryStorage();
    const first = makeStore(undefined, { storage });
    const firstPersistor = await restored(first);
    const running = { startedAt: '2026-11-23T07:10:00.000Z', night: true };
    first.dispatch(drillStarted(running));
    await firstPersistor.flush();

    const second = makeStore(undefined, { storage });
    const secondPersistor = await restored(second);
    expect(selectRunningDrill(second.getState())).toEqual(running);
    second.dispatch(runningDrillEnded());
    await secondPersistor.flush();

    const third = makeStore(undefined, { storage });
    await restored(third);
    expect(selectRunningDrill(third.getState())).toBeNull();
  });
});
