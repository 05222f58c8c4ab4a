// What the sketch tells about the plan, from the graph of rooms joined by doors, windows and
// stairs, as a firefighter on a home visit would say it:
// - bedrooms without two independent ways outside; a window above the ground floor counts only
//   when the household has said how it is used to get down safely (a roof or deck below it, an
//   escape ladder kept in the room), and an upstairs bedroom whose window has no such way down is
//   named;
// - bedrooms without a smoke alarm in them: Fire and Emergency advises one in every bedroom (an
//   alarm only in the hallway may warn too late); one in a hallway next to it on the same level
//   is named as what may meet the rental law's minimum, not as done (nothing here measures the
//   3 metres the law asks for);
// - a level with rooms and no smoke alarm (the rental law and Fire and Emergency both ask for one
//   on every level);
// - both ways out down the same stairs;
// - ways out through rooms no alarm would warn of.
import { walkRoute } from './ways-out';
import {
  LEVELS,
  ROUTE_KEYS,
  isWindowWithoutWayDown,
  neighbours,
  passages,
  roomById,
  roomsOn,
} from './sketch';
import type { FloorPlanSketch, Level, Passage, RouteKey, SketchOpening } from './sketch';

export type SketchFinding =
  | { kind: 'bedroom-ways-out'; roomId: string; waysOut: 0 | 1 }
  | { kind: 'upstairs-window'; roomId: string }
  | { kind: 'route-no-alarm'; roomId: string; route: RouteKey }
  | { kind: 'bedroom-no-alarm'; roomId: string }
  | { kind: 'bedroom-alarm-outside'; roomId: string }
  /** No alarm anywhere on a level that has rooms; roomId is its first room (for the drawing). */
  | { kind: 'level-no-alarm'; roomId: string; level: Level }
  /** Both ways out go down the same stairs: blocked, they block both. */
  | { kind: 'routes-same-stairs'; roomId: string };

export type SketchFindingKind = SketchFinding['kind'];

const OUTSIDE = 'outside';

/** Which passages someone can use: all but uncounted upstairs windows, unless told otherwise. */
export type PassageFilter = (passage: Passage) => boolean;

/**
 * How many ways outside a room has that share no other room (so one blocked room never blocks
 * both), counted up to `enough`. Two windows of the room itself are two ways; two doors of the
 * hallway it opens onto are one. A maximum flow in which every other room carries one way.
 * `usable` narrows the passages further for one person (no windows for a walker).
 */
export function independentWaysOut(
  sketch: FloorPlanSketch,
  roomId: string,
  enough = 2,
  usable: PassageFilter = () => true,
): number {
  // Each room is split into an entry and an exit node joined by capacity 1 (the start room:
  // unlimited); each door, window or stairs joins one room's exit to the other's entry.
  const capacity = new Map<string, Map<string, number>>();
  const add = (from: string, to: string, amount: number) => {
    const row = capacity.get(from) ?? new Map<string, number>();
    row.set(to, (row.get(to) ?? 0) + amount);
    capacity.set(from, row);
    if (!capacity.get(to)?.has(from)) add(to, from, 0);
  };
  for (const room of sketch.rooms)
    add(`in:${room.id}`, `out:${room.id}`, room.id === roomId ? enough : 1);
  const uncounted = new Set(windowsWithoutWayDown(sketch).map((window) => window.id));
  for (const passage of passages(sketch)) {
    if (uncounted.has(passage.id) || !usable(passage)) continue;
    if (passage.b === OUTSIDE) add(`out:${passage.a}`, OUTSIDE, 1);
    else {
      add(`out:${passage.a}`, `in:${passage.b}`, 1);
      add(`out:${passage.b}`, `in:${passage.a}`, 1);
    }
  }
  const source = `out:${roomId}`;
  let flow = 0;
  while (flow < enough) {
    const path = augmentingPath(capacity, source, OUTSIDE);
    if (!path) break;
    for (let index = 0; index + 1 < path.length; index += 1) {
      const from = path[index]!;
      const to = path[index + 1]!;
      capacity.get(from)!.set(to, capacity.get(from)!.get(to)! - 1);
      capacity.get(to)!.set(from, (capacity.get(to)!.get(from) ?? 0) + 1);
    }
    flow += 1;
  }
  return flow;
}

/** A shortest path with spare capacity from source to sink (breadth first), or null. */
function augmentingPath(
  capacity: Map<string, Map<string, number>>,
  source: string,
  sink: string,
): string[] | null {
  const cameFrom = new Map<string, string | null>([[source, null]]);
  const queue = [source];
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node === sink) break;
    for (const [next, spare] of capacity.get(node) ?? []) {
      if (spare > 0 && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  if (!cameFrom.has(sink)) return null;
  const path: string[] = [];
  for (let node: string | null = sink; node !== null; node = cameFrom.get(node) ?? null) {
    path.unshift(node);
  }
  return path;
}

/** Windows to outside above the ground floor with no safe way down: not ways out. */
export function windowsWithoutWayDown(sketch: FloorPlanSketch): SketchOpening[] {
  return sketch.openings.filter((opening) => isWindowWithoutWayDown(sketch, opening));
}

function alarmRooms(sketch: FloorPlanSketch): Set<string> {
  return new Set(sketch.alarms.map((alarm) => alarm.roomId));
}

/** An alarm in the room or in a room next to it (sharing a wall or a door) would be heard. */
function hasAlarmNearby(sketch: FloorPlanSketch, roomId: string, alarms: Set<string>): boolean {
  return alarms.has(roomId) || [...neighbours(sketch, roomId)].some((id) => alarms.has(id));
}

/**
 * Where a bedroom's nearest alarm is: in it (as Fire and Emergency advises), in a hallway next to
 * it on the same level (which may meet the rental law's minimum, within 3 metres of the bedroom
 * door: an alarm down or up the stairs never does), or neither.
 */
function bedroomAlarm(
  sketch: FloorPlanSketch,
  roomId: string,
  alarms: Set<string>,
): 'inside' | 'hallway' | 'none' {
  if (alarms.has(roomId)) return 'inside';
  const room = roomById(sketch, roomId);
  const inHallway = [...neighbours(sketch, roomId)].some((id) => {
    const next = roomById(sketch, id);
    return alarms.has(id) && next?.kind === 'hallway' && next.level === room?.level;
  });
  return inHallway ? 'hallway' : 'none';
}

/** Every finding, bedrooms in drawing order first, then the levels, then the ways out. */
export function checkSketch(sketch: FloorPlanSketch): SketchFinding[] {
  const findings: SketchFinding[] = [];
  const alarms = alarmRooms(sketch);
  // Asked only while unanswered: "They can't" is an answer, and the missing way out says the rest.
  const unanswered = new Set(
    windowsWithoutWayDown(sketch)
      .filter((window) => window.descent === undefined)
      .map((window) => window.roomId),
  );
  for (const room of sketch.rooms) {
    if (room.kind !== 'bedroom') continue;
    const waysOut = independentWaysOut(sketch, room.id);
    if (waysOut < 2)
      findings.push({ kind: 'bedroom-ways-out', roomId: room.id, waysOut: waysOut as 0 | 1 });
    // Said where it matters: the window would have been the missing way out.
    if (waysOut < 2 && unanswered.has(room.id)) {
      findings.push({ kind: 'upstairs-window', roomId: room.id });
    }
    const alarm = bedroomAlarm(sketch, room.id, alarms);
    if (alarm === 'none') findings.push({ kind: 'bedroom-no-alarm', roomId: room.id });
    if (alarm === 'hallway') findings.push({ kind: 'bedroom-alarm-outside', roomId: room.id });
  }
  for (const level of LEVELS) {
    const rooms = roomsOn(sketch, level);
    if (rooms.length > 0 && !rooms.some((room) => alarms.has(room.id))) {
      findings.push({ kind: 'level-no-alarm', roomId: rooms[0]!.id, level });
    }
  }
  const walks = ROUTE_KEYS.map((route) => walkRoute(sketch, sketch.routes[route]));
  const secondStairs = new Set(
    walks[1]!.passages.filter((passage) => passage.kind === 'stairs').map((passage) => passage.id),
  );
  const shared = walks[0]!.passages.find((passage) => secondStairs.has(passage.id));
  if (shared) findings.push({ kind: 'routes-same-stairs', roomId: shared.a });
  for (const route of ROUTE_KEYS) {
    const seen = new Set<string>();
    for (const roomId of walkRoute(sketch, sketch.routes[route]).rooms) {
      if (seen.has(roomId)) continue;
      seen.add(roomId);
      if (!hasAlarmNearby(sketch, roomId, alarms)) {
        findings.push({ kind: 'route-no-alarm', roomId, route });
      }
    }
  }
  return findings;
}

/**
 * What the findings box can honestly say: the findings to fix, or, with none, why there are
 * none. An empty list proves nothing until there are rooms to check ('no-rooms'), and says
 * nothing of bedrooms until a bedroom is drawn ('no-bedroom'); only then is it 'all-clear'.
 */
export type SketchStatus = 'to-fix' | 'no-rooms' | 'no-bedroom' | 'all-clear';

export function sketchStatus(
  sketch: FloorPlanSketch,
  findings: readonly SketchFinding[],
): SketchStatus {
  if (findings.length > 0) return 'to-fix';
  if (sketch.rooms.length === 0) return 'no-rooms';
  if (!sketch.rooms.some((room) => room.kind === 'bedroom')) return 'no-bedroom';
  return 'all-clear';
}
