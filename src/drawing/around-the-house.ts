// The last stretch of a way out, from just outside its door to the meeting place, drawn around
// the house rather than back across it: straight when nothing is in the way, else out to the
// edge of the ground floor, along it by the shorter side, and on to the meeting place.
import type { SketchPoint, SketchRoom, Side } from '../domain/floor-plan/sketch';

/** How far outside the walls the line runs, in grid cells. */
const CLEARANCE = 0.75;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function boxOf(rooms: readonly SketchRoom[]): Box {
  return {
    x0: Math.min(...rooms.map((room) => room.x)) - CLEARANCE,
    y0: Math.min(...rooms.map((room) => room.y)) - CLEARANCE,
    x1: Math.max(...rooms.map((room) => room.x + room.width)) + CLEARANCE,
    y1: Math.max(...rooms.map((room) => room.y + room.height)) + CLEARANCE,
  };
}

/** Whether the segment a→b passes through the inside of the room (touching a wall is not). */
export function crossesRoom(a: SketchPoint, b: SketchPoint, room: SketchRoom): boolean {
  // Liang–Barsky clipping against the room shrunk by a hair, so a line along a wall is outside.
  const inset = 0.01;
  const [left, right] = [room.x + inset, room.x + room.width - inset];
  const [top, bottom] = [room.y + inset, room.y + room.height - inset];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [
    [-dx, a.x - left],
    [dx, right - a.x],
    [-dy, a.y - top],
    [dy, bottom - a.y],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** A point's place along the box's edge, clockwise from the top-left corner. */
function along(box: Box, point: SketchPoint): number {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  if (point.y <= box.y0) return point.x - box.x0;
  if (point.x >= box.x1) return width + (point.y - box.y0);
  if (point.y >= box.y1) return width + height + (box.x1 - point.x);
  return 2 * width + height + (box.y1 - point.y);
}

/** The corners passed going from one place on the edge to another, by the shorter way. */
function cornersBetween(box: Box, from: number, to: number): SketchPoint[] {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const perimeter = 2 * (width + height);
  const corners: [number, SketchPoint][] = [
    [0, { x: box.x0, y: box.y0 }],
    [width, { x: box.x1, y: box.y0 }],
    [width + height, { x: box.x1, y: box.y1 }],
    [2 * width + height, { x: box.x0, y: box.y1 }],
  ];
  const clockwise = (to - from + perimeter) % perimeter;
  const forward = clockwise <= perimeter / 2;
  const distance = forward ? clockwise : perimeter - clockwise;
  const passed = corners.filter(([at]) => {
    const fromStart = forward
      ? (at - from + perimeter) % perimeter
      : (from - at + perimeter) % perimeter;
    return fromStart > 0 && fromStart < distance;
  });
  passed.sort(([a], [b]) =>
    forward
      ? ((a - from + perimeter) % perimeter) - ((b - from + perimeter) % perimeter)
      : ((from - a + perimeter) % perimeter) - ((from - b + perimeter) % perimeter),
  );
  return passed.map(([, corner]) => corner);
}

/** The nearest point on the box's edge to a point outside it. */
function onEdge(box: Box, point: SketchPoint): SketchPoint {
  const x = Math.min(Math.max(point.x, box.x0), box.x1);
  const y = Math.min(Math.max(point.y, box.y0), box.y1);
  if (x !== point.x || y !== point.y) return { x, y };
  // Inside the box: out to its nearest side.
  const sides = [
    { gap: point.y - box.y0, to: { x, y: box.y0 } },
    { gap: box.x1 - point.x, to: { x: box.x1, y } },
    { gap: box.y1 - point.y, to: { x, y: box.y1 } },
    { gap: point.x - box.x0, to: { x: box.x0, y } },
  ];
  return sides.reduce((best, side) => (side.gap < best.gap ? side : best)).to;
}

/**
 * The points after `outside` (just outside a door on `side`) that lead to the meeting place
 * without crossing a room of the ground floor; none past the edge when the meeting place is
 * itself within the house's outline (a courtyard).
 */
export function pathToMeeting(
  rooms: readonly SketchRoom[],
  outside: SketchPoint,
  side: Side,
  meeting: SketchPoint,
): SketchPoint[] {
  if (!rooms.some((room) => crossesRoom(outside, meeting, room))) return [meeting];
  const box = boxOf(rooms);
  const out: SketchPoint =
    side === 'north'
      ? { x: outside.x, y: box.y0 }
      : side === 'south'
        ? { x: outside.x, y: box.y1 }
        : side === 'west'
          ? { x: box.x0, y: outside.y }
          : { x: box.x1, y: outside.y };
  const inside =
    meeting.x > box.x0 && meeting.x < box.x1 && meeting.y > box.y0 && meeting.y < box.y1;
  if (inside) return [out];
  const last = onEdge(box, meeting);
  return [out, ...cornersBetween(box, along(box, out), along(box, last)), last, meeting];
}
