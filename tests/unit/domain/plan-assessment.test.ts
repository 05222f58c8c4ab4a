// The plan's one list of findings: a table of plans that once made a tick, a headline or a step
// wrong, and the list each must now give. Every surface (screen, print, email) only arranges this
// list, so the table is what they all say: the headline counts `toSort`, which it lists under it.
import { describe, expect, it } from 'vitest';
import {
  asksForAdvice,
  assessPlan,
  drawingFindings,
  type Finding,
  type PlanAssessment,
} from '../../../src/domain/plan/assessment';
import type { Phrase } from '../../../src/domain/plan/description';
import { aboutOf, words } from './finding-text';
import type { FloorPlanSketch } from '../../../src/domain/floor-plan/sketch';
import type { HouseholdPerson, PlanDetails } from '../../../src/domain/plan/details';
import type { PlanAnswers } from '../../../src/vocabulary/types';
import { twoStoreys } from '../floor-plan/sketch-fixtures';
import {
  ISSUE50_DETAILS,
  VERDICT_ANSWERS,
  VERDICT_DETAILS,
  VERDICT_SKETCH,
} from '../../support/verdict-household';

/** A house plan with every answer on the safe side, nobody said to need help. */
function house(overrides: PlanAnswers = {}): PlanAnswers {
  return {
    'smoke-alarms-right-places': ['yes'],
    'smoke-alarms': ['yes'],
    'living-situation': ['other-adults'],
    'house-type': ['house'],
    'first-escape-route': { 'route-planned': true, obstacles: false, assistance: false },
    'second-escape-route': { 'route-planned': true, obstacles: false, assistance: false },
    'meeting-area': ['gate'],
    discussed: ['yes'],
    ...overrides,
  };
}

const APARTMENT: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['just-me'],
  'house-type': ['apartment'],
  'fire-alarm': ['yes'],
  'assembly-point': ['street-outside'],
  'escape-route': { 'multiple-exits': true, obstacles: false, locks: false, discuss: true },
};

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

/** The same, with someone needing help on both ways out. */
const helped = (overrides: PlanAnswers = {}) =>
  house({
    'living-situation': ['need-assistance'],
    'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
    'second-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
    ...overrides,
  });

/** Every room of the two-storey fixture with an alarm: no alarm finding stands. */
const EVERY_ROOM_ALARMED = ['b1', 'h1', 'l1', 'k1', 'b2', 'h2'].map((roomId) => ({
  id: `a${roomId}`,
  roomId,
}));

/** A finding as "key(name or room)": what it is and whom it is about. */
const line = (finding: Finding) => `${finding.key}(${aboutOf(finding)})`;

const lines = (findings: readonly Finding[]) => findings.map(line);

const problems = (assessment: PlanAssessment, step: number) =>
  assessment.steps[step]!.problems.map(words);

describe('assessPlan: one list of findings behind every word the plan says', () => {
  it('a plan with nothing left: every step settled, nothing to sort, no tick taken away', () => {
    const sketch = twoStoreys({ ladder: true, alarms: EVERY_ROOM_ALARMED });
    const downstairs: PlanDetails = { people: [SAM, { ...MIA, bedroomId: 'b1' }], storeys: 'more' };
    const assessment = assessPlan(helped(), downstairs, sketch);
    expect(assessment.toSort).toEqual([]);
    expect(assessment.steps.map((step) => step.settled)).toEqual([true, true, true]);
    expect(lines(assessment.done)).toContain('second-route-planned(second)');
    expect(lines(assessment.done)).toContain('upstairs-second-way(second)');
    expect(lines(assessment.safer)).toEqual([]);
    expect(asksForAdvice(assessment)).toBe(false);
  });

  it('the issue household: the headline counts what it lists, each problem said once', () => {
    const assessment = assessPlan(VERDICT_ANSWERS, ISSUE50_DETAILS, VERDICT_SKETCH);
    expect(lines(assessment.toSort)).toEqual([
      'helper-overloaded(Sam)',
      'helper-two-levels(Sam)',
      'sleeps-child-window(Mia)',
      'sleeps-child-window(Leo)',
      'sleeps-mobility-window(Nana)',
    ]);
    // Every person has a helper: "agree who will help" is done, Sam's load is the problem.
    expect(lines(assessment.done)).toContain('first-route-assistance(first)');
    expect(lines(assessment.done)).toContain('second-route-assistance(second)');
    // Nana sleeps downstairs: the ground-floor to-do is settled by the household's own answer.
    expect(lines(assessment.done)).toContain('need-ground-floor(Nana)');
    expect(lines(assessment.safer)).not.toContain('need-ground-floor(Nana)');
    // Step 1 is no more usable by Nana alone than step 2: both boxes say Sam's load.
    expect(assessment.steps.map((step) => step.settled)).toEqual([false, false, true]);
    expect(problems(assessment, 0)).toEqual([
      'assessment.brief.overloaded(Sam)',
      'assessment.brief.two-levels(Sam)',
    ]);
    expect(problems(assessment, 1)).toEqual([
      'assessment.brief.overloaded(Sam)',
      'assessment.brief.two-levels(Sam)',
      'assessment.brief.cannot-use(Mia, Leo, Nana)',
    ]);
    // Not "planned" beside a step that is not settled; the alarms' tick gives way to the drawing.
    expect(lines(assessment.done)).not.toContain('second-route-planned(second)');
    expect(lines(assessment.done)).not.toContain('smoke-alarms-right-places()');
    expect(lines(assessment.safer)).toEqual([
      'need-hearing-visit(Alex)',
      'need-111-txt(Alex)',
      'need-bedside-mobility(Nana)',
      'sleeps-no-waking-alarm(Alex)',
      'sleeps-no-own-alarm(Nana)',
      'discussed()',
      'bedroom-alarm-outside(b1)',
      'bedroom-alarm-outside(b2)',
    ]);
  });

  it('every finding of the list is in exactly one of to sort, safer and done', () => {
    const assessment = assessPlan(VERDICT_ANSWERS, ISSUE50_DETAILS, VERDICT_SKETCH, {
      drilled: true,
      notWoken: ['Nana', 'Tama'],
    });
    const arranged = [...assessment.toSort, ...assessment.safer, ...assessment.done];
    expect(arranged.map((finding) => finding.id).sort()).toEqual(
      assessment.findings.map((finding) => finding.id).sort(),
    );
    expect(new Set(arranged.map((finding) => finding.id)).size).toBe(arranged.length);
  });

  it('a night drill: who nobody wakes holds the plan back, practice makes it safer', () => {
    const assessment = assessPlan(VERDICT_ANSWERS, ISSUE50_DETAILS, VERDICT_SKETCH, {
      drilled: true,
      notWoken: ['Nana', 'Mia', 'Tama'],
    });
    expect(lines(assessment.toSort)).toContain('choose-waker(Tama)');
    expect(assessment.toSort).toHaveLength(6);
    const practice = assessment.safer.filter((finding) => finding.key === 'practise-waking');
    expect(practice.map((finding) => words(finding.words))).toEqual([
      'drill:todos.practise-waking(Nana,Sam)',
      // Alex wakes Mia only once Sam has woken Alex: said in that order.
      'drill:todos.practise-waking-after(Mia,Alex,Sam)',
    ]);
    expect(practice.map((finding) => finding.place.kind)).toEqual(['drill', 'drill']);
    expect(lines(assessment.done)).toContain('discussed()');
    expect(problems(assessment, 0)).toContain('assessment.brief.no-helper(Tama)');
  });

  it('a sleeper the household already names as helpless is not said twice by the drill', () => {
    const alone: PlanDetails = {
      people: [SAM, { ...MIA, helperId: undefined }],
    };
    const assessment = assessPlan(helped(), alone, null, { drilled: false, notWoken: ['Mia'] });
    expect(lines(assessment.toSort)).toEqual(['household-child-waker(Mia)']);
  });

  it('the same door twice: step 2 says it, no "planned" tick, and the plan is not ready', () => {
    const details: PlanDetails = {
      wayOuts: { first: { kind: 'front-door' }, second: { kind: 'front-door' } },
    };
    const assessment = assessPlan(house(), details, null);
    expect(problems(assessment, 1)).toEqual(['assessment.brief.same-way()']);
    expect(assessment.steps[1]!.settled).toBe(false);
    expect(lines(assessment.toSort)).toEqual(['second-route-same(second)']);
    expect(lines(assessment.done)).not.toContain('second-route-planned(second)');
    expect(asksForAdvice(assessment)).toBe(true);
  });

  it.each<[string, PlanAnswers, string[]]>([
    [
      'no alternative way: step 2 is open',
      house({ 'second-escape-route': { 'route-planned': 'unable' } }),
      ['second-route-planned(second)'],
    ],
    [
      'neither way planned: both steps are open',
      house({
        'first-escape-route': { 'route-planned': false },
        'second-escape-route': { 'route-planned': false },
      }),
      ['first-route-planned(first)', 'second-route-planned(second)'],
    ],
    [
      'something in the way of the best way out',
      house({
        'first-escape-route': { 'route-planned': true, obstacles: true, assistance: false },
      }),
      ['first-route-obstacles(first)'],
    ],
    [
      'no meeting place: the third step is open',
      house({ 'meeting-area': [] }),
      ['meeting-not-chosen(meeting)'],
    ],
    [
      'an apartment with one exit is not ready: step 2 says there is no other way',
      {
        ...APARTMENT,
        'escape-route': { 'multiple-exits': false, obstacles: false, locks: false, discuss: true },
      },
      ['multiple-exits(second)'],
    ],
    [
      'an apartment door locked with a key holds the way out back',
      {
        ...APARTMENT,
        'escape-route': { 'multiple-exits': true, obstacles: false, locks: true, discuss: true },
      },
      ['escape-route-locks(first)'],
    ],
  ])('%s', (_name, answers, toSort) => {
    const assessment = assessPlan(answers, {}, null);
    expect(lines(assessment.toSort)).toEqual(toSort);
    const unsettled = assessment.steps.filter((step) => !step.settled).map((step) => step.key);
    expect(unsettled.length).toBeGreaterThan(0);
  });

  it('someone needing help on a way out with nobody named: said per person, not per route', () => {
    const details: PlanDetails = { people: [SAM, { ...MIA, helperId: undefined }] };
    const assessment = assessPlan(helped(), details, null);
    expect(lines(assessment.toSort)).toEqual(['household-child-waker(Mia)']);
    expect(problems(assessment, 0)).toEqual(['assessment.brief.no-helper(Mia)']);
    expect(problems(assessment, 1)).toEqual(['assessment.brief.no-helper(Mia)']);
  });

  it('a household that names nobody: the route says who helps is not agreed', () => {
    const assessment = assessPlan(helped(), {}, null);
    expect(lines(assessment.toSort)).toEqual([
      'first-route-assistance(first)',
      'second-route-assistance(second)',
    ]);
  });

  it('a bedroom upstairs with one way out: named by the drawing once, in step 2', () => {
    const sketch = twoStoreys({ alarms: EVERY_ROOM_ALARMED });
    const assessment = assessPlan(house(), { people: [SAM], storeys: 'more' }, sketch);
    expect(problems(assessment, 1)).toEqual([
      'assessment.brief.one-way(assessment.bedroom-listed.upstairs(1))',
    ]);
    expect(lines(assessment.toSort)).toEqual(['bedroom-ways-out(b2)']);
    // The unanswered window is why: its words say how a window counts.
    expect(words(assessment.toSort[0]!.words)).toMatch(/^floor-plan:findings\.upstairs-window/);
    expect(lines(assessment.findings)).not.toContain('upstairs-second-way(second)');
    expect(lines(assessment.done)).not.toContain('second-route-planned(second)');
  });

  it('a bedroom with no way outside unsettles step 1', () => {
    const sketch = twoStoreys({ ladder: true, alarms: EVERY_ROOM_ALARMED, groundOpenings: [] });
    const assessment = assessPlan(house(), { people: [SAM] }, sketch);
    expect(lines(assessment.toSort)).toContain('bedroom-no-way(b1)');
    expect(assessment.steps[0]!.settled).toBe(false);
    expect(problems(assessment, 0)).toContain(
      'assessment.brief.no-way(assessment.bedroom-listed.ground(1))',
    );
    expect(lines(assessment.done)).not.toContain('first-route-planned(first)');
  });

  it('a named bedroom is named as the household typed it', () => {
    const sketch = twoStoreys({ alarms: EVERY_ROOM_ALARMED });
    const named: FloorPlanSketch = {
      ...sketch,
      rooms: sketch.rooms.map((room) => (room.id === 'b2' ? { ...room, name: 'Kids' } : room)),
    };
    const assessment = assessPlan(house(), { people: [SAM] }, named);
    expect(problems(assessment, 1)).toEqual(['assessment.brief.one-way(Kids)']);
  });

  it('both ways down the same stairs: step 2 says it, once', () => {
    const base = twoStoreys({ alarms: EVERY_ROOM_ALARMED, ladder: true });
    const sketch: FloorPlanSketch = {
      ...base,
      routes: { first: ['b2', 'd7', 's1', 'd4'], second: ['b2', 'd7', 's1', 'd2', 'd5'] },
    };
    const assessment = assessPlan(house(), { people: [SAM] }, sketch);
    const stairs = assessment.toSort.filter((finding) => finding.key === 'routes-same-stairs');
    expect(stairs).toHaveLength(1);
    expect(stairs[0]!.steps).toEqual(['second']);
    expect(assessment.steps[1]!.settled).toBe(false);
    expect(assessment.steps[0]!.settled).toBe(true);
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
    expect(problems(assessment, 1)).toContain('assessment.route-not-outside()');
    expect(assessment.steps[1]!.settled).toBe(false);
    expect(drawingFindings(assessment).map(line)).toContain('route-not-outside(second)');
  });

  it('a bedroom without an alarm on the drawing takes the "alarms in the right places" tick', () => {
    const sketch = twoStoreys({ ladder: true, alarms: [{ id: 'a1', roomId: 'h1' }] });
    const assessment = assessPlan(house(), { people: [SAM] }, sketch);
    expect(lines(assessment.done)).not.toContain('smoke-alarms-right-places()');
    expect(lines(assessment.safer)).toContain('bedroom-no-alarm(b2)');
    expect(lines(assessment.safer)).toContain('level-no-alarm(b2)');
    expect(assessment.toSort).toEqual([]);
  });

  it('without a drawing, bedrooms upstairs are a check to make, not a step that is wrong', () => {
    const assessment = assessPlan(house(), { people: [SAM], storeys: 'more' }, null);
    expect(lines(assessment.safer)).toContain('upstairs-check-second-way()');
    expect(lines(assessment.done)).toContain('second-route-planned(second)');
    expect(assessment.toSort).toEqual([]);
  });

  it('the drawing sorts who sleeps where: its findings are the drawing box', () => {
    const assessment = assessPlan(helped(), household, twoStoreys({ ladder: true }));
    const drawing = drawingFindings(assessment);
    expect(drawing.map(line)).toContain('sleeps-child-window(Mia)');
    expect(drawing.every((finding) => !finding.done)).toBe(true);
    expect(drawing.filter((finding) => finding.sketch).map(line)).toEqual([
      'bedroom-no-alarm(b1)',
      'bedroom-no-alarm(b2)',
      'level-no-alarm(b1)',
      'level-no-alarm(b2)',
    ]);
  });

  it('the plan of a household of VERDICT_DETAILS keeps its earlier count of people', () => {
    const assessment = assessPlan(VERDICT_ANSWERS, VERDICT_DETAILS, VERDICT_SKETCH);
    expect(assessment.toSort.filter((finding) => finding.key.startsWith('sleeps-'))).toHaveLength(
      3,
    );
  });
});

describe('a phrase of names in a row', () => {
  it('says typed names as typed and the rest in words, once each, in order', () => {
    const phrase: Phrase = {
      key: 'assessment.brief.one-way',
      values: { names: { list: [{ text: 'Kids' }, { key: 'assessment.bedroom.upstairs' }] } },
    };
    expect(words(phrase)).toBe('assessment.brief.one-way(Kids, assessment.bedroom.upstairs())');
  });
});
