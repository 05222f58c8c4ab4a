// Shared vocabulary of the pure domain. No React, DOM, fetch or i18next may be imported here or
// anywhere under src/domain (enforced by eslint).

export const LANGUAGES = ['en', 'mi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Every escape-plan question slug, in no particular order (the flows give the order). */
export const PLAN_QUESTION_SLUGS = [
  'smoke-alarms-right-places',
  'smoke-alarms',
  'living-situation',
  'house-type',
  'first-escape-route',
  'second-escape-route',
  'meeting-area',
  'discussed',
  'fire-alarm',
  'assembly-point',
  'escape-route',
  'flat-floor',
] as const;
export type PlanQuestionSlug = (typeof PLAN_QUESTION_SLUGS)[number];

/** The eight hazard areas in their fixed quiz order. */
export const QUIZ_SECTION_SLUGS = [
  'indoor-fires',
  'electric-heaters',
  'gas-heaters',
  'hot-ashes',
  'clothes-dryers',
  'electric-blankets',
  'garage-toolshed',
  'batteries-chargers-multiplugs',
] as const;
export type QuizSectionSlug = (typeof QUIZ_SECTION_SLUGS)[number];

/** Answer of a carousel sub-question: yes/no, and 'unable' on the second route's route-planned. */
export type CarouselValue = boolean | 'unable';
/** A carousel answer: sub-question slug to its value, e.g. { 'route-planned': true }. */
export type CarouselAnswer = Partial<Record<string, CarouselValue>>;
/**
 * A radio or checkbox answer: the chosen option values; a chosen 'other' is stored as the typed
 * free text instead of the value 'other'.
 */
export type OptionAnswer = string[];
export type PlanAnswerValue = OptionAnswer | CarouselAnswer;
export type PlanAnswers = Partial<Record<PlanQuestionSlug, PlanAnswerValue>>;

/** Quiz answers: section slug to chosen option values; `begin` is the ordered chosen sections. */
export type QuizAnswers = Partial<Record<QuizSectionSlug | 'begin', string[]>>;
