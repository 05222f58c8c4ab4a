import { describe, expect, it } from 'vitest';
import {
  checkSketch,
  independentWaysOut,
  sketchStatus,
} from '../../../src/domain/floor-plan/checks';
import { EMPTY_SKETCH, openingTarget } from '../../../src/domain/floor-plan/sketch';
import type { SketchOpening } from '../../../src/domain/floor-plan/sketch';
import {
  BEDROOM_TO_HALL,
  BEDROOM_WINDOW,
  BEDROOM_WINDOW_2,
  HALL_FRONT_DOOR,
  HALL_TO_KITCHEN,
  HALL_TO_LIVING,
  HOUSE_ROOMS,
  KITCHEN_OUT,
  LIVING_OUT,
  door,
  room,
  sketchOf,
  window,
} from './sketch-fixtures';

describe('openingTarget', () => {
  it.each([
    ['a door on a shared wall leads into the room behind it', BEDROOM_TO_HALL, 'h1'],
    ['a door marked outside leads outside', HALL_FRONT_DOOR, 'outside'],
    ['a door on the south wall of the hallway leads into the kitchen', HALL_TO_KITCHEN, 'k1'],
    [
      'a door on an outside wall not marked outside leads nowhere',
      door('d9', 'b1', 'south', 1),
      null,
    ],
    [
      "a door further along the hallway's south wall still leads into the kitchen",
      door('d9', 'h1', 'south', 2),
      'k1',
    ],
  ] as [string, SketchOpening, string | null][])('%s', (_name, opening, target) => {
    const sketch = sketchOf({ rooms: HOUSE_ROOMS, openings: [opening] });
    expect(openingTarget(sketch, opening)).toBe(target);
  });
});

describe('independentWaysOut (ways outside that share no other room)', () => {
  const upstairs = [
    room('b2', 'bedroom', [0, 0, 6, 6], 'upstairs'),
    room('h2', 'hallway', [6, 0, 3, 8], 'upstairs'),
  ];
  it.each([
    ['no door or window', [], [], 0],
    ['a door into the hallway only, the hallway has no way out', [BEDROOM_TO_HALL], [], 0],
    ['a window outside only', [BEDROOM_WINDOW], [], 1],
    [
      'a door into the hallway, the hallway has the front door',
      [BEDROOM_TO_HALL, HALL_FRONT_DOOR],
      [],
      1,
    ],
    [
      'through the hallway to two outside doors is still one way (the hallway may burn)',
      [BEDROOM_TO_HALL, HALL_FRONT_DOOR, HALL_TO_LIVING, LIVING_OUT, HALL_TO_KITCHEN, KITCHEN_OUT],
      [],
      1,
    ],
    [
      'a window outside and the hallway to the front door',
      [BEDROOM_WINDOW, BEDROOM_TO_HALL, HALL_FRONT_DOOR],
      [],
      2,
    ],
    ['two windows outside', [BEDROOM_WINDOW, BEDROOM_WINDOW_2], [], 2],
    [
      'a window that does not open outside (not marked) counts as nothing',
      [window('w9', 'b1', 'west', 2, false)],
      [],
      0,
    ],
  ] as [string, SketchOpening[], never[], number][])(
    '%s → %i',
    (_name, openings, _stairs, ways) => {
      const sketch = sketchOf({ rooms: HOUSE_ROOMS, openings });
      expect(independentWaysOut(sketch, 'b1')).toBe(ways);
    },
  );

  it('counts up to two only', () => {
    const sketch = sketchOf({
      rooms: HOUSE_ROOMS,
      openings: [BEDROOM_WINDOW, BEDROOM_WINDOW_2, window('w3', 'b1', 'south', 2)],
    });
    expect(independentWaysOut(sketch, 'b1')).toBe(2);
    expect(independentWaysOut(sketch, 'b1', 3)).toBe(3);
  });

  it.each([
    ['upstairs bedroom down the stairs to the front door', null, 1],
    // A window above the ground floor is never counted silently.
    ['…and a window to outside, with no way down said', 'none', 1],
    ['…and a window with a roof or deck below it', 'roof-or-deck', 2],
    ['…and a window with an escape ladder kept in the room', 'ladder', 2],
  ] as const)('%s → %i', (_name, windowDescent, ways) => {
    const upstairsWindow = window('w7', 'b2', 'west', 1);
    const sketch = sketchOf({
      rooms: [...HOUSE_ROOMS, ...upstairs],
      openings: [
        door('d7', 'b2', 'east', 2),
        HALL_FRONT_DOOR,
        ...(windowDescent === null
          ? []
          : windowDescent === 'none'
            ? [upstairsWindow]
            : [{ ...upstairsWindow, descent: windowDescent }]),
      ],
      stairs: [{ id: 's1', roomId: 'h2', toRoomId: 'h1' }],
    });
    expect(independentWaysOut(sketch, 'b2')).toBe(ways);
  });

  it('counts a ground-floor window as it always did, with or without a way down', () => {
    const sketch = sketchOf({ rooms: HOUSE_ROOMS, openings: [BEDROOM_WINDOW, BEDROOM_WINDOW_2] });
    expect(independentWaysOut(sketch, 'b1')).toBe(2);
  });
});

/** An upstairs bedroom and landing above the hallway (the stairs join the landing and hallway). */
const UPSTAIRS = [
  room('b2', 'bedroom', [0, 0, 6, 6], 'upstairs'),
  room('h2', 'hallway', [6, 0, 3, 8], 'upstairs'),
];

describe('checkSketch', () => {
  const safeOpenings = [BEDROOM_WINDOW, BEDROOM_TO_HALL, HALL_FRONT_DOOR];
  it.each([
    [
      'a bedroom with two ways out and an alarm in it: nothing to fix',
      { openings: safeOpenings, alarms: [{ id: 'a1', roomId: 'b1' }] },
      [],
    ],
    [
      // Within 3 m of its door is the rental minimum; Fire and Emergency advises one in every bedroom.
      'an alarm only in the hallway next to the bedroom is named, not taken as done',
      { openings: safeOpenings, alarms: [{ id: 'a1', roomId: 'h1' }] },
      [{ kind: 'bedroom-alarm-outside', roomId: 'b1' }],
    ],
    [
      'a bedroom with one way out and no alarm',
      { openings: [BEDROOM_TO_HALL, HALL_FRONT_DOOR] },
      [
        { kind: 'bedroom-ways-out', roomId: 'b1', waysOut: 1 },
        { kind: 'bedroom-no-alarm', roomId: 'b1' },
        { kind: 'level-no-alarm', roomId: 'b1', level: 'ground' },
      ],
    ],
    [
      'an alarm in the living room next door does not cover the bedroom (not a hallway)',
      { openings: safeOpenings, alarms: [{ id: 'a1', roomId: 'l1' }] },
      [{ kind: 'bedroom-no-alarm', roomId: 'b1' }],
    ],
    [
      'an alarm in the bedroom itself is enough',
      { openings: safeOpenings, alarms: [{ id: 'a1', roomId: 'b1' }] },
      [],
    ],
    [
      'a way out through the kitchen, far from the only alarm (in the bedroom)',
      {
        openings: [...safeOpenings, HALL_TO_KITCHEN, KITCHEN_OUT],
        alarms: [{ id: 'a1', roomId: 'b1' }],
        routes: { first: ['b1', 'd1', 'd3', 'd6'], second: ['b1', 'w1'] },
      },
      [{ kind: 'route-no-alarm', roomId: 'k1', route: 'first' }],
    ],
    [
      'each way out is checked on its own',
      {
        openings: [...safeOpenings, HALL_TO_KITCHEN, KITCHEN_OUT],
        alarms: [],
        routes: { first: ['b1', 'w1'], second: ['b1', 'd1', 'd3', 'd6'] },
      },
      [
        { kind: 'bedroom-no-alarm', roomId: 'b1' },
        { kind: 'level-no-alarm', roomId: 'b1', level: 'ground' },
        { kind: 'route-no-alarm', roomId: 'b1', route: 'first' },
        { kind: 'route-no-alarm', roomId: 'b1', route: 'second' },
        { kind: 'route-no-alarm', roomId: 'h1', route: 'second' },
        { kind: 'route-no-alarm', roomId: 'k1', route: 'second' },
      ],
    ],
    [
      'rooms that are not bedrooms need no ways out of their own',
      { rooms: [HOUSE_ROOMS[2]!], alarms: [{ id: 'a1', roomId: 'l1' }] },
      [],
    ],
    [
      // The rental law and Fire and Emergency both ask for an alarm on every level.
      'a level with rooms and no alarm anywhere on it is named, at its first room',
      { rooms: [HOUSE_ROOMS[2]!] },
      [{ kind: 'level-no-alarm', roomId: 'l1', level: 'ground' }],
    ],
    [
      'an upstairs bedroom whose second way is a window with no way down: both said',
      {
        rooms: [...HOUSE_ROOMS.filter((r) => r.kind !== 'bedroom'), ...UPSTAIRS],
        openings: [HALL_FRONT_DOOR, door('d7', 'b2', 'east', 2), window('w7', 'b2', 'west', 1)],
        alarms: [
          { id: 'a1', roomId: 'b2' },
          { id: 'a2', roomId: 'h1' },
        ],
        stairs: [{ id: 's1', roomId: 'h2', toRoomId: 'h1' }],
      },
      [
        { kind: 'bedroom-ways-out', roomId: 'b2', waysOut: 1 },
        { kind: 'upstairs-window', roomId: 'b2' },
      ],
    ],
    [
      // "They can't" is an answer: the window is not a way out, and the check no longer asks.
      "the same bedroom whose window the household answered 'They can't': one way out, no question",
      {
        rooms: [...HOUSE_ROOMS.filter((r) => r.kind !== 'bedroom'), ...UPSTAIRS],
        openings: [
          HALL_FRONT_DOOR,
          door('d7', 'b2', 'east', 2),
          { ...window('w7', 'b2', 'west', 1), descent: 'none' },
        ],
        alarms: [
          { id: 'a1', roomId: 'b2' },
          { id: 'a2', roomId: 'h1' },
        ],
        stairs: [{ id: 's1', roomId: 'h2', toRoomId: 'h1' }],
      },
      [{ kind: 'bedroom-ways-out', roomId: 'b2', waysOut: 1 }],
    ],
    [
      'the same bedroom with an escape ladder kept in the room: nothing to fix',
      {
        rooms: [...HOUSE_ROOMS.filter((r) => r.kind !== 'bedroom'), ...UPSTAIRS],
        openings: [
          HALL_FRONT_DOOR,
          door('d7', 'b2', 'east', 2),
          { ...window('w7', 'b2', 'west', 1), descent: 'ladder' },
        ],
        alarms: [
          { id: 'a1', roomId: 'b2' },
          { id: 'a2', roomId: 'h1' },
        ],
        stairs: [{ id: 's1', roomId: 'h2', toRoomId: 'h1' }],
      },
      [],
    ],
    [
      'an upstairs level with an alarm only in the bedroom, none downstairs: the ground floor is named',
      {
        rooms: [...HOUSE_ROOMS.filter((r) => r.kind !== 'bedroom'), ...UPSTAIRS],
        openings: [HALL_FRONT_DOOR, door('d7', 'b2', 'east', 2), window('w7', 'b2', 'west', 1)],
        alarms: [{ id: 'a1', roomId: 'b2' }],
        stairs: [{ id: 's1', roomId: 'h2', toRoomId: 'h1' }],
      },
      [
        { kind: 'bedroom-ways-out', roomId: 'b2', waysOut: 1 },
        { kind: 'upstairs-window', roomId: 'b2' },
        { kind: 'level-no-alarm', roomId: 'h1', level: 'ground' },
      ],
    ],
    [
      // Stairs join the bedroom to the hallway below, but an alarm on another level is never
      // "next to" a bedroom: not what the rental minimum means.
      'an upstairs bedroom whose only nearby alarm is in the hallway downstairs has no alarm',
      {
        rooms: [...HOUSE_ROOMS.filter((r) => r.kind !== 'bedroom'), ...UPSTAIRS],
        openings: [HALL_FRONT_DOOR, window('w7', 'b2', 'west', 1)],
        alarms: [{ id: 'a1', roomId: 'h1' }],
        stairs: [{ id: 's1', roomId: 'b2', toRoomId: 'h1' }],
      },
      [
        { kind: 'bedroom-ways-out', roomId: 'b2', waysOut: 1 },
        { kind: 'upstairs-window', roomId: 'b2' },
        { kind: 'bedroom-no-alarm', roomId: 'b2' },
        { kind: 'level-no-alarm', roomId: 'b2', level: 'upstairs' },
      ],
    ],
    [
      'the same bedroom with a hallway alarm on its own level: named as outside, not missing',
      {
        rooms: [...HOUSE_ROOMS.filter((r) => r.kind !== 'bedroom'), ...UPSTAIRS],
        openings: [HALL_FRONT_DOOR, door('d7', 'b2', 'east', 2), window('w7', 'b2', 'west', 1)],
        alarms: [
          { id: 'a1', roomId: 'h1' },
          { id: 'a2', roomId: 'h2' },
        ],
        stairs: [{ id: 's1', roomId: 'h2', toRoomId: 'h1' }],
      },
      [
        { kind: 'bedroom-ways-out', roomId: 'b2', waysOut: 1 },
        { kind: 'upstairs-window', roomId: 'b2' },
        { kind: 'bedroom-alarm-outside', roomId: 'b2' },
      ],
    ],
  ] as [string, Parameters<typeof sketchOf>[0], unknown[]][])('%s', (_name, parts, findings) => {
    expect(checkSketch(sketchOf({ rooms: HOUSE_ROOMS, ...parts }))).toEqual(findings);
  });
});

describe('sketchStatus', () => {
  // An empty list of findings is only good news once there is something to check: the empty
  // drawing used to be shown as "Every bedroom has two ways out and a smoke alarm".
  const safe = {
    rooms: HOUSE_ROOMS,
    openings: [BEDROOM_WINDOW, BEDROOM_TO_HALL, HALL_FRONT_DOOR],
    alarms: [
      { id: 'a1', roomId: 'b1' },
      { id: 'a2', roomId: 'h1' },
    ],
  };
  it.each([
    ['nothing drawn: nothing checked yet', EMPTY_SKETCH, 'no-rooms'],
    [
      'rooms but no bedroom: no bedroom checked',
      sketchOf({
        rooms: HOUSE_ROOMS.filter((r) => r.kind !== 'bedroom'),
        alarms: [{ id: 'a1', roomId: 'h1' }],
      }),
      'no-bedroom',
    ],
    ['a safe bedroom: all clear', sketchOf(safe), 'all-clear'],
    [
      'an alarm only in the hallway: to fix',
      sketchOf({ ...safe, alarms: [{ id: 'a2', roomId: 'h1' }] }),
      'to-fix',
    ],
    [
      'a bedroom with one way out: to fix',
      sketchOf({ ...safe, openings: [BEDROOM_TO_HALL, HALL_FRONT_DOOR] }),
      'to-fix',
    ],
    [
      'no bedroom, but a way out past no alarm: to fix',
      sketchOf({
        rooms: HOUSE_ROOMS.filter((r) => r.kind !== 'bedroom'),
        openings: [HALL_FRONT_DOOR, HALL_TO_LIVING],
        routes: { first: ['l1', 'd2', 'd4'], second: [] },
      }),
      'to-fix',
    ],
  ] as const)('%s', (_name, sketch, status) => {
    expect(sketchStatus(sketch, checkSketch(sketch))).toBe(status);
  });
});

describe('both ways out down the same stairs', () => {
  const sketch = (second: string[]) =>
    sketchOf({
      rooms: [
        ...HOUSE_ROOMS,
        room('b2', 'bedroom', [0, 0, 6, 6], 'upstairs'),
        room('h2', 'hallway', [6, 0, 3, 8], 'upstairs'),
      ],
      openings: [
        BEDROOM_TO_HALL,
        HALL_FRONT_DOOR,
        HALL_TO_LIVING,
        LIVING_OUT,
        door('d7', 'b2', 'east', 2),
        { ...window('w3', 'b2', 'west', 2), descent: 'ladder' },
      ],
      stairs: [{ id: 's1', roomId: 'h2', toRoomId: 'h1' }],
      alarms: [
        { id: 'a1', roomId: 'b2' },
        { id: 'a2', roomId: 'h2' },
        { id: 'a3', roomId: 'h1' },
        { id: 'a4', roomId: 'l1' },
        { id: 'a5', roomId: 'b1' },
      ],
      routes: { first: ['b2', 'd7', 's1', 'd4'], second },
    });
  const stairsFindings = (second: string[]) =>
    checkSketch(sketch(second)).filter((finding) => finding.kind === 'routes-same-stairs');

  it.each([
    ['the second through the living room, down the same stairs', ['b2', 'd7', 's1', 'd2', 'd5'], 1],
    ['the second out of the window with its ladder', ['b2', 'w3'], 0],
    ['no second way drawn', [], 0],
  ] as [string, string[], number][])('%s', (_name, second, count) => {
    expect(stairsFindings(second)).toHaveLength(count);
  });
});
