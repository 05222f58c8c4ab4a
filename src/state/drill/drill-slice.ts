// The household's drills and reminder settings, kept on the device (persisted to IndexedDB with
// the rest of the store): no account and no server. The slice is part of the first screen's code
// (the store persists it from the start), so it only stores what it is given: the rules (bounds,
// clean names, ordering) live in domain/drill and are applied by drill-actions.ts, which loads
// with the drill's pages.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { deviceCleared } from '../device-cleared';
import type { DrillResult, RunningDrill } from '../../domain/drill/drill-rules';

export interface DrillState {
  /** Oldest first, bounded (domain/drill withDrill). */
  results: DrillResult[];
  /** Names typed for night drills when the plan has no household, offered again next time. */
  sleepers: string[];
  /** The year the smoke alarms were fitted, for the replace-alarms reminder. */
  fittedYear: number | null;
  /** The drill whose stopwatch is running, so a reload (a phone may reload a tab) keeps it. */
  running: RunningDrill | null;
}

const initialDrillState: DrillState = {
  results: [],
  sleepers: [],
  fittedYear: null,
  running: null,
};

export const drillSlice = createSlice({
  name: 'drill',
  initialState: initialDrillState,
  reducers: {
    drillsRecorded(state, action: PayloadAction<DrillResult[]>) {
      state.results = action.payload;
    },
    sleepersRemembered(state, action: PayloadAction<string[]>) {
      state.sleepers = action.payload;
    },
    fittedYearChosen(state, action: PayloadAction<number | null>) {
      state.fittedYear = action.payload;
    },
    drillStarted(state, action: PayloadAction<RunningDrill>) {
      state.running = action.payload;
    },
    /** Stopped, cancelled, or found too old to come back. */
    runningDrillEnded(state) {
      state.running = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(deviceCleared, () => initialDrillState);
  },
  selectors: {
    selectDrillResults: (state) => state.results,
    selectSleepers: (state) => state.sleepers,
    selectFittedYear: (state) => state.fittedYear,
    selectRunningDrill: (state) => state.running,
  },
});

export const {
  drillsRecorded,
  sleepersRemembered,
  fittedYearChosen,
  drillStarted,
  runningDrillEnded,
} = drillSlice.actions;
export const { selectDrillResults, selectSleepers, selectFittedYear, selectRunningDrill } =
  drillSlice.selectors;
