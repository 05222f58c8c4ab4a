// A household's saved plans on this device: the keys this device made for its own
// plan, and the plans opened from their links, kept so they open offline. Persisted with the rest
// of the store (IndexedDB), so the keys survive a reload and a kept plan survives no signal.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { deviceCleared } from '../device-cleared';
import type { SavedPlanResponse } from '../../contracts';

/** A plan's two keys: the owner key changes or deletes it, the read key opens it. */
export interface PlanKeyPair {
  ownerKey: string;
  readKey: string;
}

/** A plan opened from its link: what it said then, and the read key its link carried. */
export interface KeptPlan {
  data: SavedPlanResponse['data'];
  readKey: string | null;
  /** When it was last read from the server (ms). */
  keptAt: number;
}

export interface SavedPlansState {
  /** Made on this device before its plan's first save; every change is sent with them. */
  keys: PlanKeyPair | null;
  /** Plans opened from their links, newest last; at most KEPT_PLANS_MAX. */
  kept: Record<string, KeptPlan>;
}

/** A phone keeps the few plans its people open (their own home, a parent's, a flat's). */
export const KEPT_PLANS_MAX = 5;

const initialSavedPlansState: SavedPlansState = { keys: null, kept: {} };

/**
 * This device lets go of a saved plan (deleted on the server, or forgotten here): its kept copy
 * goes, and its keys when it was this device's own (`own`), so the next save makes a new plan
 * with new keys.
 */
export const savedPlanLetGo = createAction<{ identifier: string; own: boolean }>(
  'savedPlans/letGo',
);

export const savedPlansSlice = createSlice({
  name: 'savedPlans',
  initialState: initialSavedPlansState,
  reducers: {
    planKeysMade(state, action: PayloadAction<PlanKeyPair>) {
      state.keys = action.payload;
    },
    planKept(state, action: PayloadAction<{ identifier: string } & KeptPlan>) {
      const { identifier, ...kept } = action.payload;
      delete state.kept[identifier];
      state.kept[identifier] = kept;
      const identifiers = Object.keys(state.kept);
      for (const old of identifiers.slice(0, Math.max(0, identifiers.length - KEPT_PLANS_MAX))) {
        delete state.kept[old];
      }
    },
    /** The link's plan is no more (deleted, or removed after long disuse). */
    keptPlanDropped(state, action: PayloadAction<{ identifier: string }>) {
      delete state.kept[action.payload.identifier];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(deviceCleared, () => initialSavedPlansState);
    builder.addCase(savedPlanLetGo, (state, action) => {
      delete state.kept[action.payload.identifier];
      if (action.payload.own) state.keys = null;
    });
  },
  selectors: {
    selectDevicePlanKeys: (state) => state.keys,
    selectKeptPlan: (state, identifier: string): KeptPlan | undefined => state.kept[identifier],
  },
});

export const { planKeysMade, planKept, keptPlanDropped } = savedPlansSlice.actions;
export const { selectDevicePlanKeys, selectKeptPlan } = savedPlansSlice.selectors;
