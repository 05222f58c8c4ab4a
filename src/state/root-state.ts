// The store's shape: every slice, combined. The app builds the store from this reducer (and
// persists it, src/app/store.ts); features, components and selectors type themselves on it.
import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { planSlice } from './plan/plan-slice';
import { quizSlice } from './quiz/quiz-slice';
import { submissionsSlice } from '../submissions/submissions-slice';
import { drillSlice } from './drill/drill-slice';
import { floorPlanSlice } from './floor-plan/floor-plan-slice';
import { savedPlansSlice } from './saved-plans/saved-plans-slice';

/** Every slice of the store; all of them persist to IndexedDB (src/app/store.ts). */
export const SLICES = [
  planSlice,
  quizSlice,
  submissionsSlice,
  drillSlice,
  floorPlanSlice,
  savedPlansSlice,
] as const;

export const rootReducer = combineSlices(...SLICES);
export type RootState = ReturnType<typeof rootReducer>;
/** What `dispatch` accepts: actions and thunks over RootState. */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
