import { describe, expect, it } from 'vitest';
import {
  deriveChecklist,
  HELPER_ITEM_KEY,
  SECOND_ROUTE_SAME,
} from '../../../src/domain/plan/checklist';
import {
  detailsForAnswers,
  planDetailsProblem,
  questionOfDetailPath,
} from '../../../src/domain/plan/details-check';
import { describeHousehold, describePlanSteps } from '../../../src/domain/plan/description';
import { planAnswersProblem } from '../../../src/domain/plan/completeness';
import { isSameWayTwice, type PlanDetails } from '../../../src/domain/plan/details';
import type { PlanAnswers } from '../../../src/vocabulary/types';

const HOUSE: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['other-adults', 'need-assistance'],
  'house-type': ['house'],
  'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
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
  'assembly-point': ['across-road'],
  'escape-route': { 'multiple-exits': false, obstacles: false, locks: true, discuss: true },
};

const DETAILS: PlanDetails = {
  wayOuts: {
    first: { kind: 'front-door', description: ' hallway to the front door ' },
    second: { kind: 'bedroom-window', description: "kids' bedroom window onto the deck" },
  },
  building: { stairs: 'Stairs by the lifts' },
  people: [
    { id: 'p1', name: 'Aroha', needsHelp: false },
    { id: 'p2', name: 'Koro', needsHelp: true },
    { id: 'p3', name: '  ', needsHelp: false },
  ],
  pets: [{ id: 'a1', name: 'Rex', takerId: 'p1' }],
  doneNow: { 'alarm-tested': true, 'keys-by-deadlock': false },
};

describe('the checklist with the plan details', () => {
  it('makes a to-do of each person who needs help and has no helper, after living-situation', () => {
    const items = deriveChecklist(HOUSE, DETAILS);
    const keys = items.map((item) => item.key);
    expect(items.filter((item) => item.key === HELPER_ITEM_KEY)).toEqual([
      { key: HELPER_ITEM_KEY, fieldValue: false, values: { name: 'Koro' } },
    ]);
    expect(keys.indexOf(HELPER_ITEM_KEY)).toBe(keys.indexOf('smoke-alarms') + 2);
  });

  it('has no helper to-do once a helper is agreed', () => {
    const helped: PlanDetails = {
      people: [
        { id: 'p1', name: 'Aroha', needsHelp: false },
        { id: 'p2', name: 'Koro', needsHelp: true, helperId: 'p1' },
      ],
    };
    expect(deriveChecklist(HOUSE, helped).some((item) => item.key === HELPER_ITEM_KEY)).toBe(false);
  });

  it('records the checks done now as done items beside their question', () => {
    const keys = deriveChecklist(HOUSE, DETAILS).map((item) => item.key);
    expect(keys.slice(0, 3)).toEqual([
      'smoke-alarms-right-places',
      'smoke-alarms',
      'done-now-alarm-tested',
    ]);
    expect(keys).not.toContain('done-now-keys-by-deadlock');
    const apartment = deriveChecklist(APARTMENT, { doneNow: { 'keys-by-deadlock': true } });
    const index = apartment.findIndex((item) => item.key === 'done-now-keys-by-deadlock');
    expect(apartment[index]).toEqual({ key: 'done-now-keys-by-deadlock', fieldValue: true });
    expect(apartment[index - 1]?.key).toBe('escape-route-discussed');
  });

  it('settles "anything in the way" once the way is cleared, on both ways out', () => {
    const blocked: PlanAnswers = {
      ...HOUSE,
      'first-escape-route': { 'route-planned': true, obstacles: true, assistance: false },
      'second-escape-route': { 'route-planned': true, obstacles: true, assistance: false },
    };
    const item = (items: ReturnType<typeof deriveChecklist>, key: string) =>
      items.find((entry) => entry.key === key)?.fieldValue;
    const before = deriveChecklist(blocked, {});
    expect(item(before, 'first-route-obstacles')).toBe(false);
    expect(item(before, 'second-route-obstacles')).toBe(false);
    const cleared = deriveChecklist(blocked, { doneNow: { 'way-cleared': true } });
    expect(item(cleared, 'first-route-obstacles')).toBe(true);
    expect(item(cleared, 'second-route-obstacles')).toBe(true);
    // It settles the question's line rather than adding one of its own.
    expect(cleared.map((entry) => entry.key)).not.toContain('done-now-way-cleared');
    // The deadlock's key is a check of the way out itself, still recorded beside it.
    const keys = deriveChecklist(blocked, { doneNow: { 'keys-by-deadlock': true } });
    expect(item(keys, 'done-now-keys-by-deadlock')).toBe(true);
  });

  it.each([
    ['the front door twice', { kind: 'front-door' }, { kind: 'front-door' }, true],
    [
      'the back door twice, in other words',
      { kind: 'back-door', description: 'from the lounge' },
      { kind: 'back-door', description: 'via the kitchen' },
      true,
    ],
    [
      'the same words twice',
      { description: 'Kids room window ' },
      { description: 'kids  room window' },
      true,
    ],
    [
      'two bedroom windows (a home has several)',
      { kind: 'bedroom-window' },
      { kind: 'bedroom-window' },
      false,
    ],
    ['the front door, then the back door', { kind: 'front-door' }, { kind: 'back-door' }, false],
    ['only a first way out described', { kind: 'front-door' }, undefined, false],
  ] as const)('the same way twice: %s → %s', (_name, first, second, same) => {
    const details: PlanDetails = { wayOuts: { first, ...(second ? { second } : {}) } };
    expect(isSameWayTwice(details)).toBe(same);
    const items = deriveChecklist(HOUSE, details);
    const keys = items.map((item) => item.key);
    // Planned twice the same way: no second way out, and a to-do that says why, with advice.
    expect(keys.includes(SECOND_ROUTE_SAME)).toBe(same);
    expect(items.find((item) => item.key === 'second-route-planned')?.fieldValue).toBe(
      same ? undefined : true,
    );
    expect(keys.includes('get-advice')).toBe(same);
  });

  it('is the spec checklist without details', () => {
    expect(deriveChecklist(HOUSE, {})).toEqual(deriveChecklist(HOUSE));
  });
});

describe('the way-out helper items with the household', () => {
  // Question 3 names Koro and Baby Aroha as needing help; both ways out say someone needs help.
  const ANSWERS: PlanAnswers = {
    ...HOUSE,
    'second-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
  };
  const mum = { id: 'p1', name: 'Mum', needsHelp: false };
  const koro = { id: 'p2', name: 'Koro', needsHelp: true, helperId: 'p1' };
  const baby = { id: 'p3', name: 'Baby Aroha', needsHelp: true, helperId: 'p1' };
  const assistance = (details?: PlanDetails) =>
    deriveChecklist(ANSWERS, details).filter((item) => item.key.endsWith('-route-assistance'));

  it('are done on both ways out when everyone who needs help has a helper', () => {
    expect(assistance({ people: [mum, koro, baby] })).toEqual([
      { key: 'first-route-assistance', fieldValue: true },
      { key: 'second-route-assistance', fieldValue: true },
    ]);
  });

  it('stay to-dos while someone who needs help has no helper', () => {
    const items = deriveChecklist(ANSWERS, {
      people: [mum, koro, { ...baby, helperId: undefined }],
    });
    expect(items.filter((item) => item.key.endsWith('-route-assistance'))).toEqual([
      { key: 'first-route-assistance', fieldValue: false },
      { key: 'second-route-assistance', fieldValue: false },
    ]);
    expect(items.filter((item) => item.key === HELPER_ITEM_KEY)).toEqual([
      { key: HELPER_ITEM_KEY, fieldValue: false, values: { name: 'Baby Aroha' } },
    ]);
  });

  it('stay to-dos when the helper needs help themselves', () => {
    expect(assistance({ people: [mum, koro, { ...baby, helperId: 'p2' }] })).toEqual([
      { key: 'first-route-assistance', fieldValue: false },
      { key: 'second-route-assistance', fieldValue: false },
    ]);
  });

  it('stay to-dos without details, or when nobody in the household is ticked as needing help', () => {
    const todos = [
      { key: 'first-route-assistance', fieldValue: false },
      { key: 'second-route-assistance', fieldValue: false },
    ];
    expect(assistance()).toEqual(todos);
    expect(assistance({})).toEqual(todos);
    expect(assistance({ people: [mum] })).toEqual(todos);
  });

  it('are done in the checklist of the details as sent, printed and emailed', () => {
    const details = detailsForAnswers({ people: [mum, koro, baby] }, ANSWERS);
    expect(assistance(details).every((item) => item.fieldValue)).toBe(true);
  });
});

describe('completeness', () => {
  it('does not need any detail: the spec answers make a complete plan', () => {
    expect(planAnswersProblem(HOUSE)).toBeNull();
    expect(planDetailsProblem(undefined)).toBeNull();
    expect(planDetailsProblem({})).toBeNull();
    expect(planDetailsProblem(DETAILS)).toEqual({ path: ['people', 2, 'name'], reason: 'name' });
    expect(planDetailsProblem(detailsForAnswers(DETAILS, HOUSE))).toBeNull();
  });

  it.each([
    [
      { wayOuts: { first: { description: 'see www.example.nz' } } },
      ['wayOuts', 'first', 'description'],
      'first-escape-route',
    ],
    [
      { wayOuts: { second: { description: 'x'.repeat(121) } } },
      ['wayOuts', 'second', 'description'],
      'second-escape-route',
    ],
    [{ building: { exit: 'exit\u0007' } }, ['building', 'exit'], 'escape-route'],
    [
      { people: [{ id: 'p1', name: 'Koro', needsHelp: true, helperId: 'p2' }] },
      ['people', 0, 'helperId'],
      'living-situation',
    ],
  ] as const)('names the question to fix for %j', (details, path, question) => {
    const problem = planDetailsProblem(details as unknown as PlanDetails);
    expect(problem?.path).toEqual(path);
    expect(questionOfDetailPath(problem?.path ?? [], HOUSE)).toBe(question);
  });

  it('sends the do-it-now checks back to their questions by home type', () => {
    expect(questionOfDetailPath(['doneNow', 'alarm-tested'], HOUSE)).toBe('smoke-alarms');
    expect(questionOfDetailPath(['doneNow', 'keys-by-deadlock'], HOUSE)).toBe('first-escape-route');
    expect(questionOfDetailPath(['doneNow', 'keys-by-deadlock'], APARTMENT)).toBe('escape-route');
  });
});

describe('detailsForAnswers', () => {
  it('leaves out a helper or pet taker who needs help themselves', () => {
    const kept = detailsForAnswers(
      {
        people: [
          { id: 'p1', name: 'Koro', needsHelp: true, helperId: 'p2' },
          { id: 'p2', name: 'Baby Aroha', needsHelp: true, helperId: 'p3' },
          { id: 'p3', name: 'Mum', needsHelp: false },
        ],
        pets: [
          { id: 'a1', name: 'Rex', takerId: 'p1' },
          { id: 'a2', name: 'Tama', takerId: 'p3' },
        ],
      },
      HOUSE,
    );
    expect(kept.people).toEqual([
      { id: 'p1', name: 'Koro', needsHelp: true },
      { id: 'p2', name: 'Baby Aroha', needsHelp: true, helperId: 'p3' },
      { id: 'p3', name: 'Mum', needsHelp: false },
    ]);
    expect(kept.pets).toEqual([
      { id: 'a1', name: 'Rex' },
      { id: 'a2', name: 'Tama', takerId: 'p3' },
    ]);
  });

  it('keeps what the answers ask for, trimmed, and leaves out empty rows and checks not done', () => {
    expect(detailsForAnswers(DETAILS, HOUSE)).toEqual({
      wayOuts: {
        first: { kind: 'front-door', description: 'hallway to the front door' },
        second: { kind: 'bedroom-window', description: "kids' bedroom window onto the deck" },
      },
      people: [
        { id: 'p1', name: 'Aroha', needsHelp: false },
        { id: 'p2', name: 'Koro', needsHelp: true },
      ],
      pets: [{ id: 'a1', name: 'Rex', takerId: 'p1' }],
      doneNow: { 'alarm-tested': true },
    });
  });

  it('drops the description of a way out that is not planned, and the building of a house', () => {
    const unplanned = { ...HOUSE, 'second-escape-route': { 'route-planned': 'unable' as const } };
    expect(detailsForAnswers(DETAILS, unplanned).wayOuts).toEqual({
      first: { kind: 'front-door', description: 'hallway to the front door' },
    });
    expect(detailsForAnswers(DETAILS, APARTMENT).wayOuts).toBeUndefined();
    expect(detailsForAnswers(DETAILS, APARTMENT).building).toEqual({
      stairs: 'Stairs by the lifts',
    });
  });
});

describe('the plan in words', () => {
  it('describes each way out by its kind and typed words', () => {
    const [first, second, meeting] = describePlanSteps(HOUSE, DETAILS);
    expect(first?.lines).toEqual([
      {
        key: 'details.summary.kind-and-description',
        values: {
          kind: { key: 'details.way-out.kinds.front-door' },
          description: 'hallway to the front door',
        },
      },
    ]);
    expect(second?.advice).toBeNull();
    expect(meeting?.lines).toEqual([{ key: 'questions.meeting-area.options.gate' }]);
  });

  it.each([
    ['a back door second shows a door', 'back-door', 'door-exit'],
    ['a bedroom window second shows a window', 'bedroom-window', 'window-exit'],
    ['no kind chosen shows the question picture', undefined, 'window-exit'],
  ] as const)('%s', (_name, kind, icon) => {
    const details: PlanDetails = {
      wayOuts: { first: { kind: 'front-door' }, ...(kind ? { second: { kind } } : {}) },
    };
    const [first, second] = describePlanSteps(HOUSE, details);
    expect(first?.icon).toBe('door-exit');
    expect(second?.icon).toBe(icon);
  });

  it('says what to do next when a way out is not planned, and FENZ advice when there is none', () => {
    const answers: PlanAnswers = {
      ...HOUSE,
      'first-escape-route': { 'route-planned': false, obstacles: false, assistance: false },
      'second-escape-route': { 'route-planned': 'unable' },
    };
    const [first, second] = describePlanSteps(answers, DETAILS);
    expect(first?.lines).toEqual([{ key: 'print.steps.not-planned' }]);
    expect(first?.advice?.lines).toEqual([{ key: 'details.next.first' }]);
    expect(second?.lines).toEqual([{ key: 'print.steps.unable' }]);
    expect(second?.advice?.lines.map((line) => ('key' in line ? line.key : ''))).toEqual([
      'details.unable.shut',
      'details.unable.seal',
      'details.unable.call',
      'details.unable.signal',
    ]);
  });

  it('says "planned" for a plan saved before the details existed', () => {
    const [first] = describePlanSteps(HOUSE);
    expect(first?.lines).toEqual([{ key: 'print.steps.planned' }]);
  });

  it('describes the way out of an apartment building by its stairs and exit', () => {
    const [first, second] = describePlanSteps(APARTMENT, {
      building: { stairs: 'North stairs', exit: 'Back door' },
    });
    expect(first?.lines).toEqual([
      { key: 'print.steps.apartment-first' },
      { key: 'details.building.stairs-line', values: { stairs: 'North stairs' } },
      { key: 'details.building.exit-line', values: { exit: 'Back door' } },
    ]);
    expect(first?.advice?.lines).toEqual([
      { key: 'details.building.own-alarm' },
      { key: 'details.building.count-doors' },
    ]);
    expect(second?.advice?.title).toEqual({ key: 'details.unable.title' });
  });

  it('describes who helps whom and who takes the pets', () => {
    const household = describeHousehold({
      people: [
        { id: 'p1', name: 'Aroha', needsHelp: false },
        { id: 'p2', name: 'Koro', needsHelp: true, helperId: 'p1' },
        { id: 'p3', name: 'Pēpi', needsHelp: true },
      ],
      pets: [{ id: 'a1', name: 'Rex' }],
    });
    expect(household.people).toEqual([
      { text: 'Aroha' },
      { key: 'details.summary.person-helped', values: { name: 'Koro', helper: 'Aroha' } },
      { key: 'details.summary.person-needs-helper', values: { name: 'Pēpi' } },
    ]);
    expect(household.pets).toEqual([
      { key: 'details.summary.pet-no-taker', values: { name: 'Rex' } },
    ]);
    expect(household.petAdvice).toEqual({ key: 'details.household.pet-advice' });
    expect(describeHousehold({}).petAdvice).toBeNull();
  });
});
