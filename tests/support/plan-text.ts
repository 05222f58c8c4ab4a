// The escape plan's words from the real locale files and two complete plans, for the component
// and the end-to-end tests alike (no browser or test runner in here).
import enPlan from '../../locales/en/plan.json' with { type: 'json' };
import miPlan from '../../locales/mi/plan.json' with { type: 'json' };
import enShared from '../../locales/en/shared.json' with { type: 'json' };
import miShared from '../../locales/mi/shared.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import miCommon from '../../locales/mi/common.json' with { type: 'json' };

export type Language = 'en' | 'mi';
export type PlanText = typeof enPlan;

export const planText: Record<Language, PlanText> = { en: enPlan, mi: miPlan };
export const sharedText = { en: enShared, mi: miShared } as const;
export const commonText = { en: enCommon, mi: miCommon } as const;

export function localPath(language: Language, path: string): string {
  return language === 'en' ? path : `/mi${path}`;
}

export const HOUSE_ANSWERS = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['other-adults', 'children-babies'],
  'house-type': ['house'],
  'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
  'second-escape-route': { 'route-planned': true, obstacles: true, assistance: false },
  'meeting-area': ['The big pōhutukawa'],
  discussed: ['no'],
} as const;

/**
 * What HOUSE_ANSWERS leave to sort before the plan is ready: someone needs help on the best way
 * out with nobody named, and something is in the way of the alternative (the headline's count).
 */
export const HOUSE_TO_SORT = 2;

/** The plan's headline with `count` things to sort, in a language. */
export function toSortHeadline(language: Language, count: number): string {
  const text = planText[language].assessment;
  return count === 1 ? text.open_one : text.open_other.replace('{{count}}', String(count));
}

export const APARTMENT_ANSWERS = {
  'smoke-alarms-right-places': ['no-not-sure'],
  'smoke-alarms': ['dont-have-any'],
  'living-situation': ['other-adults', 'need-assistance'],
  'house-type': ['apartment'],
  'flat-floor': ['above'],
  'fire-alarm': ['no'],
  'assembly-point': ['across-road'],
  'escape-route': { 'multiple-exits': true, obstacles: true, locks: false, discuss: true },
} as const;
