// The floor-plan sketch: rooms on a grid, doors and windows on their walls, smoke alarms, stairs
// between the levels, the meeting place and the two ways out. Plain data, stored with the plan.
// Everything is in grid cells (half a metre each) so a sketch is small, exact and easy to check.

export const ROOM_KINDS = [
  'bedroom',
  'living',
  'kitchen',
  'bathroom',
  'hallway',
  'garage',
  'other',
] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export const LEVELS = ['ground', 'upstairs'] as const;
export type Level = (typeof LEVELS)[number];

/** Walls of a room: top, right, bottom, left as drawn. */
export const SIDES = ['north', 'east', 'south', 'west'] as const;
export type Side = (typeof SIDES)[number];

export const OPENING_KINDS = ['door', 'window'] as const;
export type OpeningKind = (typeof OPENING_KINDS)[number];

/**
 * How a window above the ground floor is used to get out safely: onto a roof or deck below it,
 * or down an escape ladder kept in the room; or the household's answer that nobody can ('none').
 * Unanswered (absent) and 'none' are both not a way out, but only unanswered still asks.
 */
export const WINDOW_DESCENTS = ['none', 'roof-or-deck', 'ladder'] as const;
export type WindowDescent = (typeof WINDOW_DESCENTS)[number];

/** An outside window above the ground floor with no safe way down said: not a way out. */
export function isWindowWithoutWayDown(sketch: FloorPlanSketch, opening: SketchOpening): boolean {
  return hasNoWayDown(opening, roomById(sketch, opening.roomId));
}

/** As isWindowWithoutWayDown, for an opening whose room is known (the drawing has it at hand). */
export function hasNoWayDown(opening: SketchOpening, room: SketchRoom | undefined): boolean {
  return (
    opening.kind === 'window' &&
    opening.outside &&
    (opening.descent === undefined || opening.descent === 'none') &&
    room?.level === 'upstairs'
  );
}

export const ROUTE_KEYS = ['first', 'second'] as const;
export type RouteKey = (typeof ROUTE_KEYS)[number];

/** Ids of rooms, doors, windows, alarms and stairs: short, made on the device ('r1', 'o3'). */
export const SKETCH_ID_PATTERN = /^[a-z][a-z0-9]{0,7}$/;

/** The drawing area: 18 m by 14 m in half-metre cells, enough for most homes. */
export const GRID = { columns: 36, rows: 28, metresPerCell: 0.5 } as const;

export const SKETCH_LIMITS = {
  rooms: 60,
  /** Doors, windows, alarms and stairs together. */
  elements: 300,
  roomNameLength: 40,
  /** The start room and the doors, windows and stairs a way out passes through. */
  routeSteps: 24,
  minRoomCells: 2,
} as const;

export interface SketchRoom {
  id: string;
  kind: RoomKind;
  level: Level;
  /** Top-left cell and size in cells. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** A name the household gives it ("Aroha's room"); the kind's name when absent. */
  name?: string;
}

/** A door or window in one wall of a room, one cell wide, `offset` cells from the wall's start. */
export interface SketchOpening {
  id: string;
  kind: OpeningKind;
  roomId: string;
  side: Side;
  offset: number;
  /** It leads outside (otherwise into the room on the other side of the wall, if any). */
  outside: boolean;
  /** An outside window above the ground floor: how it is used to get down safely, if at all. */
  descent?: WindowDescent;
}

export interface SketchAlarm {
  id: string;
  roomId: string;
  /**
   * It shakes the bed or pillow (a bed or pillow shaker, or a vibrating pad): it wakes someone
   * who cannot hear it. A strobe light alone does not count: most hard-of-hearing sleepers in a
   * study slept through one (docs/safety-content.md, ThomasBruck2008).
   */
  shakes?: true;
  /**
   * Earlier releases' answer "a strobe light, vibrating pad or bed shaker": kept as given, but it
   * no longer counts as waking anyone (it may be a strobe alone); the household is asked again.
   */
  wakesDeaf?: true;
}

/** Stairs from an upstairs room down to a ground-floor room. */
export interface SketchStairs {
  id: string;
  roomId: string;
  toRoomId: string;
}

export interface SketchPoint {
  x: number;
  y: number;
}

/**
 * A way out: the room it starts in, then the doors, windows and stairs it passes through in order
 * (the rooms between them follow from the walls). It is complete when its last step leads outside.
 */
export type SketchRoute = string[];

export interface FloorPlanSketch {
  rooms: SketchRoom[];
  openings: SketchOpening[];
  alarms: SketchAlarm[];
  stairs: SketchStairs[];
  /** The meeting place outside, on the ground level. */
  meeting: SketchPoint | null;
  routes: Record<RouteKey, SketchRoute>;
}

export const EMPTY_SKETCH: FloorPlanSketch = {
  rooms: [],
  openings: [],
  alarms: [],
  stairs: [],
  meeting: null,
  routes: { first: [], second: [] },
};

export function hasSketch(sketch: FloorPlanSketch | null | undefined): sketch is FloorPlanSketch {
  return !!sketch && sketch.rooms.length > 0;
}

export function elementCount(sketch: FloorPlanSketch): number {
  return sketch.openings.length + sketch.alarms.length + sketch.stairs.length;
}

export function roomById(sketch: FloorPlanSketch, id: string): SketchRoom | undefined {
  return sketch.rooms.find((room) => room.id === id);
}

export function roomsOn(sketch: FloorPlanSketch, level: Level): SketchRoom[] {
  return sketch.rooms.filter((room) => room.level === level);
}

/** Cells along a wall: the room's width for north and south, its height for east and west. */
export function wallLength(room: SketchRoom, side: Side): number {
  return side === 'north' || side === 'south' ? room.width : room.height;
}

/** The wall segment an opening fills, as two grid points (start and end). */
export function openingSegment(
  room: SketchRoom,
  opening: Pick<SketchOpening, 'side' | 'offset'>,
): [SketchPoint, SketchPoint] {
  const { x, y, width, height } = room;
  const at = opening.offset;
  switch (opening.side) {
    case 'north':
      return [
        { x: x + at, y },
        { x: x + at + 1, y },
      ];
    case 'south':
      return [
        { x: x + at, y: y + height },
        { x: x + at + 1, y: y + height },
      ];
    case 'west':
      return [
        { x, y: y + at },
        { x, y: y + at + 1 },
      ];
    case 'east':
      return [
        { x: x + width, y: y + at },
        { x: x + width, y: y + at + 1 },
      ];
  }
}

export function centreOf(room: SketchRoom): SketchPoint {
  return { x: room.x + room.width / 2, y: room.y + room.height / 2 };
}

export function midpoint([a, b]: [SketchPoint, SketchPoint]): SketchPoint {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

const OPPOSITE: Record<Side, Side> = {
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
};

/** The room whose opposite wall covers the same segment (same level), if any. */
function roomBehind(sketch: FloorPlanSketch, room: SketchRoom, opening: SketchOpening) {
  const [start, end] = openingSegment(room, opening);
  const facing = OPPOSITE[opening.side];
  return sketch.rooms.find((other) => {
    if (other.id === room.id || other.level !== room.level) return false;
    if (facing === 'north' || facing === 'south') {
      const wallY = facing === 'north' ? other.y : other.y + other.height;
      return wallY === start.y && other.x <= start.x && end.x <= other.x + other.width;
    }
    const wallX = facing === 'west' ? other.x : other.x + other.width;
    return wallX === start.x && other.y <= start.y && end.y <= other.y + other.height;
  });
}

/** Where a door or window leads: 'outside', another room's id, or null (nowhere drawn). */
export function openingTarget(
  sketch: FloorPlanSketch,
  opening: SketchOpening,
): string | 'outside' | null {
  if (opening.outside) return 'outside';
  const room = roomById(sketch, opening.roomId);
  if (!room) return null;
  return roomBehind(sketch, room, opening)?.id ?? null;
}

/** A passage (door, window or stairs) as an edge between two rooms or a room and outside. */
export interface Passage {
  id: string;
  kind: OpeningKind | 'stairs';
  a: string;
  b: string | 'outside';
}

/** Each sketch's passages, worked out once: a sketch is never changed, only replaced. */
const passagesOf = new WeakMap<FloorPlanSketch, readonly Passage[]>();

/**
 * Every door, window and stairs that joins two rooms or a room and outside. The checks ask for
 * them many times over for one sketch (every bedroom's ways out, every neighbour): on a cheap
 * phone working them out each time was a good part of an edit's tap (issue 54).
 */
export function passages(sketch: FloorPlanSketch): readonly Passage[] {
  let known = passagesOf.get(sketch);
  if (!known) {
    known = Object.freeze(findPassages(sketch));
    passagesOf.set(sketch, known);
  }
  return known;
}

function findPassages(sketch: FloorPlanSketch): Passage[] {
  const result: Passage[] = [];
  for (const opening of sketch.openings) {
    const target = openingTarget(sketch, opening);
    if (target) result.push({ id: opening.id, kind: opening.kind, a: opening.roomId, b: target });
  }
  for (const stairs of sketch.stairs) {
    result.push({ id: stairs.id, kind: 'stairs', a: stairs.roomId, b: stairs.toRoomId });
  }
  return result;
}

/** Where a passage leads from `roomId`, or null when it does not touch that room. */
export function passageExit(passage: Passage, roomId: string): string | 'outside' | null {
  if (passage.a === roomId) return passage.b;
  if (passage.b === roomId) return passage.a;
  return null;
}

/** Two rooms on one level share a stretch of wall (corners alone do not count). */
function sharesWall(a: SketchRoom, b: SketchRoom): boolean {
  if (a.id === b.id || a.level !== b.level) return false;
  const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  const touchX = a.x + a.width === b.x || b.x + b.width === a.x;
  const touchY = a.y + a.height === b.y || b.y + b.height === a.y;
  return (touchX && overlapY > 0) || (touchY && overlapX > 0);
}

/** Rooms next to a room: sharing a wall, or joined to it by a door, window or stairs. */
export function neighbours(sketch: FloorPlanSketch, roomId: string): Set<string> {
  const room = roomById(sketch, roomId);
  const result = new Set<string>();
  if (!room) return result;
  for (const other of sketch.rooms) if (sharesWall(room, other)) result.add(other.id);
  for (const passage of passages(sketch)) {
    const exit = passageExit(passage, roomId);
    if (exit && exit !== 'outside' && exit !== roomId) result.add(exit);
  }
  return result;
}

/** True when the point lies inside a room of the level (on a wall counts as inside). */
export function pointInRoom(sketch: FloorPlanSketch, level: Level, point: SketchPoint): boolean {
  return roomsOn(sketch, level).some(
    (room) =>
      point.x >= room.x &&
      point.x <= room.x + room.width &&
      point.y >= room.y &&
      point.y <= room.y + room.height,
  );
}
