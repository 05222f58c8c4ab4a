// What the sketch tells about the plan, from the graph of rooms joined by doors, windows and
// stairs: bedrooms without two independent ways outside, ways out through rooms no alarm would
// warn of, and bedrooms with no alarm in them or in the hallway next to them.
import { walkRoute } from './ways-out';
import { ROUTE_KEYS, neighbours, passages, roomById } from './sketch';
import type { FloorPlanSketch, RouteKey } from './sketch';

export type SketchFinding =
  | { kind: 'bedroom-ways-out'; roomId: string; waysOut: 0 | 1 }
  | { kind: 'route-no-alarm'; roomId: string; route: RouteKey }
  | { kind: 'bedroom-no-alarm'; roomId: string };

export type SketchFindingKind = SketchFinding['kind'];

const OUTSIDE = 'outside';

/**
 * How many ways outside a room has that share no other room (so one blocked room never blocks
 * both), counted up to `enough`. Two windows of the room itself are two ways; two doors of the
 * hallway it opens onto are one. A maximum flow in which every other room carries one way.
 */
export function independentWaysOut(sketch: FloorPlanSketch, roomId: string, enough = 2): number {
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
  for (const passage of passages(sketch)) {
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

function alarmRooms(sketch: FloorPlanSketch): Set<string> {
  return new Set(sketch.alarms.map((alarm) => alarm.roomId));
}

/** An alarm in the room or in a room next to it (sharing a wall or a door) would be heard. */
function hasAlarmNearby(sketch: FloorPlanSketch, roomId: string, alarms: Set<string>): boolean {
  return alarms.has(roomId) || [...neighbours(sketch, roomId)].some((id) => alarms.has(id));
}

/** A bedroom needs an alarm in it or in a hallway next to it. */
function bedroomHasAlarm(sketch: FloorPlanSketch, roomId: string, alarms: Set<string>): boolean {
  if (alarms.has(roomId)) return true;
  return [...neighbours(sketch, roomId)].some(
    (id) => alarms.has(id) && roomById(sketch, id)?.kind === 'hallway',
  );
}

/** Every finding, bedrooms in drawing order first, then the ways out. */
export function checkSketch(sketch: FloorPlanSketch): SketchFinding[] {
  const findings: SketchFinding[] = [];
  const alarms = alarmRooms(sketch);
  for (const room of sketch.rooms) {
    if (room.kind !== 'bedroom') continue;
    const waysOut = independentWaysOut(sketch, room.id);
    if (waysOut < 2)
      findings.push({ kind: 'bedroom-ways-out', roomId: room.id, waysOut: waysOut as 0 | 1 });
    if (!bedroomHasAlarm(sketch, room.id, alarms)) {
      findings.push({ kind: 'bedroom-no-alarm', roomId: room.id });
    }
  }
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
