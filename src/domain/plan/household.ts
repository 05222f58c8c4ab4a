// Who lives here and who helps whom: the people who need help to get out and their helpers, the
// pets and who takes them. Pure functions over PlanDetails, used by the screens, the checklist,
// the printed plan, the email and (later) the drill page.
import { HELPS_ONCE_WOKEN, NEED_KINDS, NEED_LIMITS } from '../../content/household-needs';
import { DETAIL_LIMITS } from '../../content/plan-detail-choices';
import type { HouseholdPerson, HouseholdPet, PlanDetails } from './details';
import { MEMBER_ID_PATTERN, isSafeDetailText } from './details';
import { SKETCH_ID_PATTERN } from '../floor-plan/sketch';

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

/**
 * Whether this person can help others out (or take a pet, their own included): they get out on
 * their own, whatever their needs, or need only to be woken (once woken, a Deaf adult carries a
 * child out like anyone).
 */
export function helpsOthers(person: HouseholdPerson): boolean {
  if (!person.needsHelp) return true;
  const needs = person.needs ?? [];
  return needs.length > 0 && needs.every((need) => HELPS_ONCE_WOKEN.includes(need));
}

/** Whether this person can be chosen to help someone out or take a pet: named, and able. */
function canHelp(person: HouseholdPerson): boolean {
  return helpsOthers(person) && person.name.trim().length > 0;
}

/** A helper or taker who can do it, or null (nobody, or someone who cannot help). */
function ableHelper(people: HouseholdPerson[], id: string | undefined): HouseholdPerson | null {
  const person = personById(people, id);
  return person && helpsOthers(person) ? person : null;
}

/**
 * Everyone who needs help to get out, each with the person who helps them (if any). A helper who
 * needs help themselves (chosen before they were ticked, in a plan saved before that was cleared)
 * is no helper.
 */
export function helpAssignments(details: PlanDetails | undefined): HelpAssignment[] {
  const people = peopleOf(details);
  return people
    .filter((person) => person.needsHelp)
    .map((person) => {
      const helper = ableHelper(people, person.helperId);
      return { person, helper: helper && helper.id !== person.id ? helper : null };
    });
}

/** People who need help and have nobody to help them: each becomes a checklist to-do. */
export function peopleWithoutHelper(details: PlanDetails | undefined): HouseholdPerson[] {
  return helpAssignments(details)
    .filter((assignment) => assignment.helper === null)
    .map((assignment) => assignment.person);
}

/**
 * Whether the household names someone who needs help and a helper for each of them: "will anyone
 * need help to get out this way?" answered yes is then agreed, not a to-do.
 */
export function everyoneNeedingHelpHasHelper(details: PlanDetails | undefined): boolean {
  const assignments = helpAssignments(details);
  return assignments.length > 0 && assignments.every((assignment) => assignment.helper !== null);
}

/** Each pet with the person who takes it out (if any; someone who needs help takes no pet). */
export function petCarers(details: PlanDetails | undefined): PetCarer[] {
  const people = peopleOf(details);
  return petsOf(details).map((pet) => ({ pet, taker: ableHelper(people, pet.takerId) }));
}

/** Who can help a person out: everyone else named in the household who can help (helpsOthers). */
export function possibleHelpers(
  details: PlanDetails | undefined,
  personId: string,
): HouseholdPerson[] {
  return peopleOf(details).filter((person) => person.id !== personId && canHelp(person));
}

/** Who can take a pet out: everyone named in the household who can help (helpsOthers). */
export function possibleTakers(details: PlanDetails | undefined): HouseholdPerson[] {
  return peopleOf(details).filter(canHelp);
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

/**
 * Replaces a person (by id). Someone who no longer needs someone to get them out no longer has a
 * helper (their needs stay: a wheelchair user who gets out alone still uses one); someone who now
 * cannot help (they need help, and more than waking) no longer helps anyone or takes a pet
 * (those choices are cleared, to be made again, rather than kept as an assignment nobody can
 * carry out).
 */
export function withPerson(details: PlanDetails, changed: HouseholdPerson): PlanDetails {
  const person = changed.needsHelp ? changed : withoutKeys(changed, ['helperId', 'backupHelperId']);
  const people = peopleOf(details).map((current) => (current.id === person.id ? person : current));
  return helpsOthers(person)
    ? { ...details, people }
    : withoutHelperRole({ ...details, people }, person.id);
}

/** Someone without this person as their helper or backup helper. */
function withoutHelper(person: HouseholdPerson, id: string): HouseholdPerson {
  const kept = person.helperId === id ? withoutKey(person, 'helperId') : person;
  return kept.backupHelperId === id ? withoutKey(kept, 'backupHelperId') : kept;
}

/** Clears every choice of this person as someone's helper (or backup) or a pet's taker. */
function withoutHelperRole(details: PlanDetails, id: string): PlanDetails {
  const people = peopleOf(details).map((person) => withoutHelper(person, id));
  const pets = petsOf(details).map((pet) =>
    pet.takerId === id ? withoutKey(pet, 'takerId') : pet,
  );
  return details.pets === undefined ? { ...details, people } : { ...details, people, pets };
}

/**
 * The household without choices nobody can carry out: a helper or pet taker who needs help
 * themselves. Plans saved before the editor cleared them may still hold some; what is sent,
 * printed and emailed leaves them out (the server accepts them, so such a plan still saves).
 */
export function withoutImpossibleHelpers(details: PlanDetails): PlanDetails {
  return peopleOf(details)
    .filter((person) => !helpsOthers(person))
    .reduce((kept, person) => withoutHelperRole(kept, person.id), details);
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
    .map((person) => withoutHelper(person, id));
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

function withoutKeys<T extends object>(value: T, keys: (keyof T)[]): T {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

// ---- validity --------------------------------------------------------------------------------

/** What is wrong with a household field: which list, which entry, which field. */
export interface HouseholdProblem {
  path: (string | number)[];
  reason:
    | 'too-many'
    | 'duplicate-id'
    | 'bad-id'
    | 'name'
    | 'helper'
    | 'taker'
    | 'needs'
    | 'text'
    | 'bedroom';
}

/**
 * What is wrong with a person's needs, or null: known kinds, each once; the own words
 * plain text without links or phone numbers, like every free text of the plan.
 */
function needsProblem(person: HouseholdPerson, index: number): HouseholdProblem | null {
  const needs = person.needs ?? [];
  const known = needs.every((need) => (NEED_KINDS as readonly string[]).includes(need));
  if (!known || new Set(needs).size !== needs.length) {
    return { path: ['people', index, 'needs'], reason: 'needs' };
  }
  if (
    person.needsOther !== undefined &&
    !isSafeDetailText(person.needsOther, NEED_LIMITS.otherText)
  ) {
    return { path: ['people', index, 'needsOther'], reason: 'text' };
  }
  return null;
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
 * household, a pet's taker a person of the household. A helper or taker who needs help
 * themselves is not refused: plans saved on a device before the editor cleared such choices must
 * still save; the device clears them (withPerson) and the plan leaves them out
 * (withoutImpossibleHelpers, helpAssignments).
 */
export function householdProblem(details: PlanDetails | undefined): HouseholdProblem | null {
  const people = peopleOf(details);
  const pets = petsOf(details);
  if (people.length > DETAIL_LIMITS.people) return { path: ['people'], reason: 'too-many' };
  if (pets.length > DETAIL_LIMITS.pets) return { path: ['pets'], reason: 'too-many' };
  const seen = new Set<string>();
  for (const [index, person] of people.entries()) {
    const problem = memberProblem('people', index, person, seen) ?? needsProblem(person, index);
    if (problem) return problem;
    if (person.bedroomId !== undefined && !SKETCH_ID_PATTERN.test(person.bedroomId)) {
      return { path: ['people', index, 'bedroomId'], reason: 'bedroom' };
    }
    for (const field of ['helperId', 'backupHelperId'] as const) {
      if (person[field] === undefined) continue;
      const helper = personById(people, person[field]);
      if (!person.needsHelp || !helper || helper.id === person.id) {
        return { path: ['people', index, field], reason: 'helper' };
      }
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
