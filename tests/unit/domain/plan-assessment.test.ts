// The plan's one verdict: a table of plans that once made a tick, a headline or a step wrong, and
// what each must now say. Every surface (screen, print, email) reads assessPlan, so this table is
// what they all say.
import { describe, expect, it } from 'vitest';
import { assessPlan, type PlanAssessment } from '../../../src/domain/plan/assessment';
import { checklistLabelKey } from '../../../src/domain/plan/checklist';
import { phraseText, type Phrase } from '../../../src/domain/plan/description';
import type { FloorPlanSketch } from '../../../src/domain/floor-plan/sketch';
import type { HouseholdPerson, PlanDetails } from '../../../src/domain/plan/details';
import type { PlanAnswers } from '../../../src/vocabulary/types';
import { twoStoreys } from '../floor-plan/sketch-fixtures';

/** A house plan with every answer on the safe side, someone needing help on both ways out. */
function house(overrides: PlanAnswers = {}): PlanAnswers {
  return {
    'smoke-alarms-right-places': ['yes'],
    'smoke-alarms': ['yes'],
    'living-situation': ['need-assistance'],
    'house-type': ['house'],
    'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
    'second-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
    'meeting-area': ['gate'],
    discussed: ['yes'],
    ...overrides,
  };
}

const SAM: HouseholdPerson = { id: 'p1', name: 'Sam', needsHelp: false };
const MIA: HouseholdPerson = {
  id: 'p2',
  name: 'Mia',
  needsHelp: true,
  needs: ['child'],
  helperId: 'p1',
  bedroomId: 'b2',
};
const household: PlanDetails = { people: [SAM, MIA], storeys: 'more' };

/** Every room of the two-storey fixture with an alarm: no alarm finding stands. */
const EVERY_ROOM_ALARMED = ['b1', 'h1', 'l1', 'k1', 'b2', 'h2'].map((roomId) => ({
  id: `a${roomId}`,
  roomId,
}));

/** The checklist as "done:key" / "todo:key" lines (the words' keys), in order. */
function ticks(assessment: PlanAssessment): string[] {
  return assessment.checklist.map(
    (item) => `${item.fieldValue ? 'done' : 'todo'}:${checklistLabelKey(item).split('.')[2]}`,
  );
}

/** A step's problems as their keys (typed text as itself). */
function problemKeys(assessment: PlanAssessment, step: number): string[] {
  return assessment.steps[step]!.problems.map((phrase: Phrase) =>
    'key' in phrase ? phrase.key : words(phrase),
  );
}

/** A phrase's words with each key shown as the key and its values filled in. */
const words = (phrase: Phrase) =>
  phraseText(phrase, (key, values) => `${key}(${Object.values(values).join(',')})`);

describe('assessPlan: one verdict for the whole plan', () => {
  it('a plan with nothing left: every step settled, nothing open, no tick taken away', () => {
    const sketch = twoStoreys({ ladder: true, alarms: EVERY_ROOM_ALARMED });
    const downstairs: PlanDetails = { people: [SAM, { ...MIA, bedroomId: 'b1' }], storeys: 'more' };
    const assessment = assessPlan(house(), downstairs, sketch);
    expect(assessment.open).toBe(0);
    expect(assessment.steps.map((step) => step.settled)).toEqual([true, true, true]);
    expect(ticks(assessment)).toContain('done:second-route-planned');
    expect(ticks(assessment)).toContain('done:upstairs-second-way');
    expect(ticks(assessment).filter((line) => line.startsWith('todo'))).toEqual([]);
  });

  it('the same door twice: step 2 says it, no "planned" tick, and the plan is not ready', () => {
    const details: PlanDetails = {
      wayOuts: { first: { kind: 'front-door' }, second: { kind: 'front-door' } },
    };
    const assessment = assessPlan(house(), details, null);
    expect(problemKeys(assessment, 1)).toEqual(['checklist.items.second-route-same.todo']);
    expect(assessment.steps[1]!.settled).toBe(false);
    expect(ticks(assessment)).toContain('todo:second-route-same');
    expect(ticks(assessment)).not.toContain('done:second-route-planned');
    expect(assessment.open).toBe(1);
  });

  it.each<[string, PlanAnswers, number]>([
    [
      'no alternative way: step 2 is open',
      house({ 'second-escape-route': { 'route-planned': 'unable' } }),
      1,
    ],
    [
      'neither way planned: both steps are open',
      house({
        'first-escape-route': { 'route-planned': false },
        'second-escape-route': { 'route-planned': false },
      }),
      2,
    ],
  ])('%s', (_name, answers, open) => {
    expect(assessPlan(answers, {}, null).open).toBe(open);
  });

  it('a bedroom upstairs with one way out: step 2 names it, its ticks become to-dos', () => {
    const sketch = twoStoreys({ alarms: EVERY_ROOM_ALARMED });
    const assessment = assessPlan(house(), { people: [SAM], storeys: 'more' }, sketch);
    expect(assessment.steps[1]!.problems.map(words)).toEqual([
      'assessment.bedroom-one-way(assessment.bedroom.upstairs())',
    ]);
    expect(ticks(assessment)).toContain('todo:second-route-unsettled');
    expect(ticks(assessment)).toContain('todo:upstairs-second-way');
    expect(ticks(assessment)).not.toContain('done:second-route-planned');
    expect(assessment.open).toBe(1);
  });

  it('each room or person a line names is one thing to sort', () => {
    const sketch = twoStoreys({ ladder: true, alarms: EVERY_ROOM_ALARMED });
    const twoChildren: PlanDetails = {
      people: [SAM, MIA, { ...MIA, id: 'p3', name: 'Leo' }],
    };
    const assessment = assessPlan(house(), twoChildren, sketch);
    expect(assessment.steps[1]!.problems.map(words)).toEqual([
      'assessment.people-cannot-use(Mia, Leo)',
    ]);
    expect(assessment.open).toBe(2);
  });

  it('a drill on this device counts as talking the plan through', () => {
    const answers = house({ discussed: ['no'] });
    expect(ticks(assessPlan(answers, {}, null))).toContain('todo:discussed');
    expect(ticks(assessPlan(answers, {}, null, { drilled: true }))).toContain('done:discussed');
  });

  it('a named bedroom is named as the household typed it', () => {
    const sketch = twoStoreys({ alarms: EVERY_ROOM_ALARMED });
    const named: FloorPlanSketch = {
      ...sketch,
      rooms: sketch.rooms.map((room) => (room.id === 'b2' ? { ...room, name: 'Kids' } : room)),
    };
    const assessment = assessPlan(house(), { people: [SAM] }, named);
    expect(assessment.steps[1]!.problems.map(words)).toEqual(['assessment.bedroom-one-way(Kids)']);
  });

  it('a young child whose second way is a window with a ladder: step 2 and the helpers tick', () => {
    const sketch = twoStoreys({ ladder: true, alarms: EVERY_ROOM_ALARMED });
    const assessment = assessPlan(house(), household, sketch);
    expect(assessment.steps[1]!.problems.map(words)).toEqual(['assessment.people-cannot-use(Mia)']);
    expect(ticks(assessment)).toContain('todo:second-route-unsettled');
    // Mia has a helper, yet "everyone who needs help has someone" is not done while the way
    // out is one she cannot use on her own.
    expect(ticks(assessment)).toContain('todo:second-route-assistance');
    expect(ticks(assessment)).toContain('todo:first-route-assistance');
    expect(ticks(assessment)).not.toContain('done:second-route-assistance');
  });

  it('a route drawn through a window ruled out as a way down does not reach outside', () => {
    const base = twoStoreys({ alarms: EVERY_ROOM_ALARMED });
    const sketch: FloorPlanSketch = {
      ...base,
      openings: base.openings.map((opening) =>
        opening.id === 'w3' ? { ...opening, descent: 'none' } : opening,
      ),
      routes: { first: [], second: ['b2', 'w3'] },
    };
    const assessment = assessPlan(house(), { people: [SAM] }, sketch);
    expect(problemKeys(assessment, 1)).toContain('assessment.route-not-outside');
    expect(assessment.steps[1]!.settled).toBe(false);
  });

  it('a bedroom without an alarm on the drawing takes the "alarms in the right places" tick', () => {
    const sketch = twoStoreys({ ladder: true, alarms: [{ id: 'a1', roomId: 'h1' }] });
    const assessment = assessPlan(house(), { people: [SAM] }, sketch);
    expect(ticks(assessment)).toContain('todo:smoke-alarms-right-places');
    expect(ticks(assessment)).not.toContain('done:smoke-alarms-right-places');
  });

  it('without a drawing, bedrooms upstairs are a check to make, not a step that is wrong', () => {
    const assessment = assessPlan(house(), { people: [SAM], storeys: 'more' }, null);
    expect(ticks(assessment)).toContain('todo:upstairs-check-second-way');
    expect(ticks(assessment)).toContain('done:second-route-planned');
    expect(assessment.open).toBe(0);
  });

  it('an apartment with one exit is not ready: step 2 says there is no other way', () => {
    const apartment: PlanAnswers = {
      'smoke-alarms-right-places': ['yes'],
      'smoke-alarms': ['yes'],
      'living-situation': ['just-me'],
      'house-type': ['apartment'],
      'fire-alarm': ['yes'],
      'assembly-point': ['street-outside'],
      'escape-route': { 'multiple-exits': false, obstacles: false, locks: false, discuss: true },
    };
    const assessment = assessPlan(apartment, {}, null);
    expect(assessment.steps.map((step) => step.settled)).toEqual([true, false, true]);
    expect(assessment.open).toBe(1);
  });
});

describe('a phrase of names in a row', () => {
  it('says typed names as typed and the rest in words, once each, in order', () => {
    const phrase: Phrase = {
      key: 'assessment.bedroom-one-way',
      values: { rooms: { list: [{ text: 'Kids' }, { key: 'assessment.bedroom.upstairs' }] } },
    };
    expect(words(phrase)).toBe('assessment.bedroom-one-way(Kids, assessment.bedroom.upstairs())');
  });
});
