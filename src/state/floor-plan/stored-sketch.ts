// The sketch as stored on the device, checked against the shared contract before anything uses
// it: a stored sketch that no longer fits (an older shape, a damaged store) counts as none, so it
// can never break the plan it belongs to.
import { floorPlanSketchSchema } from '../../contracts/floor-plan';
import { useAppSelector } from '../hooks';
import type { RootState } from '../root-state';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { selectStoredSketch } from './floor-plan-slice';

const checked = new WeakMap<object, FloorPlanSketch | null>();

function validSketch(stored: unknown): FloorPlanSketch | null {
  if (!stored || typeof stored !== 'object') return null;
  if (checked.has(stored)) return checked.get(stored) ?? null;
  const parsed = floorPlanSketchSchema.safeParse(stored);
  if (!parsed.success) {
    console.warn(`Stored floor plan ignored: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  const sketch = parsed.success ? parsed.data : null;
  checked.set(stored, sketch);
  return sketch;
}

/**
 * A sketch the editor made from a checked one (domain/floor-plan/edits.ts keeps it whole): stored
 * as it is, so reading it back after each edit does not check the whole sketch again.
 */
export function trustSketch(sketch: FloorPlanSketch): FloorPlanSketch {
  checked.set(sketch, sketch);
  return sketch;
}

/** This device's sketch, or null when there is none (or what is stored is not a sketch). */
export const selectSketch = (state: RootState): FloorPlanSketch | null =>
  validSketch(selectStoredSketch(state));

export function useStoredSketch(): FloorPlanSketch | null {
  return useAppSelector(selectSketch);
}
