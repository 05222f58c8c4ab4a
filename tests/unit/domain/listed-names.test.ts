// A step box names the rooms a problem concerns in a row: an unnamed bedroom in lower case mid
// list, and unnamed bedrooms of one level once, counted, in both languages (issue 53: "Kids, A
// bedroom upstairs, A bedroom upstairs").
import { describe, expect, it } from 'vitest';
import { planSayer } from '../../support/plan-sayer';
import { assessPlan } from '../../../src/domain/plan/assessment';
import { door, room, sketchOf } from '../floor-plan/sketch-fixtures';
import { HOUSE_ANSWERS } from '../../support/plan-text';
import type { PlanAnswers } from '../../../src/vocabulary/types';

/** Upstairs: Kids and two unnamed bedrooms, each with one door to the landing; stairs down. */
const SKETCH = sketchOf({
  rooms: [
    room('h1', 'hallway', [0, 6, 12, 3]),
    { ...room('b1', 'bedroom', [0, 0, 4, 6], 'upstairs'), name: 'Kids' },
    room('b2', 'bedroom', [4, 0, 4, 6], 'upstairs'),
    room('b3', 'bedroom', [8, 0, 4, 6], 'upstairs'),
    room('h2', 'hallway', [0, 6, 12, 3], 'upstairs'),
  ],
  openings: [
    door('d1', 'h1', 'south', 1, true),
    door('d2', 'b1', 'south', 1),
    door('d3', 'b2', 'south', 1),
    door('d4', 'b3', 'south', 1),
  ],
  alarms: ['h1', 'h2', 'b1', 'b2', 'b3'].map((roomId, index) => ({ id: `a${index}`, roomId })),
  stairs: [{ id: 's1', roomId: 'h2', toRoomId: 'h1' }],
});

const sayer = planSayer;

describe('rooms named in a row', () => {
  const { steps } = assessPlan(HOUSE_ANSWERS as unknown as PlanAnswers, {}, SKETCH);
  const second = steps.find((step) => step.key === 'second')!;

  it.each([
    ['en', 'Only one way outside on your drawing: Kids, 2 bedrooms upstairs'],
    ['mi', 'Kotahi anake te huarahi ki waho i tō tuhinga: Kids, e 2 ngā rūma moe o runga'],
  ] as const)('in %s, each once and in lower case mid list', async (language, line) => {
    const say = await sayer(language);
    expect(second.problems.map(say)).toContain(line);
  });

  it('says one unnamed bedroom as one', async () => {
    const one = sketchOf({ ...SKETCH, rooms: SKETCH.rooms.filter((item) => item.id !== 'b3') });
    const withOne = { ...one, openings: one.openings.filter((item) => item.id !== 'd4') };
    const oneAlarmsFewer = { ...withOne, alarms: withOne.alarms.filter((a) => a.roomId !== 'b3') };
    const say = await sayer('en');
    const problems = assessPlan(HOUSE_ANSWERS as unknown as PlanAnswers, {}, oneAlarmsFewer)
      .steps.find((step) => step.key === 'second')!
      .problems.map(say);
    expect(problems).toContain('Only one way outside on your drawing: Kids, a bedroom upstairs');
  });
});
