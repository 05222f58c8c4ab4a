// The 'continue' analytics event (spec section 4): the chosen options' English labels, sorted, so
// reports read the same whatever language the householder used. English text is imported
// statically: it is small, works offline, and needs no second i18next language loaded.
import enPlan from '../../../locales/en/plan.json';
import { getPlanQuestion } from '../../content/plan-questions';
import { isCarouselAnswer, isOptionAnswer } from '../../domain/plan/answer';
import type { PlanAnswerValue, PlanQuestionSlug } from '../../vocabulary/types';
import { track } from '../../lib/analytics';

type Labels = Record<string, string | undefined>;
type QuestionText = { options?: Labels; subs?: Record<string, { title: string } | undefined> };

const questionTexts = enPlan.questions as Record<string, QuestionText | undefined>;
const answerLabels = enPlan.answers as Labels;

/** Labels of the stored answer; typed text is reported as the 'other' option's label, never verbatim. */
function englishResponses(slug: PlanQuestionSlug, value: PlanAnswerValue): string[] {
  const text = questionTexts[slug];
  if (isOptionAnswer(value)) {
    const known = new Set(getPlanQuestion(slug).options.map((option) => option.value));
    return value
      .map((entry) => text?.options?.[known.has(entry) ? entry : 'other'] ?? entry)
      .sort();
  }
  if (!isCarouselAnswer(value)) return [];
  return Object.entries(value)
    .map(([sub, answer]) => {
      const title = text?.subs?.[sub]?.title ?? sub;
      return `${title} ${answerLabels[String(answer)] ?? String(answer)}`;
    })
    .sort();
}

export function trackContinue(slug: PlanQuestionSlug, value: PlanAnswerValue): void {
  track({ event: 'continue', question: slug, responses: englishResponses(slug, value).join(', ') });
}
