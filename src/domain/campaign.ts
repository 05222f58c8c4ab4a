// The smoke-alarm campaign window. The clock is always passed in so both states can be tested.
import type { Language } from './types';

/** Last day of the campaign (inclusive), as a New Zealand calendar date. */
export const CAMPAIGN_END_DATE = '2022-08-14';

const NZ_TIME_ZONE = 'Pacific/Auckland';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const nzDateFormat = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in New Zealand (NZST or NZDT) at that instant, as YYYY-MM-DD. */
export function nzDate(now: Date): string {
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
