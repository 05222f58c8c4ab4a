import { useCallback, useEffect, useState } from 'react';
import { ApiError, NetworkError, getSavedPlan } from '../../lib/api-client';
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
    }
  | { status: 'error'; reason: 'offline' | 'not-found' | 'other' };

function reasonOf(error: unknown): 'offline' | 'not-found' | 'other' {
  if (error instanceof NetworkError) return 'offline';
  // 400: not an identifier we could have made; 404: none saved under it.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return 'not-found';
  }
  return 'other';
}

/** Loads a saved plan from GET /api/v1/plan/{identifier}; `retry` tries again. */
export function useSavedPlan(identifier: string): { state: SavedPlanState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SavedPlanState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getSavedPlan(identifier).then(
      (response) => {
        // A plan saved before the details (or without a sketch) has none: it prints as it did.
        if (current) {
          const { sketch, ...plan } = response.data;
          setState({ status: 'loaded', ...plan, sketch: sketch ?? null });
        }
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', reason: reasonOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [identifier, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
