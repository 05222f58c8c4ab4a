// A way out drawn on the plan follows the rooms it passes and, once outside, goes round the house
// to the meeting place, never back across it (issue 50: the second way out ran from the back door
// diagonally across the lounge and hall).
import { describe, expect, it } from 'vitest';
import { routeLines } from '../../../src/drawing/way-out-marks';
import { crossesRoom, pathToMeeting } from '../../../src/drawing/around-the-house';
import type { SketchPoint } from '../../../src/domain/floor-plan/sketch';
import {
  BEDROOM_TO_HALL,
  HALL_FRONT_DOOR,
  HALL_TO_LIVING,
  HOUSE_ROOMS,
  LIVING_OUT,
  sketchOf,
} from './sketch-fixtures';

/** The house of the fixtures, a way out from the bedroom through the living room's door. */
function house(meeting: { x: number; y: number }) {
  return sketchOf({
    rooms: HOUSE_ROOMS,
    openings: [BEDROOM_TO_HALL, HALL_TO_LIVING, HALL_FRONT_DOOR, LIVING_OUT],
    routes: { first: ['b1', 'd1', 'd2', 'd5'], second: [] },
    meeting,
  });
}

/** The stretch of a line from where it leaves the house (its last door) on. */
function outsideStretch(line: SketchPoint[]): [SketchPoint, SketchPoint][] {
  const segments: [SketchPoint, SketchPoint][] = [];
  for (let index = line.length - 1; index > 0; index -= 1) {
    const [a, b] = [line[index - 1]!, line[index]!];
    if (
      HOUSE_ROOMS.some(
        (room) =>
          a.x > room.x && a.x < room.x + room.width && a.y > room.y && a.y < room.y + room.height,
      )
    )
      break;
    segments.unshift([a, b]);
  }
  return segments;
}

describe('the last stretch of a way out', () => {
  it('goes straight to a meeting place in front of its door', () => {
    const [line] = routeLines(house({ x: 12, y: -6 }), 'first').get('ground')!;
    expect(line!.at(-1)).toEqual({ x: 12.5, y: -5.5 });
    // Out of the door, then straight on: two points after the door.
    expect(line!.slice(-2)[0]!.y).toBeLessThan(0);
  });

  it.each([
    ['behind the house', { x: 12, y: 16 }],
    ['beyond the bedroom', { x: -6, y: 3 }],
    ['down the side', { x: 20, y: 12 }],
  ])('goes round the house to a meeting place %s', (_where, meeting) => {
    const [line] = routeLines(house(meeting), 'first').get('ground')!;
    expect(line!.at(-1)).toEqual({ x: meeting.x + 0.5, y: meeting.y + 0.5 });
    for (const [a, b] of outsideStretch(line!)) {
      for (const room of HOUSE_ROOMS) expect(crossesRoom(a, b, room), `${room.id}`).toBe(false);
    }
  });

  it('stops at the edge when the meeting place is inside the outline (a courtyard)', () => {
    const rooms = HOUSE_ROOMS;
    const path = pathToMeeting(rooms, { x: 12.5, y: -1.5 }, 'north', { x: 10, y: 4 });
    expect(path).toHaveLength(1);
    expect(path[0]!.y).toBeLessThan(0);
  });

  it('a segment along a wall does not cross the room; one through it does', () => {
    const [bedroom] = HOUSE_ROOMS;
    expect(crossesRoom({ x: 0, y: -1 }, { x: 6, y: -1 }, bedroom!)).toBe(false);
    expect(crossesRoom({ x: 0, y: 0 }, { x: 6, y: 0 }, bedroom!)).toBe(false);
    expect(crossesRoom({ x: -1, y: 3 }, { x: 7, y: 3 }, bedroom!)).toBe(true);
    expect(crossesRoom({ x: 3, y: -2 }, { x: 3, y: 2 }, bedroom!)).toBe(true);
  });
});
