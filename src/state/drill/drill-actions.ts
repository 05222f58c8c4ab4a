// What the drill pages do to the drill slice, with the rules of domain/drill applied here (not
// in the slice, which is in the first screen's code), and the selectors derived from it.
import { createSelector, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../root-state';
import {
  nightDrillTodos,
  uniqueNames,
  withDrill,
  type DrillResult,
} from '../../domain/drill/drill-rules';
import {
  drillsRecorded,
  selectDrillResults,
  selectSleepers,
  sleepersRemembered,
} from './drill-slice';

type DrillThunk = ThunkAction<void, RootState, unknown, UnknownAction>;

/** Keeps a finished drill: bounded history, clean names, a repeated id ignored. */
export function saveDrill(result: DrillResult): DrillThunk {
  return (dispatch, getState) => {
    dispatch(drillsRecorded(withDrill(selectDrillResults(getState()), result)));
  };
}

/** Remembers the names typed for a night drill, cleaned and bounded. */
export function rememberSleepers(names: string[]): DrillThunk {
  return (dispatch, getState) => {
    const cleaned = uniqueNames(names);
    if (cleaned.join('\n') !== selectSleepers(getState()).join('\n')) {
      dispatch(sleepersRemembered(cleaned));
    }
  };
}

/** The people the latest night drill did not wake: a "choose who wakes …" to-do each. */
export const selectNightDrillTodos = createSelector([selectDrillResults], nightDrillTodos);
