// Ways out drawn on the sketch: a start room, then the doors, windows and stairs passed in order.
import { ROUTE_KEYS, isWindowWithoutWayDown, passageExit, passages, roomById } from './sketch';
import type { FloorPlanSketch, Passage, SketchRoute } from './sketch';

export interface RouteWalk {
  /** The rooms passed through, the start room first. */
  rooms: string[];
  /** The passages used, in order. */
  passages: Passage[];
  /** The last passage leads outside. */
  reachesOutside: boolean;
  /** Index of the first step that does not follow from the one before, or null. */
  brokenAt: number | null;
}

/**
 * The passages a way out can use: all but an upstairs window nobody can get down from (or whose
 * way down is not said yet), which the household did not choose as a way out.
 */
function usablePassages(sketch: FloorPlanSketch): Passage[] {
  const notWaysOut = new Set(
    sketch.openings
      .filter((opening) => isWindowWithoutWayDown(sketch, opening))
      .map((opening) => opening.id),
  );
  return passages(sketch).filter((passage) => !notWaysOut.has(passage.id));
}

/** Follows a route through the sketch, room by room (through `usable` passages only). */
export function walkRoute(
  sketch: FloorPlanSketch,
  route: SketchRoute,
  usable: readonly Passage[] = usablePassages(sketch),
): RouteWalk {
  const walk: RouteWalk = { rooms: [], passages: [], reachesOutside: false, brokenAt: null };
  const [start, ...steps] = route;
  if (start === undefined) return walk;
  if (!roomById(sketch, start)) return { ...walk, brokenAt: 0 };
  const byId = new Map(usable.map((passage) => [passage.id, passage]));
  walk.rooms.push(start);
  let current: string = start;
  for (const [index, step] of steps.entries()) {
    const passage = byId.get(step);
    const exit = passage ? passageExit(passage, current) : null;
    if (!passage || !exit || walk.reachesOutside) return { ...walk, brokenAt: index + 1 };
    walk.passages.push(passage);
    if (exit === 'outside') walk.reachesOutside = true;
    else {
      walk.rooms.push(exit);
      current = exit;
    }
  }
  return walk;
}

/**
 * Where a way out an earlier release drew stops under today's rule: releases up to f2ba5b3 let
 * a way out leave by an upstairs window whose way down was not answered, which is
 * no longer a way out. The index of that window's step when the route followed every door and
 * window as drawn and breaks only there; null when it follows today's rule or is broken otherwise.
 */
export function closedWindowStop(sketch: FloorPlanSketch, route: SketchRoute): number | null {
  const { brokenAt } = walkRoute(sketch, route);
  if (brokenAt === null) return null;
  return walkRoute(sketch, route, passages(sketch)).brokenAt === null ? brokenAt : null;
}

/**
 * Cuts each way out at its first step that no longer follows: after an edit moved or removed what
 * it passed through (the editor), and for an earlier release's way out by a window that is no
 * longer one (the contract, once it has checked that is the only break): it then stops in the
 * room before the window, the window's way down still asked.
 */
export function withRoutesCut(sketch: FloorPlanSketch): FloorPlanSketch {
  let routes = sketch.routes;
  for (const key of ROUTE_KEYS) {
    const brokenAt = walkRoute(sketch, routes[key]).brokenAt;
    if (brokenAt !== null) routes = { ...routes, [key]: routes[key].slice(0, brokenAt) };
  }
  return routes === sketch.routes ? sketch : { ...sketch, routes };
}

/** Steps that may come next: any room to start with, then the passages out of the last room. */
export function nextRouteSteps(sketch: FloorPlanSketch, route: SketchRoute): string[] {
  if (route.length === 0) return sketch.rooms.map((room) => room.id);
  const walk = walkRoute(sketch, route);
  if (walk.brokenAt !== null || walk.reachesOutside) return [];
  const last = walk.rooms.at(-1)!;
  const used = new Set(route);
  return usablePassages(sketch)
    .filter((passage) => !used.has(passage.id) && passageExit(passage, last) !== null)
    .map((passage) => passage.id);
}

/**
 * What a tap adds to a route: the tapped room as the start, the tapped passage, or (a tapped
 * neighbouring room) the passage that leads into it. Null when the tap does not continue it.
 */
export function routeStepForTap(
  sketch: FloorPlanSketch,
  route: SketchRoute,
  tappedId: string,
): string | null {
  const next = nextRouteSteps(sketch, route);
  if (next.includes(tappedId)) return tappedId;
  if (route.length === 0) return null;
  const last = walkRoute(sketch, route).rooms.at(-1);
  if (!last || !roomById(sketch, tappedId)) return null;
  const byId = new Map(usablePassages(sketch).map((passage) => [passage.id, passage]));
  return next.find((id) => passageExit(byId.get(id)!, last) === tappedId) ?? null;
}
