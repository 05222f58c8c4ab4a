// The extra detail a plan can carry beyond the spec's questions, as data: the quick choices for a
// way out, the limits of each field, and where the "do it now" checks are offered. Text lives in
// the locales under plan:details.
import type { PlanQuestionSlug } from '../vocabulary/types';

/** Quick choices for "which way is it?" on a house's first and second way out. */
export const WAY_OUT_KINDS = [
  'front-door',
  'back-door',
  'sliding-door',
  'bedroom-window',
  'garage-door',
  'balcony-deck',
] as const;
export type WayOutKind = (typeof WAY_OUT_KINDS)[number];

/** The picture of a way out of that kind on the plan's step card (a door for a door). */
export const WAY_OUT_ICONS: Record<WayOutKind, 'door-exit' | 'window-exit'> = {
  'front-door': 'door-exit',
  'back-door': 'door-exit',
  'sliding-door': 'door-exit',
  'bedroom-window': 'window-exit',
  'garage-door': 'door-exit',
  'balcony-deck': 'door-exit',
};

/** Ways out a home has one of: chosen for both ways out, they are the same way twice. */
export const ONE_PER_HOME_WAY_OUTS: readonly WayOutKind[] = [
  'front-door',
  'back-door',
  'garage-door',
];

/** Lengths in characters; a household holds at most this many people and pets. */
export const DETAIL_LIMITS = {
  wayOutDescription: 120,
  buildingText: 80,
  memberName: 40,
  people: 12,
  pets: 12,
} as const;

/** A check the householder can do in a minute, offered on the question it belongs to. */
export const DO_IT_NOW_CHECKS = [
  'alarm-tested',
  'keys-by-deadlock',
  'way-cleared',
  // Asked the building's owner or manager what its evacuation procedure provides for someone who
  // cannot use the stairs (a flat above the ground floor).
  'evacuation-asked',
  // Someone who lives alone and needs help: booked the free home fire safety visit.
  'visit-booked',
] as const;
export type DoItNowCheck = (typeof DO_IT_NOW_CHECKS)[number];

/**
 * Checks that, once done, settle the to-do of the sub-question they are offered under ("Is
 * anything in the way?" Yes → "I've cleared the way") instead of adding a line of their own.
 */
export const SETTLING_CHECKS = [
  'way-cleared',
  'evacuation-asked',
  'visit-booked',
] as const satisfies readonly DoItNowCheck[];
export type SettlingCheck = (typeof SETTLING_CHECKS)[number];

/** A check with a checklist line of its own (plan:checklist.items.done-now-<check>). */
export function hasOwnLine(check: DoItNowCheck): check is Exclude<DoItNowCheck, SettlingCheck> {
  return !(SETTLING_CHECKS as readonly DoItNowCheck[]).includes(check);
}

/** An optional panel of extra detail on a question screen. */
export type DetailPanel = 'household' | 'way-out' | 'building' | 'storeys' | DoItNowCheck;

/**
 * Where each panel shows: under an option question's options ('options'), or under a carousel's
 * sub-question once it is answered. Everything here is optional; Continue never waits for it.
 */
export const DETAIL_PANELS: Partial<Record<PlanQuestionSlug, Record<string, DetailPanel[]>>> = {
  // "Do your smoke alarms work?": press the test button now.
  'smoke-alarms': { options: ['alarm-tested'] },
  'living-situation': { options: ['household', 'visit-booked'] },
  // A house's levels, asked here when no floor plan says.
  'house-type': { options: ['storeys'] },
  // Under "Is anything in the way?" the advice is to clear the way; the deadlock's key
  // belongs with the way out itself.
  'first-escape-route': {
    'route-planned': ['way-out', 'keys-by-deadlock'],
    obstacles: ['way-cleared'],
  },
  'second-escape-route': { 'route-planned': ['way-out'], obstacles: ['way-cleared'] },
  // A flat above the ground floor, with someone who cannot use the stairs: ask the building.
  'flat-floor': { options: ['evacuation-asked'] },
  // An apartment's way out of the building; its locked doors: put the key by them now.
  'escape-route': { 'multiple-exits': ['building'], locks: ['keys-by-deadlock'] },
};

/** The route a house's way-out description belongs to. */
export const WAY_OUT_ROUTES = ['first', 'second'] as const;
export type WayOutRoute = (typeof WAY_OUT_ROUTES)[number];
export const WAY_OUT_QUESTIONS: Record<WayOutRoute, PlanQuestionSlug> = {
  first: 'first-escape-route',
  second: 'second-escape-route',
};
