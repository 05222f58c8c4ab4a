// The floor-plan sketch as it travels with a plan (and is persisted on the device): bounded in
// size, every coordinate on the grid, every reference to a room or passage that exists.
import { z } from 'zod';
import { closedWindowStop, walkRoute, withRoutesCut } from '../domain/floor-plan/ways-out';
import {
  GRID,
  LEVELS,
  OPENING_KINDS,
  ROOM_KINDS,
  ROUTE_KEYS,
  SIDES,
  SKETCH_ID_PATTERN,
  SKETCH_LIMITS,
  WINDOW_DESCENTS,
  elementCount,
  wallLength,
  type FloorPlanSketch,
} from '../domain/floor-plan/sketch';
import { cleanTypedText, isValidName } from '../domain/shared/text-rules';

const idSchema = z
  .string({ error: 'Id must be text' })
  .regex(SKETCH_ID_PATTERN, { error: 'Id is not valid' });

const cell = (max: number, what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole grid cell` })
    .min(0, { error: `${what} is off the grid` })
    .max(max, { error: `${what} is off the grid` });

const roomSchema = z
  .strictObject({
    id: idSchema,
    kind: z.enum(ROOM_KINDS, { error: 'Unknown room kind' }),
    level: z.enum(LEVELS, { error: 'Unknown level' }),
    x: cell(GRID.columns - SKETCH_LIMITS.minRoomCells, 'x'),
    y: cell(GRID.rows - SKETCH_LIMITS.minRoomCells, 'y'),
    width: cell(GRID.columns, 'width').min(SKETCH_LIMITS.minRoomCells, {
      error: 'Room is too small',
    }),
    height: cell(GRID.rows, 'height').min(SKETCH_LIMITS.minRoomCells, {
      error: 'Room is too small',
    }),
    // Typed text that reaches an email: the name rule (no links, no control characters).
    name: z
      .string({ error: 'Room name must be text' })
      .overwrite(cleanTypedText)
      .max(SKETCH_LIMITS.roomNameLength, { error: 'Room name is too long' })
      .refine(isValidName, { error: 'Room name is not valid' })
      .optional(),
  })
  .refine((room) => room.x + room.width <= GRID.columns && room.y + room.height <= GRID.rows, {
    error: 'Room is off the grid',
  });

const openingSchema = z.strictObject({
  id: idSchema,
  kind: z.enum(OPENING_KINDS, { error: 'Unknown opening kind' }),
  roomId: idSchema,
  side: z.enum(SIDES, { error: 'Unknown side' }),
  offset: cell(Math.max(GRID.columns, GRID.rows) - 1, 'offset'),
  outside: z.boolean({ error: 'outside must be true or false' }),
  descent: z.enum(WINDOW_DESCENTS, { error: 'Unknown way down from a window' }).optional(),
});

const alarmSchema = z.strictObject({
  id: idSchema,
  roomId: idSchema,
  shakes: z.literal(true, { error: 'shakes must be true when given' }).optional(),
  // Earlier releases' answer, still accepted (API v1); it no longer counts as waking anyone.
  wakesDeaf: z.literal(true, { error: 'wakesDeaf must be true when given' }).optional(),
});
const stairsSchema = z.strictObject({ id: idSchema, roomId: idSchema, toRoomId: idSchema });
const pointSchema = z.strictObject({ x: cell(GRID.columns - 1, 'x'), y: cell(GRID.rows - 1, 'y') });
const routeSchema = z
  .array(idSchema, { error: 'A way out must be a list' })
  .max(SKETCH_LIMITS.routeSteps, { error: 'A way out has too many steps' });

/** The first thing wrong with the sketch's references, or null. */
function referenceProblem(sketch: FloorPlanSketch): string | null {
  if (elementCount(sketch) > SKETCH_LIMITS.elements) {
    return `A sketch has at most ${SKETCH_LIMITS.elements} doors, windows, alarms and stairs`;
  }
  const ids = [
    ...sketch.rooms.map((item) => item.id),
    ...sketch.openings.map((item) => item.id),
    ...sketch.alarms.map((item) => item.id),
    ...sketch.stairs.map((item) => item.id),
  ];
  if (new Set(ids).size !== ids.length) return 'Ids must be unique';
  const rooms = new Map(sketch.rooms.map((room) => [room.id, room]));
  for (const opening of sketch.openings) {
    const room = rooms.get(opening.roomId);
    if (!room) return `Opening ${opening.id} is in an unknown room`;
    if (opening.offset >= wallLength(room, opening.side))
      return `Opening ${opening.id} is off its wall`;
  }
  if (sketch.alarms.some((alarm) => !rooms.has(alarm.roomId)))
    return 'An alarm is in an unknown room';
  for (const stairs of sketch.stairs) {
    const from = rooms.get(stairs.roomId);
    const to = rooms.get(stairs.toRoomId);
    if (!from || !to || from.level === to.level) return `Stairs ${stairs.id} must join two levels`;
  }
  for (const key of ROUTE_KEYS) {
    const route = sketch.routes[key];
    // An earlier release's way out by a window that is no longer one is brought in line below.
    if (walkRoute(sketch, route).brokenAt !== null && closedWindowStop(sketch, route) === null) {
      return `Way out ${key} does not follow the doors and windows`;
    }
  }
  return null;
}

export const floorPlanSketchSchema: z.ZodType<FloorPlanSketch> = z
  .strictObject(
    {
      rooms: z
        .array(roomSchema, { error: 'Rooms must be a list' })
        .max(SKETCH_LIMITS.rooms, { error: `A sketch has at most ${SKETCH_LIMITS.rooms} rooms` }),
      openings: z.array(openingSchema).max(SKETCH_LIMITS.elements),
      alarms: z.array(alarmSchema).max(SKETCH_LIMITS.elements),
      stairs: z.array(stairsSchema).max(SKETCH_LIMITS.elements),
      meeting: pointSchema.nullable(),
      routes: z.strictObject({ first: routeSchema, second: routeSchema }),
    },
    {
      error: (issue) => (issue.code === 'invalid_type' ? 'Sketch must be an object' : undefined),
    },
  )
  .superRefine((sketch, context) => {
    const problem = referenceProblem(sketch);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  // Only a way out by a window that is no longer one is left broken here: it stops before it.
  .transform(withRoutesCut);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The items of a stored list that fit their schema on their own, up to `limit`. */
function fitting<T>(schema: z.ZodType<T>, list: unknown, limit: number): T[] {
  if (!Array.isArray(list)) return [];
  return list.slice(0, limit).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * What a device keeps of a stored sketch that does not fit the contract (a damaged store): every
 * room, door, window, alarm and stairs that fits on its own and refers to what is kept, the
 * meeting place if it is on the grid, and each way out up to where it stops following. Damage
 * costs only what it touches; null only when nothing of a sketch is left.
 */
export function salvageSketch(stored: unknown): FloorPlanSketch | null {
  if (!isRecord(stored)) return null;
  const ids = new Set<string>();
  const unique = (item: { id: string }) => !ids.has(item.id) && Boolean(ids.add(item.id));
  const rooms = fitting(roomSchema, stored.rooms, SKETCH_LIMITS.rooms).filter(unique);
  const byId = new Map(rooms.map((room) => [room.id, room]));
  const openings = fitting(openingSchema, stored.openings, SKETCH_LIMITS.elements).filter(
    (opening) => {
      const room = byId.get(opening.roomId);
      return room !== undefined && opening.offset < wallLength(room, opening.side);
    },
  );
  const alarms = fitting(alarmSchema, stored.alarms, SKETCH_LIMITS.elements).filter((alarm) =>
    byId.has(alarm.roomId),
  );
  const stairs = fitting(stairsSchema, stored.stairs, SKETCH_LIMITS.elements).filter((flight) => {
    const [from, to] = [byId.get(flight.roomId), byId.get(flight.toRoomId)];
    return from !== undefined && to !== undefined && from.level !== to.level;
  });
  const elements = [...openings.filter(unique), ...alarms.filter(unique), ...stairs.filter(unique)];
  const within = new Set(elements.slice(0, SKETCH_LIMITS.elements));
  const sketch: FloorPlanSketch = {
    rooms,
    openings: openings.filter((item) => within.has(item)),
    alarms: alarms.filter((item) => within.has(item)),
    stairs: stairs.filter((item) => within.has(item)),
    meeting: pointSchema.safeParse(stored.meeting).data ?? null,
    routes: { first: [], second: [] },
  };
  const routes = isRecord(stored.routes) ? stored.routes : {};
  for (const key of ROUTE_KEYS) sketch.routes[key] = routeSchema.safeParse(routes[key]).data ?? [];
  // Each way out up to where it stops following what was kept.
  const parsed = floorPlanSketchSchema.safeParse(withRoutesCut(sketch));
  return parsed.success ? parsed.data : null;
}
