// Calendar dates as plain 'YYYY-MM-DD' strings: what a householder means by "the day of the
// drill", with no time zone. The device turns its clock into one (localDate) and the rules below
// count months and weekdays on them without ever touching a Date's local time.

export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function dateParts(date: CalendarDate): DateParts {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function formatCalendarDate({ year, month, day }: DateParts): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date of a Date in the time zone whose fields are given (the device's, or NZ's). */
export function localDate(fields: {
  getFullYear(): number;
  getMonth(): number;
  getDate(): number;
}) {
  return formatCalendarDate({
    year: fields.getFullYear(),
    month: fields.getMonth() + 1,
    day: fields.getDate(),
  });
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds calendar months; the 31st of August plus 6 months is the last day of February. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = dateParts(date);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = (index % 12) + 1;
  return formatCalendarDate({
    year: newYear,
    month: newMonth,
    day: Math.min(day, daysInMonth(newYear, newMonth)),
  });
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const { year, month, day } = dateParts(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return formatCalendarDate({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}

/** 0 = Sunday … 6 = Saturday. */
function weekday(date: CalendarDate): number {
  const { year, month, day } = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The first Sunday of a month (NZ clocks go back on the first Sunday of April). */
export function firstSundayOf(year: number, month: number): CalendarDate {
  const first = formatCalendarDate({ year, month, day: 1 });
  return addDays(first, (7 - weekday(first)) % 7);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const a = dateParts(from);
  const b = dateParts(to);
  const DAY_MS = 86_400_000;
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS,
  );
}

// Made when first needed: a formatter with a time zone costs tens of milliseconds on a cheap
// phone (the zone's rules are loaded), and every page load asks whether the campaign is on.
let nzDateFormat: Intl.DateTimeFormat | null = null;

/** The calendar date in New Zealand (NZST or NZDT) at that instant. */
export function nzDate(instant: Date | number): CalendarDate {
  nzDateFormat ??= new Intl.DateTimeFormat('en-NZ', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  // formatToParts rather than format: the joined layout of a locale is not guaranteed.
  const parts = nzDateFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
