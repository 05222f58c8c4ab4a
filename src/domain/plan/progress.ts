// The progress meter. Numbers come from positions in the active flow, where each question counts
// one and each shown carousel sub-question counts one, so nothing here is hard-coded.
import { getPlanQuestion } from '../../content/plan-questions';
import { isFullFlow, planFlow, shownSubQuestions } from './flow';
import type { PlanAnswers, PlanQuestionSlug } from '../../vocabulary/types';

export type MeterLabel =
  | { kind: 'question'; number: number; total: number | null }
  | { kind: 'questions'; from: number; to: number; total: number | null }
  | { kind: 'your-plan' }
  | { kind: 'none' };

/**
 * Where a page other than a question stands, as its row in the route table says: before the
 * questions (the intro), the plan just made (tips, complete: "your escape plan"), or after it
 * (review, print: no label). A new page picks one; nothing here names pages.
 */
export const METER_STAGES = ['before-questions', 'plan-made', 'after-plan'] as const;
export type MeterStage = (typeof METER_STAGES)[number];
export type MeterPosition = { question: PlanQuestionSlug } | { stage: MeterStage };

type QuestionSpan = { slug: PlanQuestionSlug; from: number; to: number };

function questionSize(slug: PlanQuestionSlug, answers: PlanAnswers): number {
  if (getPlanQuestion(slug).type !== 'carousel') return 1;
  return shownSubQuestions(slug, answers).length;
}

/** The question numbers each question of the active flow covers. */
function questionSpans(answers: PlanAnswers): QuestionSpan[] {
  let counted = 0;
  return planFlow(answers).map((slug) => {
    const size = questionSize(slug, answers);
    const span = { slug, from: counted + 1, to: counted + size };
    counted += size;
    return span;
  });
}

function countQuestions(answers: PlanAnswers): number {
  return questionSpans(answers).at(-1)?.to ?? 0;
}

/** The flow's question count, or null while the home type (and so the flow) is unknown. */
function flowTotal(answers: PlanAnswers): number | null {
  return isFullFlow(answers) ? countQuestions(answers) : null;
}

/** Without a home type, the bar assumes the shortest flow a home type could pick. */
function estimatedTotal(answers: PlanAnswers): number {
  const known = flowTotal(answers);
  if (known !== null) return known;
  const totals = getPlanQuestion('house-type').options.map((option) =>
    countQuestions({ ...answers, 'house-type': [option.value] }),
  );
  return Math.min(...totals);
}

function spanOf(answers: PlanAnswers, slug: PlanQuestionSlug): QuestionSpan | undefined {
  return questionSpans(answers).find((span) => span.slug === slug);
}

export function meterLabel(answers: PlanAnswers, at: MeterPosition): MeterLabel {
  if ('stage' in at) {
    // The spec's step 99 reads 'your escape plan'; step 100 (review, print) shows nothing.
    return at.stage === 'plan-made' ? { kind: 'your-plan' } : { kind: 'none' };
  }
  const span = spanOf(answers, at.question);
  if (!span) return { kind: 'none' };
  const total = flowTotal(answers);
  return span.from === span.to
    ? { kind: 'question', number: span.from, total }
    : { kind: 'questions', from: span.from, to: span.to, total };
}

/** How far along the bar is: the share of questions before this screen (complete = 1). */
export function meterFraction(answers: PlanAnswers, at: MeterPosition): number {
  if ('stage' in at) return at.stage === 'before-questions' ? 0 : 1;
  const span = spanOf(answers, at.question);
  if (!span) return 0;
  return (span.from - 1) / estimatedTotal(answers);
}
