// Who lives here and who helps whom: the people who need help to get out and their helpers, the
// pets and who takes them. Pure functions over PlanDetails, used by the screens, the checklist,
// the printed plan, the email and (later) the drill page.
import { DETAIL_LIMITS } from '../content/plan-details';
import type { HouseholdPerson, HouseholdPet, PlanDetails } from './plan-details';
import { MEMBER_ID_PATTERN, isSafeDetailText } from './plan-details';

export interface HelpAssignment {
  person: HouseholdPerson;
  /** Null while nobody is agreed. */
  helper: HouseholdPerson | null;
}

export interface PetCarer {
  pet: HouseholdPet;
  taker: HouseholdPerson | null;
}

export function peopleOf(details: PlanDetails | undefined): HouseholdPerson[] {
  return details?.people ?? [];
}

export function petsOf(details: PlanDetails | undefined): HouseholdPet[] {
  return details?.pets ?? [];
}

function personById(people: HouseholdPerson[], id: string | undefined): HouseholdPerson | null {
  return id === undefined ? null : (people.find((person) => person.id === id) ?? null);
}

/** Everyone who needs help to get out, each with the person who helps them (if any). */
export function helpAssignments(details: PlanDetails | undefined): HelpAssignment[] {
  const people = peopleOf(details);
  return people
    .filter((person) => person.needsHelp)
    .map((person) => {
      const helper = personById(people, person.helperId);
      return { person, helper: helper && helper.id !== person.id ? helper : null };
    });
}

/** People who need help and have nobody to help them: each becomes a checklist to-do. */
export function peopleWithoutHelper(details: PlanDetails | undefined): HouseholdPerson[] {
  return helpAssignments(details)
    .filter((assignment) => assignment.helper === null)
    .map((assignment) => assignment.person);
}

/** Whom a person helps out (the reverse of helpAssignments), for "Nana helps: baby". */
export function helpedBy(details: PlanDetails | undefined, helperId: string): HouseholdPerson[] {
  return helpAssignments(details)
    .filter((assignment) => assignment.helper?.id === helperId)
    .map((assignment) => assignment.person);
}

export function petCarers(details: PlanDetails | undefined): PetCarer[] {
  const people = peopleOf(details);
  return petsOf(details).map((pet) => ({ pet, taker: personById(people, pet.takerId) }));
}

/** Who can help a person: everyone else in the household. */
export function possibleHelpers(
  details: PlanDetails | undefined,
  personId: string,
): HouseholdPerson[] {
  return peopleOf(details).filter((person) => person.id !== personId);
}

// ---- editing -------------------------------------------------------------------------------

/** A fresh id with this prefix ('p' people, 'a' animals) not used by anyone yet. */
export function newMemberId(details: PlanDetails | undefined, prefix: 'p' | 'a'): string {
  const used = new Set([...peopleOf(details), ...petsOf(details)].map((member) => member.id));
  let number = 1;
  while (used.has(`${prefix}${number}`)) number += 1;
  return `${prefix}${number}`;
}

export function canAddPerson(details: PlanDetails | undefined): boolean {
  return peopleOf(details).length < DETAIL_LIMITS.people;
}

export function canAddPet(details: PlanDetails | undefined): boolean {
  return petsOf(details).length < DETAIL_LIMITS.pets;
}

/** Replaces a person (by id); someone who no longer needs help no longer has a helper. */
export function withPerson(details: PlanDetails, changed: HouseholdPerson): PlanDetails {
  const person = changed.needsHelp ? changed : withoutKey(changed, 'helperId');
  const people = peopleOf(details).map((current) => (current.id === person.id ? person : current));
  return { ...details, people };
}

/** Replaces a pet (by id). */
export function withPet(details: PlanDetails, pet: HouseholdPet): PlanDetails {
  const pets = petsOf(details).map((current) => (current.id === pet.id ? pet : current));
  return { ...details, pets };
}

/** Removes a person and every reference to them (as someone's helper or a pet's taker). */
export function withoutPerson(details: PlanDetails, id: string): PlanDetails {
  const people = peopleOf(details)
    .filter((person) => person.id !== id)
    .map((person) => (person.helperId === id ? withoutKey(person, 'helperId') : person));
  const pets = petsOf(details).map((pet) =>
    pet.takerId === id ? withoutKey(pet, 'takerId') : pet,
  );
  return { ...details, people, pets };
}

function withoutKey<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

// ---- validity --------------------------------------------------------------------------------

/** What is wrong with a household field: which list, which entry, which field. */
export interface HouseholdProblem {
  path: (string | number)[];
  reason: 'too-many' | 'duplicate-id' | 'bad-id' | 'name' | 'helper' | 'taker';
}

function memberProblem(
  list: 'people' | 'pets',
  index: number,
  member: { id: string; name: string },
  seen: Set<string>,
): HouseholdProblem | null {
  if (!MEMBER_ID_PATTERN.test(member.id)) return { path: [list, index, 'id'], reason: 'bad-id' };
  if (seen.has(member.id)) return { path: [list, index, 'id'], reason: 'duplicate-id' };
  seen.add(member.id);
  if (!isSafeDetailText(member.name, DETAIL_LIMITS.memberName)) {
    return { path: [list, index, 'name'], reason: 'name' };
  }
  return null;
}

/**
 * The first thing wrong with the household, or null: at most 12 people and 12 pets, unique ids,
 * plain names, a helper only for someone who needs help and only another person of the
 * household, a pet's taker a person of the household.
 */
export function householdProblem(details: PlanDetails | undefined): HouseholdProblem | null {
  const people = peopleOf(details);
  const pets = petsOf(details);
  if (people.length > DETAIL_LIMITS.people) return { path: ['people'], reason: 'too-many' };
  if (pets.length > DETAIL_LIMITS.pets) return { path: ['pets'], reason: 'too-many' };
  const seen = new Set<string>();
  for (const [index, person] of people.entries()) {
    const problem = memberProblem('people', index, person, seen);
    if (problem) return problem;
    if (person.helperId === undefined) continue;
    const helper = personById(people, person.helperId);
    if (!person.needsHelp || !helper || helper.id === person.id) {
      return { path: ['people', index, 'helperId'], reason: 'helper' };
    }
  }
  for (const [index, pet] of pets.entries()) {
    const problem = memberProblem('pets', index, pet, seen);
    if (problem) return problem;
    if (pet.takerId !== undefined && !personById(people, pet.takerId)) {
      return { path: ['pets', index, 'takerId'], reason: 'taker' };
    }
  }
  return null;
}
