// Per-visit UI state that must not outlive the tab: whether the page is inside the tool and
// whether a page transition is running. Not persisted.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  inTool: boolean;
  isTransitioning: boolean;
}

const initialState: SessionState = { inTool: false, isTransitioning: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    inToolChanged(state, action: PayloadAction<boolean>) {
      state.inTool = action.payload;
    },
    transitionChanged(state, action: PayloadAction<boolean>) {
      state.isTransitioning = action.payload;
    },
  },
  selectors: {
    selectInTool: (state) => state.inTool,
    selectIsTransitioning: (state) => state.isTransitioning,
  },
});

export const { inToolChanged, transitionChanged } = sessionSlice.actions;
export const { selectInTool, selectIsTransitioning } = sessionSlice.selectors;
