// Whether a plan's details can be saved, and which question to send the householder back to
// when not. The contract (src/contracts/plan-details-schema.ts) checks the shape and calls this for the
// rest, so the device and the server give the same answer.
import {
  DETAIL_LIMITS,
  WAY_OUT_QUESTIONS,
  WAY_OUT_ROUTES,
} from '../../content/plan-detail-choices';
import { householdProblem, withoutImpossibleHelpers, withoutPerson } from './household';
import type { HouseholdProblem } from './household';
import { isCarouselAnswer } from './answer';
import { houseTypeOf } from './flow';
import type { HouseholdPerson, PlanDetails, WayOutDetail } from './details';
import { isSafeDetailText, isWayOutKind } from './details';
import type { PlanAnswers, PlanQuestionSlug } from '../../vocabulary/types';

/** A way out's own reasons, and every reason the household can give (householdProblem). */
export type DetailProblemReason = 'text' | 'kind' | HouseholdProblem['reason'];

export interface DetailProblem {
  /** Where in PlanDetails, e.g. ['people', 2, 'name']. */
  path: (string | number)[];
  reason: DetailProblemReason;
}

function textProblem(
  path: (string | number)[],
  text: string | undefined,
  maxLength: number,
): DetailProblem | null {
  return text === undefined || isSafeDetailText(text, maxLength) ? null : { path, reason: 'text' };
}

/** The first thing in the details that cannot be saved, or null. */
export function planDetailsProblem(details: PlanDetails | undefined): DetailProblem | null {
  for (const route of WAY_OUT_ROUTES) {
    const wayOut = details?.wayOuts?.[route];
    if (wayOut?.kind !== undefined && !isWayOutKind(wayOut.kind)) {
      return { path: ['wayOuts', route, 'kind'], reason: 'kind' };
    }
    const problem = textProblem(
      ['wayOuts', route, 'description'],
      wayOut?.description,
      DETAIL_LIMITS.wayOutDescription,
    );
    if (problem) return problem;
  }
  for (const field of ['stairs', 'exit'] as const) {
    const problem = textProblem(
      ['building', field],
      details?.building?.[field],
      DETAIL_LIMITS.buildingText,
    );
    if (problem) return problem;
  }
  return householdProblem(details);
}

/** The question whose screen holds a details field, for "check your answer to …". */
export function questionOfDetailPath(
  path: readonly (string | number | symbol)[],
  answers: PlanAnswers,
): PlanQuestionSlug {
  const [area, key] = path;
  if (area === 'wayOuts' && (key === 'first' || key === 'second')) return WAY_OUT_QUESTIONS[key];
  if (area === 'building') return 'escape-route';
  if (area === 'doneNow' && key === 'alarm-tested') return 'smoke-alarms';
  if (area === 'doneNow' && key === 'evacuation-asked') return 'flat-floor';
  if (area === 'doneNow' && key === 'visit-booked') return 'living-situation';
  if (area === 'doneNow') {
    return houseTypeOf(answers) === 'apartment' ? 'escape-route' : 'first-escape-route';
  }
  return 'living-situation';
}

function isPlanned(answers: PlanAnswers, slug: PlanQuestionSlug): boolean {
  const stored = answers[slug];
  return isCarouselAnswer(stored) && stored['route-planned'] === true;
}

/** Trimmed text, or undefined when there is none (an emptied box). */
function typed(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

function compact<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

function keptWayOut(wayOut: WayOutDetail | undefined): WayOutDetail | undefined {
  return wayOut && compact({ kind: wayOut.kind, description: typed(wayOut.description) });
}

/**
 * A person with their name trimmed; their needs (anyone's, whether or not they need someone to
 * get them out), the own words trimmed, and neither when empty, so a person without needs is as
 * it was before.
 */
function keptPerson(person: HouseholdPerson): HouseholdPerson {
  const { needs, needsOther, ...rest } = person;
  const kept: HouseholdPerson = { ...rest, name: person.name.trim() };
  const other = typed(needsOther);
  if (needs && needs.length > 0) kept.needs = [...new Set(needs)];
  if (other) kept.needsOther = other;
  return kept;
}

/**
 * People and pets without a name (a row added and left empty) are left out, and so is a helper or
 * pet taker who needs help themselves.
 */
function keptHousehold(details: PlanDetails): Pick<PlanDetails, 'people' | 'pets'> {
  let household: PlanDetails = details;
  for (const person of details.people ?? []) {
    if (!typed(person.name)) household = withoutPerson(household, person.id);
  }
  household = withoutImpossibleHelpers(household);
  const people = (household.people ?? []).map(keptPerson);
  const pets = (household.pets ?? [])
    .filter((pet) => typed(pet.name))
    .map((pet) => ({ ...pet, name: pet.name.trim() }));
  return (
    compact({
      people: people.length > 0 ? people : undefined,
      pets: pets.length > 0 ? pets : undefined,
    }) ?? {}
  );
}

/**
 * Only the details that belong to these answers: a way out is described only when it is planned,
 * the building only for an apartment, texts trimmed and empty parts left out. What is sent,
 * printed and emailed.
 */
export function detailsForAnswers(details: PlanDetails, answers: PlanAnswers): PlanDetails {
  const houseType = houseTypeOf(answers);
  const wayOuts =
    houseType === 'house'
      ? compact({
          first: isPlanned(answers, WAY_OUT_QUESTIONS.first)
            ? keptWayOut(details.wayOuts?.first)
            : undefined,
          second: isPlanned(answers, WAY_OUT_QUESTIONS.second)
            ? keptWayOut(details.wayOuts?.second)
            : undefined,
        })
      : undefined;
  const building =
    houseType === 'apartment' && details.building
      ? compact({ stairs: typed(details.building.stairs), exit: typed(details.building.exit) })
      : undefined;
  const doneNow = compact(
    Object.fromEntries(
      Object.entries(details.doneNow ?? {}).map(([check, done]) => [check, done || undefined]),
    ),
  );
  // A house's levels: with no drawing, they say whether bedrooms are upstairs.
  const storeys = houseType === 'house' ? details.storeys : undefined;
  return compact({ wayOuts, building, storeys, ...keptHousehold(details), doneNow }) ?? {};
}

/** Which of the device's explanations fits a problem at this path (plan:details.problem.reasons). */
export function detailProblemReason(
  path: readonly (string | number | symbol)[],
): 'text' | 'name' | 'list' | 'too-many' {
  const field = path.at(-1);
  if (field === 'name') return 'name';
  if (field === 'helperId' || field === 'takerId') return 'list';
  if (path.length === 1 && (field === 'people' || field === 'pets')) return 'too-many';
  return 'text';
}
