import { describe, expect, it } from 'vitest';
import {
  canAddPerson,
  helpAssignments,
  helpedBy,
  householdProblem,
  newMemberId,
  peopleWithoutHelper,
  petCarers,
  possibleHelpers,
  withoutPerson,
} from '../../../src/domain/household';
import type { HouseholdPerson, PlanDetails } from '../../../src/domain/plan-details';

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

  it('answers the reverse question: whom a person helps', () => {
    expect(helpedBy(household, 'p1')).toEqual([baby]);
    expect(helpedBy(household, 'p3')).toEqual([]);
  });

  it('offers everyone else as a helper', () => {
    expect(possibleHelpers(household, 'p3').map((person) => person.id)).toEqual(['p1', 'p2']);
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
