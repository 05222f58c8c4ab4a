// The floor plan's undo and redo: each change one step, at most forty kept, a new change after an
// undo drops what could have been redone. The slice builds each state from the one before it
// (not through Immer's draft), so these pin what that must keep.
import { describe, expect, it } from 'vitest';
import {
  floorPlanSlice,
  sketchChanged,
  sketchRedone,
  sketchReplaced,
  sketchUndone,
  type FloorPlanState,
} from '../../../src/state/floor-plan/floor-plan-slice';
import { room, sketchOf } from './sketch-fixtures';
import f2ba5b3 from '../../fixtures/releases/f2ba5b3.json' with { type: 'json' };

const { reducer } = floorPlanSlice;
const sketches = Array.from({ length: 45 }, (_, index) =>
  sketchOf({ rooms: [room(`r${index}`, 'bedroom', [index, 0, 2, 2])] }),
);

function changedThrough(count: number): FloorPlanState {
  let state = reducer(undefined, { type: 'start' });
  for (const sketch of sketches.slice(0, count)) state = reducer(state, sketchChanged(sketch));
  return state;
}

describe('floor plan undo history', () => {
  it('keeps each change as one step, the newest last', () => {
    const state = changedThrough(3);
    expect(state.sketch).toBe(sketches[2]);
    expect(state.past).toEqual([sketches[0], sketches[1]]);
    expect(state.future).toEqual([]);
  });

  it('undoes to the step before and redoes it again', () => {
    const undone = reducer(changedThrough(3), sketchUndone());
    expect(undone.sketch).toBe(sketches[1]);
    expect(undone.past).toEqual([sketches[0]]);
    expect(undone.future).toEqual([sketches[2]]);

    const twice = reducer(undone, sketchUndone());
    expect(twice.sketch).toBe(sketches[0]);
    expect(twice.future).toEqual([sketches[1], sketches[2]]);

    const redone = reducer(twice, sketchRedone());
    expect(redone.sketch).toBe(sketches[1]);
    expect(redone.past).toEqual([sketches[0]]);
    expect(redone.future).toEqual([sketches[2]]);
  });

  it('leaves the state as it is with nothing to undo or redo', () => {
    const start = reducer(undefined, { type: 'start' });
    expect(reducer(start, sketchUndone())).toBe(start);
    // The first drawing has nothing before it to go back to.
    const one = changedThrough(1);
    expect(reducer(one, sketchUndone())).toBe(one);
    expect(reducer(one, sketchRedone())).toBe(one);
  });

  it('drops what could be redone once something new is drawn', () => {
    const undone = reducer(changedThrough(3), sketchUndone());
    const changed = reducer(undone, sketchChanged(sketches[10]!));
    expect(changed.sketch).toBe(sketches[10]);
    expect(changed.past).toEqual([sketches[0], sketches[1]]);
    expect(changed.future).toEqual([]);
  });

  it('keeps the last forty steps, not more', () => {
    const state = changedThrough(45);
    expect(state.past).toHaveLength(40);
    expect(state.past[0]).toBe(sketches[4]);
    expect(state.past.at(-1)).toBe(sketches[43]);
    expect(state.sketch).toBe(sketches[44]);
  });

  it('takes another plan’s drawing without a history', () => {
    const replaced = reducer(changedThrough(3), sketchReplaced(sketches[20]!));
    expect(replaced).toEqual({ sketch: sketches[20], past: [], future: [] });
  });

  it('keeps the stored state frozen, as Immer would', () => {
    const state = changedThrough(3);
    expect(Object.isFrozen(state)).toBe(true);
    expect(Object.isFrozen(state.past)).toBe(true);
    expect(Object.isFrozen(state.sketch)).toBe(true);
  });

  it('edits, undoes and redoes a drawing as an earlier release stored it (plain, not frozen)', () => {
    // As redux-persist gives it back: parsed from storage, never through Immer.
    const stored = JSON.parse(JSON.stringify(f2ba5b3.persisted.floorPlan)) as FloorPlanState;
    expect(Object.isFrozen(stored)).toBe(false);
    const changed = reducer(stored, sketchChanged(sketches[0]!));
    expect(changed.past).toEqual([stored.sketch]);
    expect(changed.sketch).toBe(sketches[0]);
    const undone = reducer(changed, sketchUndone());
    expect(undone.sketch).toEqual(stored.sketch);
    expect(undone.future).toEqual([sketches[0]]);
    expect(reducer(undone, sketchRedone()).sketch).toBe(sketches[0]);
  });
});
