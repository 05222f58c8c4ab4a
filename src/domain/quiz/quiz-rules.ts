// The home hazards quiz: section choice, navigation, validation and scoring. Pure functions only.
import { NOT_APPLICABLE, QUIZ_SECTIONS } from '../../content/quiz-sections';
import { QUIZ_SECTION_SLUGS } from '../../vocabulary/types';
import type { QuizAnswers, QuizSectionSlug } from '../../vocabulary/types';

export const QUIZ_SECTION_ORDER = QUIZ_SECTION_SLUGS;

/** Analytics names of the observed product, accepted in URLs and redirected to the section. */
export const QUIZ_ALIASES: Readonly<Record<string, QuizSectionSlug>> = {
  'electric-heater': 'electric-heaters',
  'lpg-heater': 'gas-heaters',
  'clothes-dryer': 'clothes-dryers',
};

export type QuizStep = 'begin' | QuizSectionSlug | 'complete';
export type QuizGrade = 'bad' | 'okay' | 'good';

export interface QuizResultOption {
  value: string;
  checked: boolean;
}

export interface QuizResultItem {
  slug: QuizSectionSlug;
  options: QuizResultOption[];
  points: number;
  score: number;
}

/** The scored checklist; its shape is the quiz email API's `checklistItems`. */
export interface QuizResultSummary {
  items: QuizResultItem[];
  possible_points: number;
  total_score: number;
  percentage: number;
  result: QuizGrade;
}

export function isQuizSectionSlug(value: unknown): value is QuizSectionSlug {
  return typeof value === 'string' && (QUIZ_SECTION_ORDER as readonly string[]).includes(value);
}

function byQuizOrder(slugs: Iterable<QuizSectionSlug>): QuizSectionSlug[] {
  const wanted = new Set(slugs);
  return QUIZ_SECTION_ORDER.filter((slug) => wanted.has(slug));
}

function optionValues(section: QuizSectionSlug): string[] {
  return QUIZ_SECTIONS[section].options.map((option) => option.value);
}

// Hot ashes come from indoor fires, so choosing indoor fires brings the ashes section along.
const FOLLOWERS: Partial<Record<QuizSectionSlug, QuizSectionSlug>> = {
  'indoor-fires': 'hot-ashes',
};

export function toggleBeginSection(
  selected: readonly QuizSectionSlug[],
  slug: QuizSectionSlug,
): QuizSectionSlug[] {
  const next = new Set(selected.filter(isQuizSectionSlug));
  const follower = FOLLOWERS[slug];
  if (next.has(slug)) {
    next.delete(slug);
    if (follower) next.delete(follower);
  } else {
    next.add(slug);
    if (follower) next.add(follower);
  }
  return byQuizOrder(next);
}

export function toggleSectionOption(
  section: QuizSectionSlug,
  selected: readonly string[],
  value: string,
): string[] {
  const values = optionValues(section);
  if (!values.includes(value)) return values.filter((known) => selected.includes(known));

  const next = new Set(selected);
  if (next.has(value)) {
    next.delete(value);
  } else if (value === NOT_APPLICABLE) {
    next.clear();
    next.add(value);
  } else {
    next.delete(NOT_APPLICABLE);
    next.add(value);
  }
  return values.filter((known) => next.has(known));
}

export function chosenSections(answers: QuizAnswers): QuizSectionSlug[] {
  return byQuizOrder((answers.begin ?? []).filter(isQuizSectionSlug));
}

function orderIndex(slug: QuizSectionSlug): number {
  return QUIZ_SECTION_ORDER.indexOf(slug);
}

export function nextQuizStep(answers: QuizAnswers, current: QuizStep): QuizStep {
  if (current === 'complete') return 'complete';
  const chosen = chosenSections(answers);
  if (current === 'begin') return chosen[0] ?? 'begin';
  // Compared by the fixed order so a step the visitor has since unchosen still moves forward.
  return chosen.find((slug) => orderIndex(slug) > orderIndex(current)) ?? 'complete';
}

export function previousQuizStep(answers: QuizAnswers, current: QuizStep): QuizStep {
  if (current === 'begin') return 'begin';
  const chosen = chosenSections(answers);
  if (current === 'complete') return chosen.at(-1) ?? 'begin';
  const earlier = chosen.filter((slug) => orderIndex(slug) < orderIndex(current));
  return earlier.at(-1) ?? 'begin';
}

/** Position of a section among the chosen ones; current is 0 for a section that was not chosen. */
export function quizProgress(
  answers: QuizAnswers,
  section: QuizSectionSlug,
): { current: number; total: number } {
  const chosen = chosenSections(answers);
  return { current: chosen.indexOf(section) + 1, total: chosen.length };
}

export type QuizSlugResolution =
  { kind: 'step'; step: QuizStep } | { kind: 'redirect'; to: QuizStep };

export function resolveQuizSlug(slug: string): QuizSlugResolution {
  if (slug === 'begin' || slug === 'complete' || isQuizSectionSlug(slug)) {
    return { kind: 'step', step: slug };
  }
  const alias = Object.hasOwn(QUIZ_ALIASES, slug) ? QUIZ_ALIASES[slug] : undefined;
  return { kind: 'redirect', to: alias ?? 'begin' };
}

export function isBeginValid(selected: readonly string[]): boolean {
  return selected.some(isQuizSectionSlug);
}

/** Empty is a valid answer: the household follows none of the listed practices (score 0). */
export function isSectionAnswerValid(section: QuizSectionSlug, values: readonly string[]): boolean {
  const known = optionValues(section);
  if (!values.every((value) => known.includes(value))) return false;
  if (new Set(values).size !== values.length) return false;
  return !(values.includes(NOT_APPLICABLE) && values.length > 1);
}

/** A saved answer none of whose values is an option is stale or foreign data (spec section 5). */
export function isSavedQuizAnswerValid(
  section: QuizSectionSlug,
  values: readonly string[],
): boolean {
  if (values.length === 0) return true;
  const known = optionValues(section);
  return values.some((value) => known.includes(value));
}

export function hasQuizAnswers(answers: QuizAnswers): boolean {
  return chosenSections(answers).length > 0;
}

export function percentageOf(totalScore: number, possiblePoints: number): number {
  if (totalScore === 0 || possiblePoints === 0) return 0;
  return Math.round((totalScore / possiblePoints) * 100);
}

export function gradeFor(percentage: number): QuizGrade {
  if (percentage >= 85) return 'good';
  if (percentage >= 50) return 'okay';
  return 'bad';
}

function scoreSection(slug: QuizSectionSlug, values: readonly string[]): QuizResultItem {
  const section = QUIZ_SECTIONS[slug];
  const scored = section.options.filter((option) => option.value !== NOT_APPLICABLE);
  const options = scored.map((option) => ({
    value: option.value,
    checked: values.includes(option.value),
  }));
  const score = scored
    .filter((option) => values.includes(option.value))
    .reduce((sum, option) => sum + option.weight, 0);
  return { slug, options, points: section.points, score };
}

export function scoreQuiz(answers: QuizAnswers): QuizResultSummary {
  const items = chosenSections(answers)
    .map((slug) => ({ slug, values: answers[slug] ?? [] }))
    .filter(({ values }) => !values.includes(NOT_APPLICABLE))
    .map(({ slug, values }) => scoreSection(slug, values));
  const possiblePoints = items.reduce((sum, item) => sum + item.points, 0);
  const totalScore = items.reduce((sum, item) => sum + item.score, 0);
  const percentage = percentageOf(totalScore, possiblePoints);
  return {
    items,
    possible_points: possiblePoints,
    total_score: totalScore,
    percentage,
    result: possiblePoints === 0 ? 'bad' : gradeFor(percentage),
  };
}

/** The answers a summary claims: its sections in the order given, with their checked options. */
export function quizAnswersFromSummary(summary: QuizResultSummary): QuizAnswers {
  const answers: QuizAnswers = { begin: summary.items.map((item) => item.slug) };
  for (const item of summary.items) {
    answers[item.slug] = item.options.filter((option) => option.checked).map((o) => o.value);
  }
  return answers;
}

function itemsEqual(claimed: QuizResultItem, computed: QuizResultItem): boolean {
  return (
    claimed.slug === computed.slug &&
    claimed.points === computed.points &&
    claimed.score === computed.score &&
    claimed.options.length === computed.options.length &&
    claimed.options.every((option, index) => {
      const expected = computed.options[index];
      return expected?.value === option.value && expected.checked === option.checked;
    })
  );
}

/** The server never trusts the client's arithmetic: the summary must be exactly what we compute. */
export function summaryMatchesScore(summary: QuizResultSummary): boolean {
  const computed = scoreQuiz(quizAnswersFromSummary(summary));
  return (
    summary.possible_points === computed.possible_points &&
    summary.total_score === computed.total_score &&
    summary.percentage === computed.percentage &&
    summary.result === computed.result &&
    summary.items.length === computed.items.length &&
    summary.items.every((item, index) => {
      const expected = computed.items[index];
      return expected !== undefined && itemsEqual(item, expected);
    })
  );
}
