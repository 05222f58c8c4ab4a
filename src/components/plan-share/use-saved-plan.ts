// A saved plan opened from its link (/print/{identifier}#key=…). Read from the server when it can
// be reached, and kept on this device: a phone that opened it once shows it offline,
// saying since when, and a plan deleted since goes from the phone too.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, NetworkError, getSavedPlan } from '../../lib/api-client';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { keptPlanDropped, planKept } from '../../state/saved-plans/saved-plans-slice';
import { selectDeletedHere, selectReadKeyOf } from '../../state/saved-plans/owned-plan';
import { readStoredSketch } from '../../state/floor-plan/stored-sketch';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import type { PlanDetails } from '../../domain/plan/details';
import type { PlanAnswers } from '../../vocabulary/types';

export type SavedPlanState =
  | { status: 'loading' }
  | {
      status: 'loaded';
      answers: PlanAnswers;
      details?: PlanDetails;
      sketch: FloorPlanSketch | null;
      /** Set when the server could not be reached: the copy kept on this device, read then (ms). */
      keptAt?: number;
    }
  | { status: 'error'; reason: SavedPlanFailure };

/**
 * Why a saved plan did not open. 'no-key': the server found none it could open, and neither the
 * link nor this device held a key (a plan forgotten here): it may well still be saved, so this is
 * never said as deleted or gone.
 */
export type SavedPlanFailure = 'offline' | 'not-found' | 'no-key' | 'deleted' | 'other';

function reasonOf(error: unknown, readKey: string | null): SavedPlanFailure {
  if (error instanceof NetworkError) return 'offline';
  if (error instanceof ApiError && error.status === 410) return 'deleted';
  // 400: not an identifier we could have made; 404: none saved under it (or not with this key).
  if (error instanceof ApiError && error.status === 404 && readKey === null) return 'no-key';
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return 'not-found';
  }
  return 'other';
}

/**
 * Loads a saved plan from GET /api/v1/plan/{identifier} with the read key its link brought
 * (use-link-keys.ts), else the one this device knows; `retry` tries again.
 */
export function useSavedPlan(
  identifier: string,
  linkReadKey: string | null,
): { state: SavedPlanState; retry: () => void } {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const known = useAppSelector((state) => selectReadKeyOf(state, identifier));
  const readKey = linkReadKey ?? known;
  // Deleted from this device: said at once, offline too, without asking the server.
  const deletedHere = useAppSelector((state) => selectDeletedHere(state, identifier));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SavedPlanState>({ status: 'loading' });
  useEffect(() => {
    if (deletedHere) return;
    let current = true;
    getSavedPlan(identifier, readKey).then(
      (response) => {
        if (!current) return;
        // A plan saved before the details (or without a sketch) has none: it prints as it did.
        const { sketch, ...plan } = response.data;
        setState({ status: 'loaded', ...plan, sketch: sketch ?? null });
        dispatch(planKept({ identifier, data: response.data, readKey, keptAt: Date.now() }));
      },
      (error: unknown) => {
        if (!current) return;
        const reason = reasonOf(error, readKey);
        const kept = store.getState().savedPlans.kept[identifier];
        if (kept && (reason === 'offline' || reason === 'other')) {
          // Kept by an earlier release, perhaps: read as the device's own drawing is.
          const { sketch, ...plan } = kept.data;
          const drawing = readStoredSketch(sketch);
          setState({ status: 'loaded', ...plan, sketch: drawing, keptAt: kept.keptAt });
          return;
        }
        if (reason === 'deleted' || reason === 'not-found') {
          dispatch(keptPlanDropped({ identifier }));
        }
        setState({ status: 'error', reason });
      },
    );
    return () => {
      current = false;
    };
  }, [identifier, readKey, attempt, dispatch, store, deletedHere]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state: deletedHere ? DELETED : state, retry };
}

const DELETED: SavedPlanState = { status: 'error', reason: 'deleted' };
