// Small builders for floor-plan sketches in tests, so each case reads as a floor plan.
import { EMPTY_SKETCH } from '../../../src/domain/floor-plan/sketch';
import type {
  FloorPlanSketch,
  Level,
  RoomKind,
  Side,
  SketchOpening,
  SketchRoom,
} from '../../../src/domain/floor-plan/sketch';

export function room(
  id: string,
  kind: RoomKind,
  [x, y, width, height]: [number, number, number, number],
  level: Level = 'ground',
): SketchRoom {
  return { id, kind, level, x, y, width, height };
}

export function door(
  id: string,
  roomId: string,
  side: Side,
  offset: number,
  outside = false,
): SketchOpening {
  return { id, kind: 'door', roomId, side, offset, outside };
}

export function window(
  id: string,
  roomId: string,
  side: Side,
  offset: number,
  outside = true,
): SketchOpening {
  return { id, kind: 'window', roomId, side, offset, outside };
}

export function sketchOf(parts: Partial<FloorPlanSketch>): FloorPlanSketch {
  return { ...EMPTY_SKETCH, ...parts, routes: { ...EMPTY_SKETCH.routes, ...parts.routes } };
}

/**
 * A bedroom (0,0 6×6) beside a hallway (6,0 3×8), a living room east of the hallway (9,0 8×8)
 * and a kitchen below the hallway (6,8 6×5). No openings: each case adds its own.
 */
export const HOUSE_ROOMS: SketchRoom[] = [
  room('b1', 'bedroom', [0, 0, 6, 6]),
  room('h1', 'hallway', [6, 0, 3, 8]),
  room('l1', 'living', [9, 0, 8, 8]),
  room('k1', 'kitchen', [6, 8, 6, 5]),
];

/** Bedroom to hallway, hallway to living room, hallway to kitchen. */
export const BEDROOM_TO_HALL = door('d1', 'b1', 'east', 2);
export const HALL_TO_LIVING = door('d2', 'h1', 'east', 3);
export const HALL_TO_KITCHEN = door('d3', 'h1', 'south', 1);
export const HALL_FRONT_DOOR = door('d4', 'h1', 'north', 1, true);
export const LIVING_OUT = door('d5', 'l1', 'north', 3, true);
export const KITCHEN_OUT = door('d6', 'k1', 'south', 2, true);
export const BEDROOM_WINDOW = window('w1', 'b1', 'west', 2);
export const BEDROOM_WINDOW_2 = window('w2', 'b1', 'north', 2);
