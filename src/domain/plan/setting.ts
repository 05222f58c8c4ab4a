// Who the plan is written to and where they live, as far as the plan's words depend on it:
// someone who lives alone (a plan written to one person, with no "household" and no "agree who"),
// and which floor a flat is on (the stairs, never the lift, only above the ground floor). Pure
// functions over the answers and the household; decided in docs/decisions/0056-alone-and-flats.md.
import { carouselValue, isOptionAnswer } from './answer';
import { houseTypeOf } from './flow';
import { peopleOf } from './household';
import type { PlanDetails } from './details';
import type { PlanAnswers, PlanQuestionSlug } from '../../vocabulary/types';

export const FLAT_FLOORS = ['ground', 'above'] as const;
export type FlatFloor = (typeof FLAT_FLOORS)[number];

/** The words' variant a plan is written in: i18next's context ('_alone' keys). */
export type PlanContext = 'alone';

function ticked(answers: PlanAnswers, value: string): boolean {
  const stored = answers['living-situation'];
  return isOptionAnswer(stored) && stored.includes(value);
}

/**
 * Someone who lives alone: "Just me", and nobody else named in the household (a second name
 * means someone else lives there after all, and the household's words fit better).
 */
export function livesAlone(answers: PlanAnswers, details: PlanDetails | undefined): boolean {
  return ticked(answers, 'just-me') && peopleOf(details).length <= 1;
}

/** The context of a plan's words: 'alone', or none (the household's words). */
export function planContext(
  answers: PlanAnswers,
  details: PlanDetails | undefined,
): PlanContext | undefined {
  return livesAlone(answers, details) ? 'alone' : undefined;
}

/** The floor a flat is on, as answered; undefined for a house or when not answered yet. */
export function flatFloorOf(answers: PlanAnswers): FlatFloor | undefined {
  if (houseTypeOf(answers) !== 'apartment') return undefined;
  const stored = answers['flat-floor'];
  const value = isOptionAnswer(stored) ? stored[0] : undefined;
  return (FLAT_FLOORS as readonly (string | undefined)[]).includes(value)
    ? (value as FlatFloor)
    : undefined;
}

/**
 * A flat whose way out goes down the building's stairs: above the ground floor, or not answered
 * yet (a plan saved before the floor was asked reads as it did then, stairs and never the lift).
 */
export function flatUsesStairs(answers: PlanAnswers): boolean {
  return houseTypeOf(answers) === 'apartment' && flatFloorOf(answers) !== 'ground';
}

/** A flat plan that has not said its floor yet: the plan asks for it once. */
export function flatFloorUnasked(answers: PlanAnswers): boolean {
  return houseTypeOf(answers) === 'apartment' && answers['flat-floor'] === undefined;
}

/**
 * Whether anyone may need help to get out, by any answer: "Someone who needs help" ticked, help
 * needed on the best way out (the alternative asks only then), or a person marked as needing
 * someone to get them out.
 */
export function someoneNeedsHelp(answers: PlanAnswers, details: PlanDetails | undefined): boolean {
  return (
    ticked(answers, 'need-assistance') ||
    carouselValue(answers, 'first-escape-route', 'assistance') === true ||
    peopleOf(details).some((person) => person.needsHelp)
  );
}

/** The words' variant of a question screen: 'ground' for a ground-floor flat's way out. */
export type QuestionContext = PlanContext | 'ground';

export function questionContext(
  slug: PlanQuestionSlug,
  answers: PlanAnswers,
  details: PlanDetails | undefined,
): QuestionContext | undefined {
  if (slug === 'escape-route' && flatFloorOf(answers) === 'ground') return 'ground';
  return planContext(answers, details);
}
