// Issue 52: a plan that fits someone who lives alone, and a flat on any floor. Hemi lives alone
// in a ground-floor flat, uses a wheelchair, gets himself out, with his cat Pusi; Rangi uses a
// wheelchair on the fourth floor with her partner; Mere lives alone in a house and needs help.
// Each plan is read as the householder reads it: through i18next, in both languages.
import { describe, expect, it } from 'vitest';
import { planSayer } from '../../support/plan-sayer';
import { assessPlan } from '../../../src/domain/plan/assessment';
import { describeHousehold, describePlan, type Phrase } from '../../../src/domain/plan/description';
import {
  describeNeeds,
  homeVisitReasons,
  needTodos,
} from '../../../src/domain/plan/household-needs';
import { possibleTakers } from '../../../src/domain/plan/household';
import { detailsForAnswers } from '../../../src/domain/plan/details-check';
import {
  flatFloorOf,
  flatFloorUnasked,
  flatUsesStairs,
  livesAlone,
  planContext,
  questionContext,
  someoneNeedsHelp,
} from '../../../src/domain/plan/setting';
import type { PlanDetails } from '../../../src/domain/plan/details';
import type { PlanAnswers } from '../../../src/vocabulary/types';

const FLAT: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['just-me', 'pets-animals'],
  'house-type': ['apartment'],
  'flat-floor': ['ground'],
  'fire-alarm': ['yes'],
  'assembly-point': ['street-outside'],
  'escape-route': { 'multiple-exits': true, obstacles: false, locks: false, discuss: false },
};

const HEMI: PlanDetails = {
  people: [{ id: 'p1', name: 'Hemi', needsHelp: false, needs: ['moves-slowly'] }],
  pets: [{ id: 'a1', name: 'Pusi', takerId: 'p1' }],
};

const FOURTH_FLOOR: PlanAnswers = {
  ...FLAT,
  'living-situation': ['other-adults'],
  'flat-floor': ['above'],
};
const RANGI: PlanDetails = {
  people: [
    { id: 'p1', name: 'Rangi', needsHelp: false, needs: ['moves-slowly'] },
    { id: 'p2', name: 'Ana', needsHelp: false },
  ],
};

const HOUSE_ALONE: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['just-me', 'need-assistance', 'pets-animals'],
  'house-type': ['house'],
  'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
  'second-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
  'meeting-area': ['letterbox'],
  discussed: ['yes'],
};
const MERE: PlanDetails = {
  people: [{ id: 'p1', name: 'Mere', needsHelp: true, needs: ['moves-slowly'] }],
  pets: [{ id: 'a1', name: 'Rex' }],
};

const sayer = planSayer;

const keyOf = (phrase: Phrase) => ('key' in phrase ? phrase.key : '');

describe('who the plan is written to', () => {
  it('"Just me" with at most one person named lives alone; a second name does not', () => {
    expect(livesAlone(FLAT, HEMI)).toBe(true);
    expect(livesAlone(FLAT, {})).toBe(true);
    expect(livesAlone(FLAT, RANGI)).toBe(false);
    expect(livesAlone(FOURTH_FLOOR, HEMI)).toBe(false);
    expect(planContext(FLAT, HEMI)).toBe('alone');
    expect(planContext(FOURTH_FLOOR, RANGI)).toBeUndefined();
  });

  it("a ground-floor flat asks its way out in its own words; other questions in the person's", () => {
    expect(questionContext('escape-route', FLAT, HEMI)).toBe('ground');
    expect(questionContext('discussed', FLAT, HEMI)).toBe('alone');
    expect(questionContext('escape-route', FOURTH_FLOOR, RANGI)).toBeUndefined();
  });
});

describe('Hemi: alone, ground-floor flat, wheelchair, gets himself out, his cat Pusi', () => {
  const assessment = assessPlan(FLAT, HEMI);
  const keys = assessment.findings.map((finding) => finding.key);

  it('has no helper to agree, no stairs, no "ground floor bedroom" and nothing he cannot close', () => {
    expect(keys).not.toContain('household-helper');
    expect(keys).not.toContain('need-ground-floor');
    expect(keys).not.toContain('flat-stairs-assistance');
    expect(assessment.toSort).toEqual([]);
  });

  it('goes out by his own door: no stairway, no lift, no doors to count to the stairs', () => {
    const first = assessment.steps[0]!;
    expect(first.lines.map(keyOf)).toEqual(['print.steps.apartment-ground-first']);
    expect(first.advice?.lines.map(keyOf)).toEqual(['details.building.own-alarm']);
    expect(flatUsesStairs(FLAT)).toBe(false);
  });

  it('keeps his wheelchair in the plan: his doors wide enough, help to test alarms he cannot reach', async () => {
    const say = await sayer('en');
    const advice = describeNeeds(HEMI, null, FLAT);
    const lines = advice.people[0]!.actions.map(say);
    expect(lines).toContain(
      "Check that the doors on Hemi's ways out are wide enough for their walker or wheelchair.",
    );
    expect(lines).toContain(
      "If Hemi can't reach the smoke alarms to test them, ask a neighbour or support worker to help test them every month.",
    );
    expect(lines.join(' ')).not.toMatch(/household|ground floor|agree who/i);
  });

  it('takes Pusi himself, and the plan says so', async () => {
    const say = await sayer('en');
    expect(possibleTakers(HEMI).map((person) => person.name)).toEqual(['Hemi']);
    expect(describePlan(FLAT, HEMI).household.pets.map(say)).toEqual(['Pusi: Hemi takes them out']);
  });

  it.each(['en', 'mi'] as const)(
    'is written to one person in %s: no household, family or "agree who"',
    async (language) => {
      const say = await sayer(language);
      const said = [
        ...assessment.findings.map((finding) => say(finding.words)),
        ...assessment.steps.flatMap((step) => step.lines.map(say)),
        ...describeNeeds(HEMI, null, FLAT).people.flatMap((person) => person.actions.map(say)),
      ].join('\n');
      expect(said).not.toMatch(/household|family|agree who|whānau|whakaritea ko wai|katoa/i);
      expect(said).not.toMatch(/whare tiketike|high-rise/i);
    },
  );
});

describe('a wheelchair user on the fourth floor', () => {
  const assessment = assessPlan(FOURTH_FLOOR, RANGI);

  it('goes down the stairs, never the lift, and counts the doors to them', () => {
    const first = assessment.steps[0]!;
    expect(first.lines.map(keyOf)).toEqual(['print.steps.apartment-first']);
    expect(first.advice?.lines.map(keyOf)).toEqual([
      'details.building.own-alarm',
      'details.building.count-doors',
    ]);
  });

  it("holds 'ready' back until the building is asked what its evacuation procedure provides", async () => {
    const say = await sayer('en');
    const open = assessment.toSort.filter((finding) => finding.key === 'flat-stairs-assistance');
    expect(open).toHaveLength(1);
    expect(open[0]!.subject).toEqual({ kind: 'person', name: 'Rangi' });
    expect(open[0]!.steps).toEqual(['first', 'second']);
    // Sorted where the building is asked: the floor question (its link goes there).
    expect(open[0]!.place).toEqual({ kind: 'question', slug: 'flat-floor' });
    expect(say(open[0]!.words)).toContain("ask your building's owner or manager");
    expect(say(open[0]!.words)).toContain('0800 NZ FIRE');
    const asked = assessPlan(FOURTH_FLOOR, { ...RANGI, doneNow: { 'evacuation-asked': true } });
    expect(asked.toSort.map((finding) => finding.key)).not.toContain('flat-stairs-assistance');
    expect(asked.done.map((finding) => finding.key)).toContain('flat-stairs-assistance');
  });

  it('says it under her name too, and recommends the home visit', () => {
    const advice = describeNeeds(RANGI, null, FOURTH_FLOOR);
    expect(advice.people[0]!.actions.map(keyOf)).toContain(
      'checklist.items.flat-stairs-assistance.todo',
    );
    expect(homeVisitReasons(FOURTH_FLOOR, RANGI)).toContain('needs-help');
  });

  it('has no "bedroom on the ground floor" to move to in a flat', () => {
    expect(needTodos(RANGI, null, FOURTH_FLOOR).map((item) => item.key)).not.toContain(
      'need-ground-floor',
    );
    expect(describeNeeds(RANGI, null, FOURTH_FLOOR).people[0]!.actions.map(keyOf)).not.toContain(
      'needs.lines.sleep-ground-floor',
    );
  });
});

describe('Mere: alone in a house, needs someone to get her out', () => {
  const assessment = assessPlan(HOUSE_ALONE, MERE);
  const keys = assessment.findings.map((finding) => finding.key);

  it('has one thing to sort that she can close: the free home fire safety visit, booked', () => {
    const open = assessment.toSort.map((finding) => finding.key);
    expect(open).toEqual(['alone-help-visit']);
    expect(assessment.steps.map((step) => step.settled)).toEqual([false, false, true]);
    const booked = assessPlan(HOUSE_ALONE, { ...MERE, doneNow: { 'visit-booked': true } });
    expect(booked.toSort).toEqual([]);
    expect(booked.done.map((finding) => finding.key)).toContain('alone-help-visit');
  });

  it('is told in her words where to sleep', async () => {
    const say = await sayer('en');
    const line = assessment.findings.find((finding) => finding.key === 'need-ground-floor');
    expect(say(line!.words)).toBe(
      'Where you can, sleep in a bedroom on the ground floor, near a way out',
    );
  });

  it('has no to-do she cannot close', () => {
    for (const key of [
      'household-helper',
      'first-route-assistance',
      'second-route-assistance',
      'helper-away-backup',
    ]) {
      expect(keys).not.toContain(key);
    }
  });

  it.each(['en', 'mi'] as const)(
    'says in %s what she can do besides: a neighbour or support worker, a phone by the bed, an alarm she wakes to',
    async (language) => {
      const say = await sayer(language);
      const advice = describeNeeds(MERE, null, HOUSE_ALONE);
      const lines = advice.onYourOwn.map(say);
      // The visit is her to-do (above); the rest is what she can do besides.
      expect(advice.onYourOwn.map(keyOf)).toEqual([
        'needs.alone.neighbour',
        'needs.alone.phone',
        'needs.alone.alarm',
      ]);
      expect(say(assessment.toSort[0]!.words)).toContain('0800 NZ FIRE');
      expect(lines[1]).toContain('111');
      // Nobody at home wakes or carries her: no "who" line under her name.
      expect(
        advice.people[0]!.actions.map(keyOf).filter((key) => key.startsWith('needs.who')),
      ).toEqual([]);
    },
  );

  it('reads her household in her words; a pet nobody at home can take says to get out first', async () => {
    const say = await sayer('en');
    const kept = detailsForAnswers(MERE, HOUSE_ALONE);
    const household = describeHousehold(kept, 'alone');
    expect(household.people.map(say)).toEqual([
      'Mere needs help to get out: your plan says what you can do with nobody else at home',
    ]);
    expect(household.pets.map(say)).toEqual([
      'Rex: get yourself out; never go back inside for a pet, and tell firefighters where it might be',
    ]);
  });

  it('says nothing of being alone to a household of two', () => {
    const two: PlanDetails = {
      people: [...MERE.people!, { id: 'p2', name: 'Wiremu', needsHelp: false }],
    };
    expect(describeNeeds(two, null, HOUSE_ALONE).onYourOwn).toEqual([]);
    expect(assessPlan(HOUSE_ALONE, two).findings.map((finding) => finding.key)).toContain(
      'household-helper',
    );
  });
});

describe('the setting each rule reads', () => {
  it('a house has no flat floor, even with a stale answer', () => {
    const house = { ...HOUSE_ALONE, 'flat-floor': ['ground'] };
    expect(flatFloorOf(house)).toBeUndefined();
    expect(flatFloorUnasked(HOUSE_ALONE)).toBe(false);
    expect(flatFloorOf(FLAT)).toBe('ground');
  });

  it.each<[string, PlanAnswers, PlanDetails]>([
    ['"Someone who needs help" ticked', { 'living-situation': ['just-me', 'need-assistance'] }, {}],
    ['help needed on the best way out', HOUSE_ALONE, {}],
    [
      'a person who needs someone to get them out',
      { 'living-situation': ['just-me'] },
      { people: [{ id: 'p1', name: 'Mere', needsHelp: true }] },
    ],
  ])('someone needs help: %s', (_label, answers, details) => {
    expect(someoneNeedsHelp(answers, details)).toBe(true);
  });

  it('nobody needs help: needs alone, or nothing said', () => {
    expect(someoneNeedsHelp(FLAT, HEMI)).toBe(false);
    expect(someoneNeedsHelp({ 'living-situation': ['just-me'] }, {})).toBe(false);
  });
});

describe('a flat plan saved before the floor was asked', () => {
  const before: PlanAnswers = { ...FOURTH_FLOOR };
  delete before['flat-floor'];

  it('reads as it did (the stairs, never the lift) and asks for the floor', () => {
    expect(flatFloorUnasked(before)).toBe(true);
    expect(flatFloorUnasked(FOURTH_FLOOR)).toBe(false);
    expect(assessPlan(before, RANGI).steps[0]!.lines.map(keyOf)).toEqual([
      'print.steps.apartment-first',
    ]);
  });
});

describe('one-level houses', () => {
  it('have no "ground floor bedroom" to-do; two levels still do', () => {
    const answers = { ...HOUSE_ALONE, 'living-situation': ['other-adults'] };
    const person: PlanDetails = {
      people: [{ id: 'p1', name: 'Koro', needsHelp: false, needs: ['moves-slowly'] }],
    };
    expect(
      needTodos({ ...person, storeys: 'one' }, null, answers).map(({ key }) => key),
    ).not.toContain('need-ground-floor');
    expect(
      needTodos({ ...person, storeys: 'more' }, null, answers).map(({ key }) => key),
    ).toContain('need-ground-floor');
  });
});
