// Every change the editor can make to a sketch, as one pure function: the editor's undo history
// stores whole sketches, and the same edits are tested without a browser.
import { withRoutesCut } from './ways-out';
import {
  GRID,
  SIDES,
  SKETCH_LIMITS,
  elementCount,
  openingTarget,
  roomById,
  wallLength,
} from './sketch';
import type {
  FloorPlanSketch,
  Level,
  OpeningKind,
  RoomKind,
  RouteKey,
  SketchOpening,
  SketchPoint,
  SketchRoom,
  SketchRoute,
  Side,
} from './sketch';

/** A new room's size in cells (half metres), roughly what such a room measures. */
const ROOM_TEMPLATES: Record<RoomKind, { width: number; height: number }> = {
  bedroom: { width: 6, height: 6 },
  living: { width: 8, height: 8 },
  kitchen: { width: 6, height: 5 },
  bathroom: { width: 4, height: 4 },
  hallway: { width: 3, height: 8 },
  garage: { width: 8, height: 10 },
  other: { width: 5, height: 5 },
};

export type SketchEdit =
  | { type: 'add-room'; kind: RoomKind; level: Level }
  | { type: 'move-room'; id: string; x: number; y: number }
  | { type: 'resize-room'; id: string; width: number; height: number }
  | { type: 'rename-room'; id: string; name: string }
  | { type: 'change-room-kind'; id: string; kind: RoomKind }
  | { type: 'add-opening'; roomId: string; kind: OpeningKind }
  | {
      type: 'change-opening';
      id: string;
      changes: Partial<Pick<SketchOpening, 'kind' | 'side' | 'offset' | 'outside' | 'descent'>>;
    }
  | { type: 'add-alarm'; roomId: string }
  | { type: 'set-alarm-shakes'; id: string; shakes: boolean }
  | { type: 'add-stairs'; roomId: string; toRoomId: string }
  | { type: 'remove'; id: string }
  | { type: 'set-meeting'; point: SketchPoint | null }
  | { type: 'set-route'; route: RouteKey; steps: SketchRoute };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The next free id with a prefix: 'r1', 'r2', … (ids stay short: they travel with the plan). */
function nextId(sketch: FloorPlanSketch, prefix: string): string {
  const used = new Set<string>([
    ...sketch.rooms.map((room) => room.id),
    ...sketch.openings.map((opening) => opening.id),
    ...sketch.alarms.map((alarm) => alarm.id),
    ...sketch.stairs.map((stairs) => stairs.id),
  ]);
  let number = 1;
  while (used.has(`${prefix}${number}`)) number += 1;
  return `${prefix}${number}`;
}

function overlaps(a: Omit<SketchRoom, 'id' | 'kind'>, b: SketchRoom): boolean {
  return (
    a.level === b.level &&
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.y < b.y + b.height &&
    b.y < a.y + a.height
  );
}

/** The first spot (row by row) where a room of this size fits without covering another. */
function freeSpot(
  sketch: FloorPlanSketch,
  level: Level,
  width: number,
  height: number,
): SketchPoint {
  for (let y = 0; y + height <= GRID.rows; y += 1) {
    for (let x = 0; x + width <= GRID.columns; x += 1) {
      const candidate = { level, x, y, width, height };
      if (!sketch.rooms.some((room) => overlaps(candidate, room))) return { x, y };
    }
  }
  return { x: 0, y: 0 };
}

function clampRoom(room: SketchRoom): SketchRoom {
  const min = SKETCH_LIMITS.minRoomCells;
  const width = clamp(Math.round(room.width), min, GRID.columns);
  const height = clamp(Math.round(room.height), min, GRID.rows);
  return {
    ...room,
    width,
    height,
    x: clamp(Math.round(room.x), 0, GRID.columns - width),
    y: clamp(Math.round(room.y), 0, GRID.rows - height),
  };
}

/** True when another room's wall is right behind this wall cell (a door there leads inside). */
function leadsIntoRoom(sketch: FloorPlanSketch, room: SketchRoom, side: Side, offset: number) {
  const probe = { id: '', kind: 'door' as const, roomId: room.id, side, offset, outside: false };
  return openingTarget(sketch, probe) !== null;
}

/**
 * Where a new door or window goes: a door where the wall meets another room (it leads there),
 * a window on an outside wall (it leads outside); the first free cell of that kind, else any.
 */
function placeOpening(sketch: FloorPlanSketch, room: SketchRoom, kind: OpeningKind) {
  const taken = new Set(
    sketch.openings
      .filter((opening) => opening.roomId === room.id)
      .map((opening) => `${opening.side}:${opening.offset}`),
  );
  const free: { side: Side; offset: number; inner: boolean }[] = [];
  for (const side of SIDES) {
    for (let offset = 0; offset < wallLength(room, side); offset += 1) {
      if (!taken.has(`${side}:${offset}`)) {
        free.push({ side, offset, inner: leadsIntoRoom(sketch, room, side, offset) });
      }
    }
  }
  // Leave the corners free where possible: a door in a corner is hard to see.
  const middle = (spot: { side: Side; offset: number }) =>
    spot.offset > 0 && spot.offset < wallLength(room, spot.side) - 1;
  const wantInner = kind === 'door';
  const spot =
    free.find((candidate) => candidate.inner === wantInner && middle(candidate)) ??
    free.find((candidate) => candidate.inner === wantInner) ??
    free[0];
  if (!spot) return null;
  return { side: spot.side, offset: spot.offset, outside: !spot.inner };
}

function updateRoom(
  sketch: FloorPlanSketch,
  id: string,
  change: (room: SketchRoom) => SketchRoom,
): FloorPlanSketch {
  return {
    ...sketch,
    rooms: sketch.rooms.map((room) => (room.id === id ? change(room) : room)),
  };
}

/** Keeps each door and window on its wall when the wall gets shorter. */
function openingsFitted(sketch: FloorPlanSketch, room: SketchRoom): SketchOpening[] {
  return sketch.openings.map((opening) =>
    opening.roomId === room.id
      ? { ...opening, offset: Math.min(opening.offset, wallLength(room, opening.side) - 1) }
      : opening,
  );
}

function removeId(sketch: FloorPlanSketch, id: string): FloorPlanSketch {
  const isRoom = sketch.rooms.some((room) => room.id === id);
  const keep = <T extends { id: string }>(items: T[], roomOf?: (item: T) => string[]) =>
    items.filter((item) => item.id !== id && !(isRoom && roomOf?.(item).includes(id)));
  return {
    ...sketch,
    rooms: keep(sketch.rooms),
    openings: keep(sketch.openings, (opening) => [opening.roomId]),
    alarms: keep(sketch.alarms, (alarm) => [alarm.roomId]),
    stairs: keep(sketch.stairs, (stairs) => [stairs.roomId, stairs.toRoomId]),
  };
}

function applyOne(sketch: FloorPlanSketch, edit: SketchEdit): FloorPlanSketch {
  const elementsFull = elementCount(sketch) >= SKETCH_LIMITS.elements;
  switch (edit.type) {
    case 'add-room': {
      if (sketch.rooms.length >= SKETCH_LIMITS.rooms) return sketch;
      const size = ROOM_TEMPLATES[edit.kind];
      const spot = freeSpot(sketch, edit.level, size.width, size.height);
      const room = {
        id: nextId(sketch, 'r'),
        kind: edit.kind,
        level: edit.level,
        ...spot,
        ...size,
      };
      return { ...sketch, rooms: [...sketch.rooms, room] };
    }
    case 'move-room':
      return updateRoom(sketch, edit.id, (room) => clampRoom({ ...room, x: edit.x, y: edit.y }));
    case 'resize-room': {
      const resized = updateRoom(sketch, edit.id, (room) =>
        clampRoom({
          ...room,
          width: Math.min(edit.width, GRID.columns - room.x),
          height: Math.min(edit.height, GRID.rows - room.y),
        }),
      );
      const room = roomById(resized, edit.id);
      return room ? { ...resized, openings: openingsFitted(resized, room) } : resized;
    }
    case 'rename-room':
      return updateRoom(sketch, edit.id, (room) => {
        const name = edit.name.slice(0, SKETCH_LIMITS.roomNameLength);
        if (name.trim()) return { ...room, name };
        const unnamed = { ...room };
        delete unnamed.name;
        return unnamed;
      });
    case 'change-room-kind':
      return updateRoom(sketch, edit.id, (room) => ({ ...room, kind: edit.kind }));
    case 'add-opening': {
      const room = roomById(sketch, edit.roomId);
      const spot = room && !elementsFull ? placeOpening(sketch, room, edit.kind) : null;
      if (!room || !spot) return sketch;
      const opening = {
        id: nextId(sketch, edit.kind === 'door' ? 'd' : 'w'),
        kind: edit.kind,
        roomId: room.id,
        ...spot,
      };
      return { ...sketch, openings: [...sketch.openings, opening] };
    }
    case 'change-opening':
      return {
        ...sketch,
        openings: sketch.openings.map((opening) => {
          if (opening.id !== edit.id) return opening;
          const room = roomById(sketch, opening.roomId);
          const { descent, ...next } = { ...opening, ...edit.changes };
          const length = room ? wallLength(room, next.side) : 1;
          const offset = clamp(Math.round(next.offset), 0, length - 1);
          return { ...next, offset, ...(descent ? { descent } : {}) };
        }),
      };
    case 'add-alarm':
      if (elementsFull || !roomById(sketch, edit.roomId)) return sketch;
      return {
        ...sketch,
        alarms: [...sketch.alarms, { id: nextId(sketch, 'a'), roomId: edit.roomId }],
      };
    case 'set-alarm-shakes':
      // Answered again: an earlier release's vaguer answer (wakesDeaf) gives way to it.
      return {
        ...sketch,
        alarms: sketch.alarms.map((alarm) =>
          alarm.id !== edit.id
            ? alarm
            : edit.shakes
              ? { id: alarm.id, roomId: alarm.roomId, shakes: true as const }
              : { id: alarm.id, roomId: alarm.roomId },
        ),
      };
    case 'add-stairs': {
      const from = roomById(sketch, edit.roomId);
      const to = roomById(sketch, edit.toRoomId);
      if (elementsFull || !from || !to || from.level === to.level) return sketch;
      const stairs = { id: nextId(sketch, 's'), roomId: from.id, toRoomId: to.id };
      return { ...sketch, stairs: [...sketch.stairs, stairs] };
    }
    case 'remove':
      return removeId(sketch, edit.id);
    case 'set-meeting':
      return {
        ...sketch,
        meeting: edit.point
          ? {
              x: clamp(Math.round(edit.point.x), 0, GRID.columns - 1),
              y: clamp(Math.round(edit.point.y), 0, GRID.rows - 1),
            }
          : null,
      };
    case 'set-route':
      return {
        ...sketch,
        routes: { ...sketch.routes, [edit.route]: edit.steps.slice(0, SKETCH_LIMITS.routeSteps) },
      };
  }
}

/** Applies one edit; a way out that no longer follows is cut where it breaks. */
export function applySketchEdit(sketch: FloorPlanSketch, edit: SketchEdit): FloorPlanSketch {
  const next = applyOne(sketch, edit);
  return next === sketch ? sketch : withRoutesCut(next);
}
