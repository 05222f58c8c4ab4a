// The plan's detail beyond the spec's answers: each way out in words, the household (people,
// who helps whom, pets and who takes them) and the "do it now" checks. All of it is optional, so
// a plan saved before it existed (no details) is still a whole plan.
import {
  DETAIL_LIMITS,
  ONE_PER_HOME_WAY_OUTS,
  WAY_OUT_KINDS,
} from '../../content/plan-detail-choices';
import type { DoItNowCheck, WayOutKind, WayOutRoute } from '../../content/plan-detail-choices';
import type { NeedKind } from '../../content/household-needs';
import { isEmailSafeText } from '../shared/text-rules';

export interface WayOutDetail {
  kind?: WayOutKind;
  /** "From where to where", e.g. "kids' bedroom window onto the deck". */
  description?: string;
}

/** An apartment's way out of the building. */
export interface BuildingWayOut {
  stairs?: string;
  exit?: string;
}

/** Ids are made on the device ('p1', 'a3'), so renaming someone keeps who helps them. */
export interface HouseholdPerson {
  id: string;
  /** A first name or a role: "Nana", "baby". */
  name: string;
  /** They need someone to get them out (their needs alone do not say so). */
  needsHelp: boolean;
  /** The id of the person who helps them out; only when needsHelp. */
  helperId?: string;
  /**
   * What they need (optional), whether or not someone gets them out: absent on plans saved
   * before it existed; earlier releases kept it only with needsHelp, which reads as before.
   */
  needs?: NeedKind[];
  /** The need in the household's own words, with 'other'. */
  needsOther?: string;
  /** The floor plan's bedroom they sleep in (optional): a room id of the sketch. */
  bedroomId?: string;
  /** They are sometimes not home at night (shift work, travel): whom they help needs a backup. */
  sometimesAway?: boolean;
  /** Who helps them out when their helper is away; only when needsHelp. */
  backupHelperId?: string;
}

export interface HouseholdPet {
  id: string;
  name: string;
  /** The id of the person who takes the pet out. */
  takerId?: string;
}

export interface PlanDetails {
  wayOuts?: Partial<Record<WayOutRoute, WayOutDetail>>;
  building?: BuildingWayOut;
  people?: HouseholdPerson[];
  pets?: HouseholdPet[];
  /** Checks done at once while answering, e.g. { 'alarm-tested': true }. */
  doneNow?: Partial<Record<DoItNowCheck, boolean>>;
  /** How many levels the house has, asked when no floor plan says. */
  storeys?: Storeys;
}

export const STOREYS = ['one', 'more'] as const;
export type Storeys = (typeof STOREYS)[number];

export const MEMBER_ID_PATTERN = /^[a-z][a-z0-9]{0,11}$/;

export function isWayOutKind(value: unknown): value is WayOutKind {
  return typeof value === 'string' && (WAY_OUT_KINDS as readonly string[]).includes(value);
}

/**
 * Free text that ends up in the printed plan and the email: the one rule for email-bound text
 * (no control characters, something visible, nothing a mail client could turn into a link).
 */
export function isSafeDetailText(text: string, maxLength: number): boolean {
  return text.trim().length > 0 && text.length <= maxLength && isEmailSafeText(text);
}

export { DETAIL_LIMITS };

/** A way out's words as compared: trimmed, lower case, single spaces. */
function wayOutWords(way: WayOutDetail): string {
  return (way.description ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The second way out is the first one again: the same door a home has one of (front,
 * back, garage), or the same words. Two sliding doors or two bedroom windows may well differ, so
 * those kinds alone say nothing.
 */
export function isSameWayTwice(details: PlanDetails | undefined): boolean {
  const first = details?.wayOuts?.first;
  const second = details?.wayOuts?.second;
  if (!first || !second) return false;
  if (first.kind && first.kind === second.kind && ONE_PER_HOME_WAY_OUTS.includes(first.kind)) {
    return true;
  }
  const words = wayOutWords(first);
  return words !== '' && words === wayOutWords(second);
}
