// The plan's list of findings as a table, row by row, for the households the issues tried: each
// finding's effect, what it is about, the step boxes that say it, where it is sorted, its brief
// and its words (keys with their values). Every surface arranges exactly these rows, so a change
// to any rule shows here as a changed row. Mutation testing (npm run test:mutation) runs on it.
import { describe, expect, it } from 'vitest';
import {
  asksForAdvice,
  assessPlan,
  drawingFindings,
  type Finding,
  type PlanAssessment,
} from '../../../src/domain/plan/assessment';
import { aboutOf, words } from './finding-text';
import type { FloorPlanSketch } from '../../../src/domain/floor-plan/sketch';
import type { HouseholdPerson, PlanDetails } from '../../../src/domain/plan/details';
import type { PlanAnswers } from '../../../src/vocabulary/types';
import { twoStoreys } from '../floor-plan/sketch-fixtures';
import { ISSUE50_DETAILS, VERDICT_ANSWERS, VERDICT_SKETCH } from '../../support/verdict-household';

/** One finding as a row: state | key | subject | step boxes | place | brief | words | mark. */
function row(finding: Finding): string {
  const { subject, place } = finding;
  const about = aboutOf(finding);
  const where = place.kind === 'question' ? `question:${place.slug}` : place.kind;
  const brief = finding.brief ? `${finding.brief.key}:${words(finding.brief.named)}` : '-';
  const mark = finding.sketch ? ` | mark:${finding.sketch.roomId}` : '';
  const state = finding.done ? 'done' : finding.effect;
  const steps = finding.steps.join('+') || '-';
  return `${state} | ${finding.key} | ${subject.kind}:${about} | ${steps} | ${where} | ${brief} | ${words(finding.words)}${mark}`;
}

/** Every row, once each: a surface keys its lines by id, so two rows never share one. */
function rows(assessment: PlanAssessment): string[] {
  const ids = assessment.findings.map((finding) => finding.id);
  expect(new Set(ids).size).toBe(ids.length);
  return assessment.findings.map(row);
}

/** The three step boxes: settled or not, with their brief lines. */
function boxes(answers: PlanAnswers, details?: PlanDetails, sketch?: FloorPlanSketch | null) {
  return assessPlan(answers, details, sketch).steps.map(
    (step) =>
      `${step.key} ${step.settled ? 'settled' : 'open'}: ${step.problems.map(words).join(' / ')}`,
  );
}

const SAFE_HOUSE: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['other-adults'],
  'house-type': ['house'],
  'first-escape-route': { 'route-planned': true, obstacles: false, assistance: false },
  'second-escape-route': { 'route-planned': true, obstacles: false, assistance: false },
  'meeting-area': ['gate'],
  discussed: ['yes'],
};

const APARTMENT: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['no-not-sure'],
  'living-situation': ['just-me'],
  'house-type': ['apartment'],
  'fire-alarm': ['yes'],
  'assembly-point': ['street-outside'],
  'escape-route': { 'multiple-exits': false, obstacles: true, locks: true, discuss: false },
};

describe('the list of findings, row by row', () => {
  it('the issue 50 household, after a night drill that did not wake Nana, Mia and Tama', () => {
    const assessment = assessPlan(VERDICT_ANSWERS, ISSUE50_DETAILS, VERDICT_SKETCH, {
      drilled: true,
      notWoken: ['Nana', 'Mia', 'Tama'],
    });
    expect(rows(assessment)).toEqual([
      'done | smoke-alarms | household: | - | question:smoke-alarms | - | checklist.items.smoke-alarms.done()',
      'holds-ready | helper-overloaded | person:Sam | first+second | question:living-situation | overloaded:Sam | checklist.items.helper-overloaded.todo(Sam,3,Alex)',
      'holds-ready | helper-two-levels | person:Sam | first+second | question:living-situation | two-levels:Sam | checklist.items.helper-two-levels.todo(Sam,Alex, Leo, Nana,Alex)',
      'safer | need-hearing-visit | person:Alex | - | question:living-situation | - | checklist.items.need-hearing-visit.todo(Alex)',
      'safer | need-111-txt | person:Alex | - | question:living-situation | - | checklist.items.need-111-txt.todo(Alex)',
      'done | need-ground-floor | person:Nana | - | question:living-situation | - | checklist.items.need-ground-floor.done(Nana)',
      'safer | need-bedside-mobility | person:Nana | - | question:living-situation | - | checklist.items.need-bedside-mobility.todo(Nana)',
      'safer | sleeps-no-waking-alarm | person:Alex | - | drawing | - | checklist.items.sleeps-no-waking-alarm.todo(Alex)',
      'holds-ready | sleeps-child-window | person:Mia | second | drawing | cannot-use:Mia | checklist.items.sleeps-child-window.todo(Mia)',
      'holds-ready | sleeps-child-window | person:Leo | second | drawing | cannot-use:Leo | checklist.items.sleeps-child-window.todo(Leo)',
      'holds-ready | sleeps-mobility-window | person:Nana | second | drawing | cannot-use:Nana | checklist.items.sleeps-mobility-window.todo(Nana)',
      'safer | sleeps-no-own-alarm | person:Nana | - | drawing | - | checklist.items.sleeps-no-own-alarm.todo(Nana)',
      'done | upstairs-second-way | way-out:second | second | question:living-situation | - | checklist.items.upstairs-second-way.done()',
      'done | first-route-assistance | way-out:first | first | question:first-escape-route | assistance: | checklist.items.first-route-assistance.done()',
      'done | second-route-assistance | way-out:second | second | question:second-escape-route | assistance: | checklist.items.second-route-assistance.done()',
      'done | discussed | household: | - | question:discussed | - | checklist.items.discussed.done()',
      'safer | bedroom-alarm-outside | room:b1 | - | drawing | - | floor-plan:findings.bedroom-alarm-outside(assessment.bedroom.ground()) | mark:b1',
      'safer | bedroom-alarm-outside | room:b2 | - | drawing | - | floor-plan:findings.bedroom-alarm-outside(assessment.bedroom.upstairs()) | mark:b2',
      'safer | practise-waking | person:Nana | - | drill | - | drill:todos.practise-waking(Nana,Sam)',
      'safer | practise-waking | person:Mia | - | drill | - | drill:todos.practise-waking-after(Mia,Alex,Sam)',
      'holds-ready | choose-waker | person:Tama | first+second | question:living-situation | no-helper:Tama | drill:todos.choose-waker(Tama)',
    ]);
    expect(assessment.steps.map((step) => step.problems.map(words))).toEqual([
      [
        'assessment.brief.overloaded(Sam)',
        'assessment.brief.two-levels(Sam)',
        'assessment.brief.no-helper(Tama)',
      ],
      [
        'assessment.brief.overloaded(Sam)',
        'assessment.brief.two-levels(Sam)',
        'assessment.brief.cannot-use(Mia, Leo, Nana)',
        'assessment.brief.no-helper(Tama)',
      ],
      [],
    ]);
    expect(asksForAdvice(assessment)).toBe(false);
  });

  it('a drawing with a named bedroom, both ways down one staircase and alarms missing', () => {
    const base = twoStoreys({ alarms: [{ id: 'a1', roomId: 'h1' }] });
    const sketch: FloorPlanSketch = {
      ...base,
      rooms: base.rooms.map((room) => (room.id === 'b2' ? { ...room, name: 'Kids' } : room)),
      routes: { first: ['b2', 'd7', 's1', 'd4'], second: ['b2', 'd7', 's1', 'd2', 'd5'] },
    };
    const assessment = assessPlan(SAFE_HOUSE, { people: [] }, sketch);
    expect(rows(assessment)).toEqual([
      'done | smoke-alarms | household: | - | question:smoke-alarms | - | checklist.items.smoke-alarms.done()',
      'done | first-route-planned | way-out:first | - | question:first-escape-route | - | checklist.items.first-route-planned.done()',
      'done | discussed | household: | - | question:discussed | - | checklist.items.discussed.done()',
      'safer | bedroom-alarm-outside | room:b1 | - | drawing | - | floor-plan:findings.bedroom-alarm-outside(assessment.bedroom.ground()) | mark:b1',
      'holds-ready | bedroom-ways-out | room:b2 | second | drawing | one-way:Kids | floor-plan:findings.upstairs-window(Kids) | mark:b2',
      'safer | bedroom-no-alarm | room:b2 | - | drawing | - | floor-plan:findings.bedroom-no-alarm(Kids) | mark:b2',
      'safer | level-no-alarm | room:b2 | - | drawing | - | floor-plan:findings.level-no-alarm(floor-plan:levels.upstairs()) | mark:b2',
      'holds-ready | routes-same-stairs | room:h2 | second | drawing | same-stairs:assessment.bedroom.upstairs() | floor-plan:findings.routes-same-stairs(floor-plan:kinds.hallway()) | mark:h2',
      'safer | route-no-alarm | room:b2 | - | drawing | - | floor-plan:findings.route-no-alarm(Kids,floor-plan:routes.first()) | mark:b2',
      'safer | route-no-alarm | room:b2 | - | drawing | - | floor-plan:findings.route-no-alarm(Kids,floor-plan:routes.second()) | mark:b2',
    ]);
    expect(boxes(SAFE_HOUSE, { people: [] }, sketch)).toEqual([
      'first settled: ',
      'second open: assessment.brief.one-way(Kids) / assessment.brief.same-stairs(assessment.bedroom-listed.upstairs(1))',
      'meeting settled: ',
    ]);
    // An alarm missing where the advice puts one: free advice is asked for.
    expect(asksForAdvice(assessment)).toBe(false);
  });

  it('a route through a hallway with no alarm near, and one that does not reach outside', () => {
    const base = twoStoreys({ ladder: true, alarms: [{ id: 'a1', roomId: 'b2' }] });
    const sketch: FloorPlanSketch = {
      ...base,
      routes: { first: ['b2', 'd7', 's1', 'd4'], second: ['b2', 'd7'] },
    };
    const listed = rows(assessPlan(SAFE_HOUSE, {}, sketch));
    expect(listed).toContain(
      'holds-ready | route-not-outside | way-out:second | second | drawing | - | assessment.route-not-outside()',
    );
    expect(listed).toContain(
      'safer | route-no-alarm | room:h1 | - | drawing | - | floor-plan:findings.route-no-alarm(floor-plan:kinds.hallway(),floor-plan:routes.first()) | mark:h1',
    );
    expect(listed).toContain(
      'safer | level-no-alarm | room:b1 | - | drawing | - | floor-plan:findings.level-no-alarm(floor-plan:levels.ground()) | mark:b1',
    );
    expect(listed).toContain(
      'safer | bedroom-no-alarm | room:b1 | - | drawing | - | floor-plan:findings.bedroom-no-alarm(assessment.bedroom.ground()) | mark:b1',
    );
  });

  it('a bedroom with no way outside at all: step 1, in its own words', () => {
    const sketch = twoStoreys({
      ladder: true,
      groundOpenings: [],
      alarms: ['b1', 'h1', 'l1', 'b2', 'h2'].map((roomId) => ({ id: `a-${roomId}`, roomId })),
    });
    const listed = rows(assessPlan(SAFE_HOUSE, {}, sketch));
    expect(listed).toContain(
      'holds-ready | bedroom-no-way | room:b1 | first | drawing | no-way:assessment.bedroom.ground() | floor-plan:findings.bedroom-ways-out-0(assessment.bedroom.ground()) | mark:b1',
    );
  });

  it('an apartment with one exit, something in the way and a key-locked door', () => {
    const assessment = assessPlan(APARTMENT, {}, null);
    expect(rows(assessment)).toEqual([
      'done | smoke-alarms-right-places | household: | - | question:smoke-alarms-right-places | - | checklist.items.smoke-alarms-right-places.done()',
      'safer | smoke-alarms | household: | - | question:smoke-alarms | - | checklist.items.smoke-alarms.todo()',
      'done | fire-alarm | household: | - | question:fire-alarm | - | checklist.items.fire-alarm.done()',
      'holds-ready | multiple-exits | way-out:second | - | question:escape-route | - | checklist.items.multiple-exits.todo()',
      'holds-ready | escape-route-obstacles | way-out:first | first | question:escape-route | in-the-way: | checklist.items.escape-route-obstacles.todo()',
      'holds-ready | escape-route-locks | way-out:first | first | question:escape-route | locked: | checklist.items.escape-route-locks.todo()',
      'safer | escape-route-discussed | household: | - | question:escape-route | - | checklist.items.escape-route-discussed.todo()',
      'safer | get-advice | household: | - | home | - | checklist.items.get-advice.todo()',
    ]);
    expect(boxes(APARTMENT, {}, null)).toEqual([
      'first open: assessment.brief.in-the-way() / assessment.brief.locked()',
      'second open: ',
      'meeting settled: ',
    ]);
    expect(asksForAdvice(assessment)).toBe(true);
  });

  it('something in the way of both ways out, and no meeting place', () => {
    const answers: PlanAnswers = {
      ...SAFE_HOUSE,
      'first-escape-route': { 'route-planned': true, obstacles: true, assistance: false },
      'second-escape-route': { 'route-planned': true, obstacles: true, assistance: false },
      'meeting-area': [],
    };
    const assessment = assessPlan(answers, {}, null);
    rows(assessment);
    expect(assessment.toSort.map(row)).toEqual([
      'holds-ready | first-route-obstacles | way-out:first | first | question:first-escape-route | in-the-way: | checklist.items.first-route-obstacles.todo()',
      'holds-ready | second-route-obstacles | way-out:second | second | question:second-escape-route | in-the-way: | checklist.items.second-route-obstacles.todo()',
      'holds-ready | meeting-not-chosen | way-out:meeting | - | question:meeting-area | - | assessment.meeting-not-chosen()',
    ]);
    expect(boxes(answers, {}, null)).toEqual([
      'first open: assessment.brief.in-the-way()',
      'second open: assessment.brief.in-the-way()',
      'meeting open: ',
    ]);
  });

  it('every helper to-do says in both step boxes who is not settled, by kind', () => {
    const person = (id: string, name: string, rest: Partial<HouseholdPerson>): HouseholdPerson => ({
      id,
      name,
      needsHelp: true,
      ...rest,
    });
    // Rua is alone able to help, sometimes away, with more to do than one adult can.
    const details: PlanDetails = {
      people: [
        person('p1', 'Rua', { needsHelp: false, sometimesAway: true }),
        person('p2', 'Kahu', { needs: ['cannot-hear'] }),
        person('p3', 'Pita', { needs: ['baby'] }),
        person('p4', 'Hine', { needs: ['moves-slowly'] }),
        person('p5', 'Tui', { needs: ['child'], helperId: 'p1' }),
        person('p6', 'Wiremu', { needs: ['baby'], helperId: 'p1' }),
        person('p7', 'Aperahama', { needs: ['baby'], helperId: 'p1' }),
      ],
    };
    const answers: PlanAnswers = {
      ...SAFE_HOUSE,
      'living-situation': ['need-assistance'],
      'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
      'second-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
    };
    const assessment = assessPlan(answers, details, null);
    expect(assessment.toSort.map(row)).toEqual([
      'holds-ready | household-waker | person:Kahu | first+second | question:living-situation | no-helper:Kahu | checklist.items.household-waker.todo(Kahu)',
      'holds-ready | household-carrier | person:Pita | first+second | question:living-situation | no-helper:Pita | checklist.items.household-carrier.todo(Pita)',
      'holds-ready | household-helper | person:Hine | first+second | question:living-situation | no-helper:Hine | checklist.items.household-helper.todo(Hine)',
      // Kahu can take a job once woken: the load is shared with Kahu.
      'holds-ready | helper-overloaded | person:Rua | first+second | question:living-situation | overloaded:Rua | checklist.items.helper-overloaded.todo(Rua,3,Kahu)',
      'holds-ready | helper-away-backup | person:Tui | first+second | question:living-situation | no-helper:Tui | checklist.items.helper-away-backup.todo(Tui,Rua)',
      'holds-ready | helper-away-backup | person:Wiremu | first+second | question:living-situation | no-helper:Wiremu | checklist.items.helper-away-backup.todo(Wiremu,Rua)',
      'holds-ready | helper-away-backup | person:Aperahama | first+second | question:living-situation | no-helper:Aperahama | checklist.items.helper-away-backup.todo(Aperahama,Rua)',
    ]);
    const brief = [
      'assessment.brief.no-helper(Kahu, Pita, Hine, Tui, Wiremu, Aperahama)',
      'assessment.brief.overloaded(Rua)',
    ];
    expect(assessment.steps.map((step) => step.problems.map(words))).toEqual([brief, brief, []]);
    // Said per person: "agree who will help on your way out" is not said besides, and the
    // route's tick is not a line of its own either.
    expect(rows(assessment).filter((line) => line.includes('-route-assistance'))).toEqual([]);
    expect(assessment.findings).toHaveLength(14);
  });

  it('a helper with more than one adult can and nobody else; a child nobody wakes', () => {
    const child = (id: string, name: string, helperId?: string): HouseholdPerson => ({
      id,
      name,
      needsHelp: true,
      needs: ['child'],
      ...(helperId ? { helperId } : {}),
    });
    const details: PlanDetails = {
      people: [
        { id: 'p1', name: 'Rua', needsHelp: false },
        child('p2', 'Tui', 'p1'),
        child('p3', 'Ari', 'p1'),
        child('p4', 'Mere', 'p1'),
        child('p5', 'Nikau'),
      ],
    };
    const answers: PlanAnswers = { ...SAFE_HOUSE, 'living-situation': ['children-babies'] };
    expect(assessPlan(answers, details, null).toSort.map(row)).toEqual([
      'holds-ready | household-child-waker | person:Nikau | first+second | question:living-situation | no-helper:Nikau | checklist.items.household-child-waker.todo(Nikau)',
      'holds-ready | helper-overloaded-alone | person:Rua | first+second | question:living-situation | overloaded:Rua | checklist.items.helper-overloaded-alone.todo(Rua,3,)',
    ]);
  });

  it('a walker upstairs and a helper on two levels with nobody else: both ways, in brief', () => {
    const details: PlanDetails = {
      people: [
        { id: 'p1', name: 'Rua', needsHelp: false, bedroomId: 'b1' },
        {
          id: 'p2',
          name: 'Hine',
          needsHelp: true,
          needs: ['moves-slowly'],
          helperId: 'p1',
          bedroomId: 'b2',
        },
        {
          id: 'p3',
          name: 'Tui',
          needsHelp: true,
          needs: ['child'],
          helperId: 'p1',
          bedroomId: 'b1',
        },
      ],
    };
    const answers: PlanAnswers = { ...SAFE_HOUSE, 'living-situation': ['need-assistance'] };
    const assessment = assessPlan(answers, details, twoStoreys({ ladder: true }));
    expect(assessment.toSort.map(row)).toEqual([
      'holds-ready | helper-two-levels-alone | person:Rua | first+second | question:living-situation | two-levels:Rua | checklist.items.helper-two-levels-alone.todo(Rua,Hine, Tui,)',
      'holds-ready | sleeps-mobility-upstairs | person:Hine | first+second | drawing | cannot-use:Hine | checklist.items.sleeps-mobility-upstairs.todo(Hine)',
    ]);
    // Hine sleeps upstairs: the ground-floor to-do is said by who sleeps where, not twice.
    expect(assessment.findings.map((finding) => finding.key)).not.toContain('need-ground-floor');
    expect(assessment.steps[0]!.problems.map(words)).toEqual([
      'assessment.brief.two-levels(Rua)',
      'assessment.brief.cannot-use(Hine)',
    ]);
  });
});

describe('what the drawing box and the drill take from the list', () => {
  it("the drawing's box: the open findings sorted on the drawing, nothing done, nothing else", () => {
    const assessment = assessPlan(VERDICT_ANSWERS, ISSUE50_DETAILS, VERDICT_SKETCH);
    expect(
      drawingFindings(assessment).map(
        (finding) => `${finding.key}:${row(finding).split(' | ')[2]}`,
      ),
    ).toEqual([
      'sleeps-no-waking-alarm:person:Alex',
      'sleeps-child-window:person:Mia',
      'sleeps-child-window:person:Leo',
      'sleeps-mobility-window:person:Nana',
      'sleeps-no-own-alarm:person:Nana',
      'bedroom-alarm-outside:room:b1',
      'bedroom-alarm-outside:room:b2',
    ]);
  });

  it("an apartment's meeting place is its assembly point", () => {
    const assessment = assessPlan({ ...APARTMENT, 'assembly-point': [] }, {}, null);
    expect(assessment.toSort.map(row)).toContain(
      'holds-ready | meeting-not-chosen | way-out:meeting | - | question:assembly-point | - | assessment.meeting-not-chosen()',
    );
  });

  it('both drawn ways that do not reach outside: one line each', () => {
    const base = twoStoreys({ ladder: true });
    const sketch: FloorPlanSketch = {
      ...base,
      routes: { first: ['b1', 'd1'], second: ['b2', 'd7'] },
    };
    const routes = rows(assessPlan(SAFE_HOUSE, {}, sketch)).filter((line) =>
      line.includes('route-not-outside'),
    );
    expect(routes).toEqual([
      'holds-ready | route-not-outside | way-out:first | first | drawing | - | assessment.route-not-outside()',
      'holds-ready | route-not-outside | way-out:second | second | drawing | - | assessment.route-not-outside()',
    ]);
  });

  it('a sleeper whose helper is sometimes away: practice, and the stand-in still to agree', () => {
    const details: PlanDetails = {
      people: [
        { id: 'p1', name: 'Rua', needsHelp: false, sometimesAway: true },
        { id: 'p2', name: 'Tui', needsHelp: true, needs: ['child'], helperId: 'p1' },
        { id: 'p3', name: 'Ari', needsHelp: true, needs: ['child'] },
      ],
    };
    const assessment = assessPlan(
      { ...SAFE_HOUSE, 'living-situation': ['children-babies'] },
      details,
      null,
      {
        drilled: false,
        notWoken: [' tui ', 'ARI'],
      },
    );
    expect(
      rows(assessment).filter(
        (line) => line.includes('(Tui') || line.includes('ARI') || line.includes('tui'),
      ),
    ).toEqual([
      'holds-ready | helper-away-backup | person:Tui | first+second | question:living-situation | no-helper:Tui | checklist.items.helper-away-backup.todo(Tui,Rua)',
      'safer | practise-waking | person: tui  | - | drill | - | drill:todos.practise-waking( tui ,Rua)',
    ]);
    // Ari has nobody named: said once, by the household's own to-do, not again by the drill.
    expect(assessment.toSort.map((finding) => finding.key)).toEqual([
      'household-child-waker',
      'helper-away-backup',
    ]);
  });
});
