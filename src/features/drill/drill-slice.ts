// The household's drills and reminder settings, kept on the device (persisted to IndexedDB with
// the rest of the store): no account and no server.
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { nightDrillTodos, uniqueNames, withDrill, type DrillResult } from '../../domain/drill';

export interface DrillState {
  results: DrillResult[];
  /** Names typed for night drills when the plan has no household, offered again next time. */
  sleepers: string[];
  /** The year the smoke alarms were fitted, for the replace-alarms reminder. */
  fittedYear: number | null;
}

export const initialDrillState: DrillState = { results: [], sleepers: [], fittedYear: null };

export const drillSlice = createSlice({
  name: 'drill',
  initialState: initialDrillState,
  reducers: {
    drillSaved(state, action: PayloadAction<DrillResult>) {
      state.results = withDrill(state.results, action.payload);
    },
    sleepersChanged(state, action: PayloadAction<string[]>) {
      state.sleepers = uniqueNames(action.payload);
    },
    fittedYearChosen(state, action: PayloadAction<number | null>) {
      state.fittedYear = action.payload;
    },
  },
  selectors: {
    // A state persisted before a field existed lacks it.
    selectDrillResults: (state) => state.results ?? initialDrillState.results,
    selectSleepers: (state) => state.sleepers ?? initialDrillState.sleepers,
    selectFittedYear: (state) => state.fittedYear ?? null,
  },
});

export const { drillSaved, sleepersChanged, fittedYearChosen } = drillSlice.actions;
export const { selectDrillResults, selectSleepers, selectFittedYear } = drillSlice.selectors;

/** The people the latest night drill did not wake: a "choose who wakes …" to-do each. */
export const selectNightDrillTodos = createSelector([selectDrillResults], nightDrillTodos);
