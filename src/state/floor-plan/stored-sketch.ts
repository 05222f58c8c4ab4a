// The sketch as stored on the device, checked against the shared contract before anything uses
// it. An earlier release's drawing is brought in line by the contract itself (a way out by a
// window that is no longer one stops before it); a stored sketch that still does not fit (a
// damaged store) keeps everything that does (salvageSketch), so it never breaks its plan and
// never takes the household's rooms, alarms and sleepers with it.
import { floorPlanSketchSchema, salvageSketch } from '../../contracts/floor-plan';
import { useAppSelector } from '../hooks';
import type { RootState } from '../root-state';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { selectStoredSketch } from './floor-plan-slice';

const checked = new WeakMap<object, FloorPlanSketch | null>();

/** A sketch read back from the device (its own, or a kept copy of a saved plan), or null. */
export function readStoredSketch(stored: unknown): FloorPlanSketch | null {
  if (!stored || typeof stored !== 'object') return null;
  if (checked.has(stored)) return checked.get(stored) ?? null;
  const parsed = floorPlanSketchSchema.safeParse(stored);
  let sketch = parsed.success ? parsed.data : null;
  if (!parsed.success) {
    sketch = salvageSketch(stored);
    const problem = parsed.error.issues[0]?.message ?? 'invalid';
    console.warn(`Stored floor plan ${sketch ? 'repaired' : 'unreadable'}: ${problem}`);
  }
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
  readStoredSketch(selectStoredSketch(state));

export function useStoredSketch(): FloorPlanSketch | null {
  return useAppSelector(selectSketch);
}
