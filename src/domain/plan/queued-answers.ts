// Saves an earlier release queued on a device, upgraded to today's rules before the server checks
// them (API v1 accepts every payload an earlier release could have queued offline; shared/spec
// DECISIONS.md). A rule that tightens what the screens let people choose applies to new input
// only: here a queued answer that breaks such a rule is brought in line, never refused.
//
// Releases before 2bf80ef let "Just me" be ticked beside anyone. Today "Just me" excludes other
// adults and children (and combines with pets and needing help); a queued answer naming both
// says other people live there, so "Just me" is the choice dropped.
import { getPlanQuestion } from '../../content/plan-questions';
import { isOptionAnswer } from './answer';
import {
  PLAN_QUESTION_SLUGS,
  type PlanAnswers,
  type PlanQuestionSlug,
} from '../../vocabulary/types';

/** The chosen values without any that rules out another chosen value. */
function withoutContradictions(slug: PlanQuestionSlug, values: string[]): string[] {
  const options = getPlanQuestion(slug).options;
  return values.filter((value) => {
    const excluded = options.find((option) => option.value === value)?.excludes ?? [];
    return !values.some((other) => excluded.includes(other));
  });
}

export function upgradeQueuedAnswers(answers: PlanAnswers): PlanAnswers {
  const upgraded: PlanAnswers = { ...answers };
  for (const slug of PLAN_QUESTION_SLUGS) {
    const value = answers[slug];
    if (isOptionAnswer(value)) upgraded[slug] = withoutContradictions(slug, value);
  }
  return upgraded;
}
