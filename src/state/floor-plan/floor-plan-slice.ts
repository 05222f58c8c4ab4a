// The household's floor-plan sketch with its undo and redo history. Persisted on the device with
// the plan's answers (src/app/store.ts), sent with the plan when it is saved. The store is on the
// first screen, so this slice only keeps sketches: the editor works out each change
// (domain/floor-plan/edits.ts) and what is read back is validated where it is used (use-sketch.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { deviceCleared } from '../device-cleared';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';

/** Steps kept for undo: enough to back out of a mistake without filling the device's storage. */
const UNDO_STEPS = 40;

export interface FloorPlanState {
  /** Null until something is drawn. Typed loosely: stored data is checked when read. */
  sketch: FloorPlanSketch | null;
  past: FloorPlanSketch[];
  future: FloorPlanSketch[];
}

const initialFloorPlanState: FloorPlanState = { sketch: null, past: [], future: [] };

export const floorPlanSlice = createSlice({
  name: 'floorPlan',
  initialState: initialFloorPlanState,
  reducers: {
    sketchChanged(state, action: PayloadAction<FloorPlanSketch>) {
      const kept = state.past.slice(-(UNDO_STEPS - 1));
      state.past = state.sketch ? [...kept, state.sketch] : kept;
      state.future = [];
      state.sketch = action.payload;
    },
    sketchUndone(state) {
      const previous = state.past.at(-1);
      if (!previous) return;
      state.future = state.sketch ? [state.sketch, ...state.future] : state.future;
      state.past = state.past.slice(0, -1);
      state.sketch = previous;
    },
    sketchRedone(state) {
      const next = state.future[0];
      if (!next) return;
      if (state.sketch) state.past = [...state.past, state.sketch];
      state.future = state.future.slice(1);
      state.sketch = next;
    },
    /** Another plan's drawing (or none) takes this one's place, without an undo history. */
    sketchReplaced(_state, action: PayloadAction<FloorPlanSketch | null>) {
      return { sketch: action.payload, past: [], future: [] };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(deviceCleared, () => initialFloorPlanState);
  },
  selectors: {
    // Read as unknown: what is stored is validated where it is used (use-sketch.ts).
    selectStoredSketch: (state): unknown => state.sketch,
    selectCanUndo: (state) => state.past.length > 0,
    selectCanRedo: (state) => state.future.length > 0,
  },
});

export const { sketchChanged, sketchUndone, sketchRedone, sketchReplaced } = floorPlanSlice.actions;
export const { selectStoredSketch, selectCanUndo, selectCanRedo } = floorPlanSlice.selectors;
