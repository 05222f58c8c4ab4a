// A drawing an earlier release stored or sent opens in this one (issue 51): a way out by a window
// that is no longer a way out stops before it, and a damaged stored drawing keeps what still fits.
import { describe, expect, it } from 'vitest';
import { floorPlanSketchSchema, salvageSketch } from '../../../src/contracts/floor-plan';
import { closedWindowStop, walkRoute } from '../../../src/domain/floor-plan/ways-out';
import type { FloorPlanSketch } from '../../../src/domain/floor-plan/sketch';
import { assessPlan } from '../../../src/domain/plan/assessment';
import release from '../../fixtures/releases/f2ba5b3.json' with { type: 'json' };

// Written as f2ba5b3 stored it: typed here only so today's functions take it.
const STORED = release.persisted.floorPlan.sketch as FloorPlanSketch;

describe('a drawing from f2ba5b3 with a way out by an unanswered upstairs window', () => {
  it('is no way out under today’s rule, but followed every door and window as drawn', () => {
    expect(walkRoute(STORED, STORED.routes.second).brokenAt).toBe(1);
    expect(closedWindowStop(STORED, STORED.routes.second)).toBe(1);
    expect(closedWindowStop(STORED, STORED.routes.first)).toBeNull();
  });

  it('is accepted and brought in line: the way out stops in the room before the window', () => {
    const parsed = floorPlanSketchSchema.parse(STORED);
    expect(parsed.routes).toEqual(release.broughtInLine.routes);
    // Everything else is kept as drawn: rooms, doors, windows (the way down still unanswered),
    // alarms, stairs and the meeting place.
    expect({ ...parsed, routes: STORED.routes }).toEqual(STORED);
    expect(parsed.openings.find((opening) => opening.id === 'w2')?.descent).toBeUndefined();
  });

  it('says what needs an answer: the window’s way down, for the way out that stops there', () => {
    const { answers, details } = release.persisted.plan;
    const sketch = floorPlanSketchSchema.parse(STORED);
    const { findings } = assessPlan(answers, details as never, sketch);
    const stopped = findings.find((finding) => finding.id === 'sketch:route-not-outside:second');
    expect(stopped).toMatchObject({
      done: false,
      effect: 'holds-ready',
      words: {
        key: 'assessment.route-at-window',
        values: { room: { text: "Aroha's room" }, way: { key: 'floor-plan:routes.second' } },
      },
    });
    expect(findings.some((finding) => finding.id === 'sketch:route-not-outside:first')).toBe(false);
  });

  it('still refuses a way out that never followed the doors and windows', () => {
    const jumps = { ...STORED, routes: { first: ['b2', 'd1'], second: [] } };
    expect(floorPlanSketchSchema.safeParse(jumps).error?.issues[0]?.message).toBe(
      'Way out first does not follow the doors and windows',
    );
  });
});

describe('salvageSketch: a damaged stored drawing keeps what still fits', () => {
  it('keeps an intact drawing as it is (brought in line)', () => {
    expect(salvageSketch(STORED)).toEqual(floorPlanSketchSchema.parse(STORED));
  });

  it('drops only the damaged room, with what stood in it, and cuts the way out through it', () => {
    const damaged = {
      ...STORED,
      rooms: STORED.rooms.map((room) => (room.id === 'h2' ? { ...room, width: 'four' } : room)),
    };
    const kept = salvageSketch(damaged)!;
    expect(kept.rooms.map((room) => room.id)).toEqual(['l1', 'h1', 'b1', 'b3', 'b2']);
    // The landing's stairs and alarm go with it; every other room keeps its doors and alarms.
    expect(kept.stairs).toEqual([]);
    expect(kept.alarms.map((alarm) => alarm.id)).toEqual(['a1', 'a3', 'a4', 'a5']);
    expect(kept.openings).toHaveLength(STORED.openings.length);
    expect(kept.routes).toEqual({ first: ['b2'], second: ['b2'] });
    expect(kept.meeting).toEqual(STORED.meeting);
  });

  it.each([
    ['a repeated id', { alarms: [...STORED.alarms, { id: 'a1', roomId: 'b2' }] }, 'alarms', 5],
    ['a door off its wall', { openings: [{ ...STORED.openings[0]!, offset: 30 }] }, 'openings', 0],
    ['an unknown field', { alarms: [{ id: 'a9', roomId: 'h1', loud: true }] }, 'alarms', 0],
  ] as const)('drops %s and nothing else', (_case, change, list, count) => {
    const kept = salvageSketch({ ...STORED, ...change })!;
    expect(kept[list]).toHaveLength(count);
    expect(kept.rooms).toEqual(STORED.rooms);
  });

  it('keeps the rooms when the ways out and the meeting place are unreadable', () => {
    const kept = salvageSketch({ ...STORED, routes: 'first', meeting: { x: -1, y: 0 } })!;
    expect(kept.rooms).toEqual(STORED.rooms);
    expect(kept.routes).toEqual({ first: [], second: [] });
    expect(kept.meeting).toBeNull();
  });

  it.each([null, 'a house', [], 42])('has nothing to keep of %j', (stored) => {
    expect(salvageSketch(stored)).toBeNull();
  });
});
