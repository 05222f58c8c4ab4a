// What the drill needs to know from the plan's answers, until the plan describes its household.
import { isCarouselAnswer, isOptionAnswer } from '../plan/answer';
import type { PlanAnswers } from '../../vocabulary/types';

/** Someone needs help to get out: said in the living situation or on either way out. */
export function someoneNeedsHelp(answers: PlanAnswers): boolean {
  const living = answers['living-situation'];
  if (isOptionAnswer(living) && living.includes('need-assistance')) return true;
  return (['first-escape-route', 'second-escape-route'] as const).some((slug) => {
    const route = answers[slug];
    return isCarouselAnswer(route) && route.assistance === true;
  });
}
