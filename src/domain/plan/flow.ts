// The order of the escape-plan questions: which flow is active, and moving through it question by
// question or carousel sub-step by sub-step.
import {
  APARTMENT_FLOW,
  COMMON_FLOW_PREFIX,
  HOUSE_FLOW,
  PLAN_QUESTIONS,
  getPlanQuestion,
} from '../../content/plan-questions';
import { isOptionAnswer, shownSubQuestions } from './answer';
import { PLAN_QUESTION_SLUGS } from '../../vocabulary/types';
import type { PlanAnswers, PlanQuestionSlug } from '../../vocabulary/types';

export { shownSubQuestions };

/** One screen position: a question, or one sub-question of a carousel. */
export type PlanStep = { slug: PlanQuestionSlug; sub?: string };

/** The stored home type: the first entry of the one-item list, if any. */
export function houseTypeOf(answers: PlanAnswers): string | undefined {
  const stored = answers['house-type'];
  return isOptionAnswer(stored) ? stored[0] : undefined;
}

/** The flow a home type picks; unknown or missing gives the common prefix only. */
function flowForHouseType(houseType: string | undefined): PlanQuestionSlug[] {
  if (houseType === 'house') return [...HOUSE_FLOW];
  if (houseType === 'apartment') return [...APARTMENT_FLOW];
  return [...COMMON_FLOW_PREFIX];
}

export function planFlow(answers: PlanAnswers): PlanQuestionSlug[] {
  return flowForHouseType(houseTypeOf(answers));
}

/** Whether the flow goes beyond the common prefix, i.e. a known home type was chosen. */
export function isFullFlow(answers: PlanAnswers): boolean {
  return planFlow(answers).length > COMMON_FLOW_PREFIX.length;
}

function stepsOfQuestion(slug: PlanQuestionSlug, answers: PlanAnswers): PlanStep[] {
  if (getPlanQuestion(slug).type !== 'carousel') return [{ slug }];
  return shownSubQuestions(slug, answers).map((sub) => ({ slug, sub: sub.slug }));
}

export function planSteps(answers: PlanAnswers): PlanStep[] {
  return planFlow(answers).flatMap((slug) => stepsOfQuestion(slug, answers));
}

/**
 * Where a step sorts in the flow: [question position, sub-question index]. A step outside the
 * flow sorts before everything, so it moves on to the start and has nothing before it. A hidden
 * sub-question still sorts between its shown neighbours.
 */
function sortKey(flow: PlanQuestionSlug[], step: PlanStep): [number, number] {
  const subQuestions = getPlanQuestion(step.slug).subQuestions ?? [];
  const sub = subQuestions.find((candidate) => candidate.slug === step.sub) ?? subQuestions[0];
  return [flow.indexOf(step.slug), sub?.index ?? 0];
}

function compareKeys([questionA, subA]: [number, number], [questionB, subB]: [number, number]) {
  return questionA === questionB ? subA - subB : questionA - questionB;
}

export function nextStep(answers: PlanAnswers, step: PlanStep): PlanStep | 'complete' {
  const flow = planFlow(answers);
  const current = sortKey(flow, step);
  const next = planSteps(answers).find(
    (candidate) => compareKeys(sortKey(flow, candidate), current) > 0,
  );
  return next ?? 'complete';
}

export function previousStep(answers: PlanAnswers, step: PlanStep): PlanStep | null {
  const flow = planFlow(answers);
  const current = sortKey(flow, step);
  const earlier = planSteps(answers).filter(
    (candidate) => compareKeys(sortKey(flow, candidate), current) < 0,
  );
  return earlier.at(-1) ?? null;
}

export function isPlanQuestionSlug(value: string): value is PlanQuestionSlug {
  return (PLAN_QUESTION_SLUGS as readonly string[]).includes(value);
}

/** The step a path names; a carousel without a sub-path means its first sub-question. */
export function stepFromPath(slug: string, sub?: string): PlanStep | null {
  if (!isPlanQuestionSlug(slug)) return null;
  const subQuestions = PLAN_QUESTIONS[slug].subQuestions;
  if (!subQuestions) return sub === undefined ? { slug } : null;
  const target = sub === undefined ? subQuestions[0] : subQuestions.find((q) => q.slug === sub);
  return target ? { slug, sub: target.slug } : null;
}

function storedSlugs(answers: PlanAnswers): PlanQuestionSlug[] {
  return PLAN_QUESTION_SLUGS.filter((slug) => answers[slug] !== undefined);
}

/** The stored answers that choosing this home type would drop (for the confirmation). */
export function answersOutsideFlow(answers: PlanAnswers, houseType: string): PlanQuestionSlug[] {
  const flow = flowForHouseType(houseType);
  return storedSlugs(answers).filter((slug) => !flow.includes(slug));
}

export function withoutAnswersOutsideFlow(answers: PlanAnswers): PlanAnswers {
  const flow = planFlow(answers);
  const kept: PlanAnswers = {};
  for (const slug of storedSlugs(answers)) {
    if (flow.includes(slug)) kept[slug] = answers[slug];
  }
  return kept;
}

/** Guard: plan pages other than the first question need at least one saved answer. */
export function hasPlanAnswers(answers: PlanAnswers): boolean {
  return storedSlugs(answers).length > 0;
}
