// What the drill needs to know from the plan: whether someone needs help, and who is named to get
// out each person a night drill did not wake.
import { isCarouselAnswer, isOptionAnswer } from '../plan/answer';
import { helpAssignments } from '../plan/household';
import type { PlanDetails } from '../plan/details';
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

/**
 * What the last night drill leaves for each person it did not wake: someone the plan names to
 * get them out practises waking them; anyone else still needs someone chosen.
 */
export type NightDrillFollowUp =
  /** `waker`: who wakes the helper first (a Deaf parent), said in that order. */
  | { kind: 'practise-waking'; name: string; helper: string; waker?: string }
  | { kind: 'choose-waker'; name: string };

export function nightDrillFollowUps(
  notWoken: readonly string[],
  details: PlanDetails | undefined,
): NightDrillFollowUp[] {
  const helpers = new Map(
    helpAssignments(details).flatMap(({ person, helper }) =>
      helper ? [[person.name.trim().toLocaleLowerCase(), helper.name] as const] : [],
    ),
  );
  const helperOf = (name: string) => helpers.get(name.trim().toLocaleLowerCase());
  return notWoken.map((name): NightDrillFollowUp => {
    const helper = helperOf(name);
    if (!helper) return { kind: 'choose-waker', name };
    const waker = helperOf(helper);
    return waker
      ? { kind: 'practise-waking', name, helper, waker }
      : { kind: 'practise-waking', name, helper };
  });
}
