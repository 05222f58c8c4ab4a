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

/**
 * A two-level home: the ground floor of the fixtures (bedroom b1, hallway h1 with the front door,
 * living room with the back door), and upstairs a bedroom b2 and a landing h2 with stairs down
 * to the hallway. The upstairs bedroom's window has a way down only when `ladder` is given.
 */
export function twoStoreys(
  options: {
    ladder?: boolean;
    groundOpenings?: SketchOpening[];
    alarms?: FloorPlanSketch['alarms'];
  } = {},
): FloorPlanSketch {
  const upstairsWindow: SketchOpening = {
    ...window('w3', 'b2', 'west', 2),
    ...(options.ladder ? { descent: 'ladder' as const } : {}),
  };
  return sketchOf({
    rooms: [
      ...HOUSE_ROOMS,
      room('b2', 'bedroom', [0, 0, 6, 6], 'upstairs'),
      room('h2', 'hallway', [6, 0, 3, 8], 'upstairs'),
    ],
    openings: [
      ...(options.groundOpenings ?? [BEDROOM_TO_HALL, BEDROOM_WINDOW, HALL_FRONT_DOOR]),
      HALL_TO_LIVING,
      LIVING_OUT,
      door('d7', 'b2', 'east', 2),
      upstairsWindow,
    ],
    stairs: [{ id: 's1', roomId: 'h2', toRoomId: 'h1' }],
    alarms: options.alarms ?? [],
  });
}
