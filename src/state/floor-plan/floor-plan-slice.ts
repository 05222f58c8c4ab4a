// The household's floor-plan sketch with its undo and redo history. Persisted on the device with
// the plan's answers (src/app/store.ts), sent with the plan when it is saved. The store is on the
// first screen, so this slice only keeps sketches: the editor works out each change
// (domain/floor-plan/edits.ts) and what is read back is validated where it is used (use-sketch.ts).
import { createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
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

/** The slice's state itself, not Immer's draft of it. */
function stateAsItWas(state: FloorPlanState): FloorPlanState {
  return (isDraft(state) ? original(state) : undefined) ?? state;
}

export const floorPlanSlice = createSlice({
  name: 'floorPlan',
  initialState: initialFloorPlanState,
  // Each step builds the next state from the state as it was (not through Immer's draft): read
  // through the draft, every kept step of undo became a draft to finish again, on every edit.
  reducers: {
    sketchChanged(state, action: PayloadAction<FloorPlanSketch>) {
      const { sketch, past } = stateAsItWas(state);
      const kept = past.slice(-(UNDO_STEPS - 1));
      return { sketch: action.payload, past: sketch ? [...kept, sketch] : kept, future: [] };
    },
    sketchUndone(state) {
      const { sketch, past, future } = stateAsItWas(state);
      const previous = past.at(-1);
      if (!previous) return;
      return {
        sketch: previous,
        past: past.slice(0, -1),
        future: sketch ? [sketch, ...future] : future,
      };
    },
    sketchRedone(state) {
      const { sketch, past, future } = stateAsItWas(state);
      const next = future[0];
      if (!next) return;
      return { sketch: next, past: sketch ? [...past, sketch] : past, future: future.slice(1) };
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
