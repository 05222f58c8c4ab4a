// The smoke-alarm campaign window. The clock is always passed in so both states can be tested.
import type { Language } from './types';

/** Last day of the campaign (inclusive), as a New Zealand calendar date. */
export const CAMPAIGN_END_DATE = '2022-08-14';

const NZ_TIME_ZONE = 'Pacific/Auckland';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 24 * 60 * 60 * 1000;

// Made when first needed: a formatter with a time zone costs tens of milliseconds on a cheap
// phone (the zone's rules are loaded), and every page load asks whether the campaign is on.
let nzDateFormat: Intl.DateTimeFormat | null = null;

/** The calendar date in New Zealand (NZST or NZDT) at that instant, as YYYY-MM-DD. */
export function nzDate(now: Date): string {
  nzDateFormat ??= new Intl.DateTimeFormat('en-NZ', {
    timeZone: NZ_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  // formatToParts rather than format: the joined layout of a locale is not guaranteed.
  const parts = nzDateFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Active until the end of the end date in New Zealand. An invalid clock or end date counts as
 * inactive, so a configuration slip never redirects anyone.
 */
export function isCampaignActive(now: Date, endDate: string = CAMPAIGN_END_DATE): boolean {
  if (Number.isNaN(now.getTime()) || !ISO_DATE.test(endDate)) return false;
  // New Zealand is ahead of UTC, so its end date is over by the next day's midnight in UTC: a
  // long-past campaign needs no time zone.
  if (now.getTime() >= Date.parse(`${endDate}T00:00:00Z`) + DAY_MS) return false;
  // YYYY-MM-DD strings compare in calendar order.
  return nzDate(now) <= endDate;
}

export interface MaoriRedirectContext {
  now: Date;
  /** No history on this device: the visitor has never been here before. */
  isFirstVisit: boolean;
  /** The language of the path the visitor landed on. */
  language: Language;
  endDate?: string;
}

export function shouldRedirectToMaori({
  now,
  isFirstVisit,
  language,
  endDate = CAMPAIGN_END_DATE,
}: MaoriRedirectContext): boolean {
  return isFirstVisit && language === 'en' && isCampaignActive(now, endDate);
}
