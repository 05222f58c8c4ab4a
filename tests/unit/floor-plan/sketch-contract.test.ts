import { describe, expect, it } from 'vitest';
import { floorPlanSketchSchema } from '../../../src/contracts/floor-plan';
import { planSaveRequestSchema } from '../../../src/contracts/plan';
import { applySketchEdit } from '../../../src/domain/floor-plan/edits';
import { EMPTY_SKETCH } from '../../../src/domain/floor-plan/sketch';
import {
  BEDROOM_TO_HALL,
  BEDROOM_WINDOW,
  HALL_FRONT_DOOR,
  HOUSE_ROOMS,
  room,
  sketchOf,
} from './sketch-fixtures';

const VALID = sketchOf({
  rooms: [{ ...HOUSE_ROOMS[0]!, name: "Aroha's room" }, HOUSE_ROOMS[1]!],
  openings: [BEDROOM_TO_HALL, HALL_FRONT_DOOR, BEDROOM_WINDOW],
  alarms: [{ id: 'a1', roomId: 'h1' }],
  meeting: { x: 20, y: 4 },
  routes: { first: ['b1', 'd1', 'd4'], second: ['b1', 'w1'] },
});

function problem(sketch: unknown): string | undefined {
  const parsed = floorPlanSketchSchema.safeParse(sketch);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('floorPlanSketchSchema', () => {
  it('accepts a drawn home', () => expect(problem(VALID)).toBeUndefined());

  it.each([
    [
      'too many rooms',
      {
        ...VALID,
        rooms: Array.from({ length: 61 }, (_, i) => room(`r${i}`, 'other', [0, 0, 2, 2])),
      },
      'at most 60 rooms',
    ],
    [
      'too many elements',
      { ...VALID, alarms: Array.from({ length: 298 }, (_, i) => ({ id: `a${i}`, roomId: 'h1' })) },
      'at most 300',
    ],
    [
      'a room off the grid',
      { ...VALID, rooms: [room('b1', 'bedroom', [34, 0, 6, 6])] },
      'off the grid',
    ],
    [
      'a coordinate between cells',
      { ...VALID, rooms: [room('b1', 'bedroom', [0.5, 0, 6, 6])] },
      'whole grid cell',
    ],
    [
      'an unknown way down from a window',
      { ...VALID, openings: VALID.openings.map((o) => ({ ...o, descent: 'parachute' })) },
      'Unknown way down from a window',
    ],
    [
      'an unknown room kind',
      { ...VALID, rooms: [{ ...HOUSE_ROOMS[0]!, kind: 'ballroom' }] },
      'Unknown room kind',
    ],
    [
      'a link as a room name',
      { ...VALID, rooms: [{ ...HOUSE_ROOMS[0]!, name: 'www.spam.com' }] },
      'Room name is not valid',
    ],
    [
      'a door in a room that is not there',
      { ...VALID, openings: [{ ...BEDROOM_TO_HALL, roomId: 'zz' }] },
      'unknown room',
    ],
    [
      'a door off its wall',
      { ...VALID, openings: [{ ...BEDROOM_TO_HALL, offset: 9 }] },
      'off its wall',
    ],
    ['the same id twice', { ...VALID, alarms: [{ id: 'b1', roomId: 'h1' }] }, 'unique'],
    [
      'a way out that jumps a wall',
      { ...VALID, routes: { first: ['b1', 'd4'], second: [] } },
      'does not follow',
    ],
    ['an unknown key', { ...VALID, colour: 'red' }, 'Unrecognized key'],
    ['not an object', 'a house', 'Sketch must be an object'],
  ])('refuses %s with a clear error', (_name, sketch, message) => {
    expect(problem(sketch)).toContain(message);
  });

  it('keeps a plan without a sketch valid, and carries one with it', () => {
    const plan = {
      name: 'Aroha',
      email: 'a@example.nz',
      answers: { 'house-type': ['house'] },
      language: 'en',
    };
    expect(planSaveRequestSchema.safeParse(plan).success).toBe(true);
    expect(planSaveRequestSchema.parse({ ...plan, sketch: VALID }).sketch).toEqual(VALID);
    expect(planSaveRequestSchema.safeParse({ ...plan, sketch: { rooms: 'many' } }).success).toBe(
      false,
    );
  });
});

describe('applySketchEdit', () => {
  it('adds rooms side by side from their templates, never on top of each other', () => {
    let sketch = applySketchEdit(EMPTY_SKETCH, {
      type: 'add-room',
      kind: 'bedroom',
      level: 'ground',
    });
    sketch = applySketchEdit(sketch, { type: 'add-room', kind: 'hallway', level: 'ground' });
    expect(
      sketch.rooms.map(({ id, x, y, width, height }) => ({ id, x, y, width, height })),
    ).toEqual([
      { id: 'r1', x: 0, y: 0, width: 6, height: 6 },
      { id: 'r2', x: 6, y: 0, width: 3, height: 8 },
    ]);
    // A door goes where the wall meets the hallway, a window on an outside wall.
    sketch = applySketchEdit(sketch, { type: 'add-opening', roomId: 'r1', kind: 'door' });
    sketch = applySketchEdit(sketch, { type: 'add-opening', roomId: 'r1', kind: 'window' });
    expect(sketch.openings).toEqual([
      { id: 'd1', kind: 'door', roomId: 'r1', side: 'east', offset: 1, outside: false },
      { id: 'w1', kind: 'window', roomId: 'r1', side: 'north', offset: 1, outside: true },
    ]);
    expect(floorPlanSketchSchema.safeParse(sketch).success).toBe(true);
  });

  it.each([
    ['a move stays on the grid', { type: 'move-room', id: 'b1', x: 40, y: -3 }, { x: 30, y: 0 }],
    [
      'a resize keeps at least a metre',
      { type: 'resize-room', id: 'b1', width: 1, height: 0 },
      { width: 2, height: 2 },
    ],
  ] as const)('%s', (_name, change, expected) => {
    const moved = applySketchEdit(VALID, change).rooms.find((item) => item.id === 'b1');
    expect(moved).toMatchObject(expected);
  });

  it('removing a room takes its doors and alarms and cuts the ways out where they break', () => {
    const sketch = applySketchEdit(VALID, { type: 'remove', id: 'h1' });
    // The bedroom's door stays (it now leads nowhere); the hallway's front door goes.
    expect(sketch.openings.map((opening) => opening.id)).toEqual(['d1', 'w1']);
    expect(sketch.alarms).toEqual([]);
    expect(sketch.routes).toEqual({ first: ['b1'], second: ['b1', 'w1'] });
    expect(floorPlanSketchSchema.safeParse(sketch).success).toBe(true);
  });

  it('keeps how a window is used to get down, and forgets it when set back to none', () => {
    const withLadder = applySketchEdit(VALID, {
      type: 'change-opening',
      id: 'w1',
      changes: { descent: 'ladder' },
    });
    expect(problem(withLadder)).toBeUndefined();
    expect(withLadder.openings.find((o) => o.id === 'w1')?.descent).toBe('ladder');
    const without = applySketchEdit(withLadder, {
      type: 'change-opening',
      id: 'w1',
      changes: { descent: undefined },
    });
    expect(without.openings.find((o) => o.id === 'w1')).not.toHaveProperty('descent');
  });

  it('changes nothing (same object) for an edit that does not apply', () => {
    expect(applySketchEdit(VALID, { type: 'add-alarm', roomId: 'nope' })).toBe(VALID);
  });

  // The editor stores what an edit returns without checking it again (use-sketch.ts trustSketch):
  // every kind of edit, pushed to its limits, must keep the sketch within the contract.
  it('keeps the sketch within the contract, whatever the edit', () => {
    const edits: Parameters<typeof applySketchEdit>[1][] = [
      { type: 'add-room', kind: 'bedroom', level: 'upstairs' },
      { type: 'move-room', id: 'b1', x: -50, y: 500 },
      { type: 'resize-room', id: 'h1', width: 999, height: -3 },
      { type: 'rename-room', id: 'b1', name: 'Pēpi' },
      { type: 'change-room-kind', id: 'h1', kind: 'kitchen' },
      { type: 'add-opening', roomId: 'h1', kind: 'window' },
      { type: 'change-opening', id: 'w1', changes: { side: 'east', offset: 400 } },
      { type: 'add-alarm', roomId: 'b1' },
      { type: 'set-meeting', point: { x: 999, y: -1 } },
      { type: 'set-route', route: 'second', steps: ['h1', 'd4'] },
      { type: 'remove', id: 'd1' },
    ];
    let sketch = VALID;
    for (const edit of edits) {
      sketch = applySketchEdit(sketch, edit);
      expect(problem(sketch), edit.type).toBeUndefined();
    }
    for (let count = 0; count < 40; count += 1) {
      sketch = applySketchEdit(sketch, { type: 'add-room', kind: 'other', level: 'ground' });
      sketch = applySketchEdit(sketch, { type: 'add-opening', roomId: 'h1', kind: 'door' });
      sketch = applySketchEdit(sketch, { type: 'add-alarm', roomId: 'h1' });
    }
    expect(problem(sketch)).toBeUndefined();
  });
});
