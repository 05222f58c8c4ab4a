// Ways out follow the household's answers: an upstairs window nobody can get down from (or whose
// way down is not said yet) is not offered as a step and never "reaches outside".
import { describe, expect, it } from 'vitest';
import {
  nextRouteSteps,
  routeStepForTap,
  walkRoute,
} from '../../../src/domain/floor-plan/ways-out';
import type { SketchOpening, WindowDescent } from '../../../src/domain/floor-plan/sketch';
import {
  BEDROOM_TO_HALL,
  BEDROOM_WINDOW,
  HALL_FRONT_DOOR,
  HOUSE_ROOMS,
  door,
  room,
  sketchOf,
  window,
} from './sketch-fixtures';

const UPSTAIRS_BEDROOM = room('b2', 'bedroom', [0, 0, 6, 6], 'upstairs');
const LANDING = room('h2', 'hallway', [6, 0, 3, 8], 'upstairs');

function upstairs(descent?: WindowDescent) {
  const upstairsWindow: SketchOpening = {
    ...window('w7', 'b2', 'west', 1),
    ...(descent ? { descent } : {}),
  };
  return sketchOf({
    rooms: [...HOUSE_ROOMS, UPSTAIRS_BEDROOM, LANDING],
    openings: [HALL_FRONT_DOOR, door('d7', 'b2', 'east', 2), upstairsWindow],
    stairs: [{ id: 's1', roomId: 'h2', toRoomId: 'h1' }],
  });
}

describe('ways out and the windows the household ruled out', () => {
  it('a ground-floor window is a step, and a way out through it reaches outside', () => {
    const sketch = sketchOf({ rooms: HOUSE_ROOMS, openings: [BEDROOM_WINDOW, BEDROOM_TO_HALL] });
    expect(nextRouteSteps(sketch, ['b1'])).toEqual(['w1', 'd1']);
    expect(walkRoute(sketch, ['b1', 'w1'])).toMatchObject({ reachesOutside: true, brokenAt: null });
  });

  it.each([
    ["'They can't'", 'none' as const],
    ['not said yet', undefined],
  ])('an upstairs window whose way down is %s is not offered as a step', (_name, descent) => {
    const sketch = upstairs(descent);
    expect(nextRouteSteps(sketch, ['b2'])).toEqual(['d7']);
    expect(routeStepForTap(sketch, ['b2'], 'w7')).toBeNull();
  });

  it('a way out drawn through it earlier no longer reaches outside once it is ruled out', () => {
    expect(walkRoute(upstairs('ladder'), ['b2', 'w7']).reachesOutside).toBe(true);
    expect(walkRoute(upstairs('none'), ['b2', 'w7'])).toMatchObject({
      reachesOutside: false,
      brokenAt: 1,
    });
  });

  it('an upstairs window with an escape ladder kept in the room is a step', () => {
    expect(nextRouteSteps(upstairs('ladder'), ['b2'])).toEqual(['d7', 'w7']);
  });
});
