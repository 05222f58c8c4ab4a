import { describe, expect, it } from 'vitest';
import {
  canAddPerson,
  everyoneNeedingHelpHasHelper,
  helpAssignments,
  householdProblem,
  newMemberId,
  peopleWithoutHelper,
  petCarers,
  possibleHelpers,
  possibleTakers,
  withPerson,
  withoutPerson,
} from '../../../src/domain/plan/household';
import type { HouseholdPerson, PlanDetails } from '../../../src/domain/plan/details';

const mum: HouseholdPerson = { id: 'p1', name: 'Mum', needsHelp: false };
const baby: HouseholdPerson = { id: 'p2', name: 'Baby Mia', needsHelp: true, helperId: 'p1' };
const nana: HouseholdPerson = { id: 'p3', name: 'Nana', needsHelp: true };
const household: PlanDetails = {
  people: [mum, baby, nana],
  pets: [
    { id: 'a1', name: 'Rex', takerId: 'p1' },
    { id: 'a2', name: 'Whiskers' },
  ],
};

describe('who helps whom', () => {
  it('pairs each person who needs help with their helper, or none', () => {
    expect(helpAssignments(household)).toEqual([
      { person: baby, helper: mum },
      { person: nana, helper: null },
    ]);
  });

  it('lists the people who need help and have nobody agreed', () => {
    expect(peopleWithoutHelper(household)).toEqual([nana]);
    expect(peopleWithoutHelper({ people: [mum] })).toEqual([]);
    expect(peopleWithoutHelper(undefined)).toEqual([]);
  });

  it('does not count someone as their own helper, nor a helper who is not in the household', () => {
    const self = { ...nana, helperId: 'p3' };
    const gone = { ...nana, helperId: 'p9' };
    expect(peopleWithoutHelper({ people: [mum, self] })).toEqual([self]);
    expect(peopleWithoutHelper({ people: [mum, gone] })).toEqual([gone]);
  });

  it('offers as helpers only the others who need no help themselves', () => {
    // Baby Mia needs help: not offered to help Nana.
    expect(possibleHelpers(household, 'p3').map((person) => person.id)).toEqual(['p1']);
    expect(possibleHelpers(household, 'p1')).toEqual([]);
  });

  it('offers as pet takers only the people who need no help', () => {
    expect(possibleTakers(household).map((person) => person.id)).toEqual(['p1']);
  });

  it('offers nobody without a name yet', () => {
    const unnamed = { id: 'p4', name: '  ', needsHelp: false };
    const details = { people: [...(household.people ?? []), unnamed] };
    expect(possibleHelpers(details, 'p3').map((person) => person.id)).toEqual(['p1']);
    expect(possibleTakers(details).map((person) => person.id)).toEqual(['p1']);
  });

  it('does not count a helper or pet taker who needs help themselves', () => {
    const details: PlanDetails = {
      people: [mum, baby, { ...nana, helperId: 'p2' }],
      pets: [{ id: 'a1', name: 'Rex', takerId: 'p3' }],
    };
    expect(peopleWithoutHelper(details).map((person) => person.id)).toEqual(['p3']);
    expect(petCarers(details)[0]?.taker).toBeNull();
  });

  it('says whether everyone who needs help has a helper (and someone does)', () => {
    expect(everyoneNeedingHelpHasHelper(household)).toBe(false);
    expect(everyoneNeedingHelpHasHelper({ people: [mum, baby] })).toBe(true);
    expect(everyoneNeedingHelpHasHelper({ people: [mum] })).toBe(false);
    expect(everyoneNeedingHelpHasHelper(undefined)).toBe(false);
  });

  it('pairs each pet with who takes it out', () => {
    expect(petCarers(household).map(({ pet, taker }) => [pet.name, taker?.name ?? null])).toEqual([
      ['Rex', 'Mum'],
      ['Whiskers', null],
    ]);
  });
});

describe('editing the household', () => {
  it('makes ids nobody uses', () => {
    expect(newMemberId(household, 'p')).toBe('p4');
    expect(newMemberId(household, 'a')).toBe('a3');
    expect(newMemberId({}, 'p')).toBe('p1');
  });

  it('removing a person removes them as a helper and as a pet taker', () => {
    const without = withoutPerson(household, 'p1');
    expect(without.people?.map((person) => person.id)).toEqual(['p2', 'p3']);
    expect(without.people?.[0]?.helperId).toBeUndefined();
    expect(without.pets?.[0]?.takerId).toBeUndefined();
    expect(householdProblem(without)).toBeNull();
  });

  it('ticking a helper as needing help clears them as helper and pet taker', () => {
    const changed = withPerson(household, { ...mum, needsHelp: true });
    expect(changed.people).toStrictEqual([
      { ...mum, needsHelp: true },
      { id: 'p2', name: 'Baby Mia', needsHelp: true },
      nana,
    ]);
    expect(changed.pets?.[0]).toEqual({ id: 'a1', name: 'Rex' });
    expect(changed.pets?.[1]).toEqual({ id: 'a2', name: 'Whiskers' });
    expect(householdProblem(changed)).toBeNull();
  });

  it('unticking someone clears their own helper and keeps everyone else', () => {
    const changed = withPerson(household, { ...baby, needsHelp: false });
    expect(changed.people).toEqual([mum, { id: 'p2', name: 'Baby Mia', needsHelp: false }, nana]);
    expect(changed.pets).toEqual(household.pets);
  });

  it('stops at 12 people', () => {
    const people = Array.from({ length: 12 }, (_, index) => ({
      id: `p${index + 1}`,
      name: `Person ${index + 1}`,
      needsHelp: false,
    }));
    expect(canAddPerson({ people: people.slice(0, 11) })).toBe(true);
    expect(canAddPerson({ people })).toBe(false);
    expect(householdProblem({ people: [...people, { ...mum, id: 'p13' }] })).toEqual({
      path: ['people'],
      reason: 'too-many',
    });
  });
});

describe('householdProblem', () => {
  it('accepts a household with helpers and pets', () => {
    expect(householdProblem(household)).toBeNull();
    expect(householdProblem(undefined)).toBeNull();
  });

  it('still accepts a helper or taker who needs help, as a plan saved before may hold', () => {
    const details: PlanDetails = {
      people: [mum, baby, { ...nana, helperId: 'p2' }],
      pets: [{ id: 'a1', name: 'Rex', takerId: 'p2' }],
    };
    expect(householdProblem(details)).toBeNull();
  });

  it.each([
    [
      'a helper who is not in the household',
      { people: [{ ...nana, helperId: 'p7' }] },
      ['people', 0, 'helperId'],
      'helper',
    ],
    [
      'someone as their own helper',
      { people: [{ ...nana, helperId: 'p3' }] },
      ['people', 0, 'helperId'],
      'helper',
    ],
    [
      'a helper for someone who needs none',
      { people: [nana, { ...mum, helperId: 'p3' }] },
      ['people', 1, 'helperId'],
      'helper',
    ],
    [
      'a pet taken by nobody known',
      { people: [mum], pets: [{ id: 'a1', name: 'Rex', takerId: 'p5' }] },
      ['pets', 0, 'takerId'],
      'taker',
    ],
    [
      'an id used twice',
      { people: [mum, { ...nana, id: 'p1' }] },
      ['people', 1, 'id'],
      'duplicate-id',
    ],
    [
      'a pet sharing a person id',
      { people: [mum], pets: [{ id: 'p1', name: 'Rex' }] },
      ['pets', 0, 'id'],
      'duplicate-id',
    ],
    [
      'a name with a link',
      { people: [{ ...mum, name: 'win.example.com' }] },
      ['people', 0, 'name'],
      'name',
    ],
    [
      'a name with an invisible control',
      { people: [{ ...mum, name: 'Mum\u202E' }] },
      ['people', 0, 'name'],
      'name',
    ],
    ['a name of spaces', { people: [{ ...mum, name: '   ' }] }, ['people', 0, 'name'], 'name'],
    [
      'a name too long',
      { people: [{ ...mum, name: 'x'.repeat(41) }] },
      ['people', 0, 'name'],
      'name',
    ],
  ] as const)('refuses %s', (_, details, path, reason) => {
    expect(householdProblem(details as unknown as PlanDetails)).toEqual({ path, reason });
  });
});
