// The Redux store: the root reducer of src/state, every slice persisted to IndexedDB.
import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  createMigrate,
  persistReducer,
  persistStore,
  type PersistedState,
  type Persistor,
} from 'redux-persist';
import { answerRecorded } from '../state/plan/plan-slice';
import { quizAnswerRecorded } from '../state/quiz/quiz-slice';
import type { PersistStorage } from '../lib/idb-storage';
import { SLICES, rootReducer, type RootState } from '../state/root-state';
import { mergePersisted } from './merge-persisted';

export type { RootState } from '../state/root-state';

/** Bump when the persisted shape changes incompatibly, and add a migration (./persisted-state.ts). */
export const PERSIST_VERSION = 3;

/**
 * Brings an older persisted state up to PERSIST_VERSION. The migrations load only when one is
 * needed, so the first screen does not carry them.
 */
async function migrate(state: PersistedState, version: number): Promise<PersistedState> {
  if (!state || (state._persist?.version ?? -1) >= version) return state;
  const { migrations } = await import('./persisted-state');
  return createMigrate(migrations, { debug: false })(state, version);
}

// The drills and the floor-plan sketch are new in version 2's time: an older state has none yet.
const PERSISTED_SLICES = SLICES.map((slice) => slice.reducerPath);

export interface StoreOptions {
  /** Where to persist; without it (unit tests) nothing is persisted. */
  storage?: PersistStorage;
}

/**
 * After the first answer, ask the browser to keep our storage (answers and submissions) even when
 * the device runs short of space. Asked once per page load; the browser remembers the grant.
 */
function persistentStorageRequest() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(answerRecorded, quizAnswerRecorded),
    effect: async (_action, api) => {
      api.unsubscribe();
      await globalThis.navigator?.storage?.persist?.().catch(() => false);
    },
  });
  return listener.middleware;
}

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const reducer = options.storage
    ? persistReducer(
        {
          key: 'root',
          version: PERSIST_VERSION,
          storage: options.storage,
          whitelist: PERSISTED_SLICES,
          migrate,
          stateReconciler: mergePersisted,
        },
        rootReducer,
      )
    : rootReducer;
  return configureStore({
    // persistReducer adds a `_persist` key; the state callers see is still RootState.
    reducer: reducer as typeof rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => {
      const middleware = getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      });
      return options.storage ? middleware.prepend(persistentStorageRequest()) : middleware;
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;

export function makePersistedStore(storage: PersistStorage): {
  store: AppStore;
  persistor: Persistor;
} {
  const store = makeStore(undefined, { storage });
  return { store, persistor: persistStore(store) };
}
