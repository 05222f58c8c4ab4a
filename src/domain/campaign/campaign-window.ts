// The smoke-alarm campaign window. The clock is always passed in so both states can be tested.
import type { Language } from '../../vocabulary/types';
import { isCalendarDate, nzDate } from '../shared/calendar-date';

/** Last day of the campaign (inclusive), as a New Zealand calendar date. */
export const CAMPAIGN_END_DATE = '2022-08-14';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Active until the end of the end date in New Zealand. An invalid clock or end date counts as
 * inactive, so a configuration slip never redirects anyone.
 */
export function isCampaignActive(now: Date, endDate: string = CAMPAIGN_END_DATE): boolean {
  if (Number.isNaN(now.getTime()) || !isCalendarDate(endDate)) return false;
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
