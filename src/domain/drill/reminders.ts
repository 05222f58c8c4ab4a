// The fire-safety reminders as a calendar: when each one falls and how it repeats. The words come
// from the locale files (the drill namespace's `calendar`), so the page and the plan email make
// the same file in the visitor's language; src/domain/drill/reminders-ics.ts writes it.
import { addDays, dateParts, firstSundayOf, type CalendarDate } from '../shared/calendar-date';
import { DRILL_INTERVAL_MONTHS } from './drill-rules';

export const REMINDER_KINDS = [
  'test-alarms',
  'practise-plan',
  'yearly-check',
  'replace-alarms',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Reminders are set for a quiet morning hour, in the calendar's own time zone. */
export const REMINDER_HOUR = 10;
/** Smoke alarms are replaced 10 years after they were fitted. */
const ALARM_LIFETIME_YEARS = 10;
/** The oldest fitting year worth asking about. */
export const EARLIEST_FITTED_YEAR = 1980;

export interface Reminder {
  kind: ReminderKind;
  /** The first occurrence (at REMINDER_HOUR). */
  start: CalendarDate;
  durationMinutes: number;
  /** RFC 5545 repeat rule, or none for a one-off. */
  rrule?: string;
  /** How long before the start the calendar alerts. */
  alertBefore: { days?: number; minutes?: number };
}

export interface ReminderInput {
  today: CalendarDate;
  /** The next drill's due day, when a drill has been done (domain/drill nextDrillDue). */
  drillDue?: CalendarDate | null;
  /** The year the smoke alarms were fitted, when known. */
  fittedYear?: number | null;
}

/** The next first Sunday of April after today: the day NZ clocks go back, easy to remember. */
export function nextClocksChangeDay(today: CalendarDate): CalendarDate {
  const { year } = dateParts(today);
  const thisYear = firstSundayOf(year, 4);
  return thisYear > today ? thisYear : firstSundayOf(year + 1, 4);
}

/** A fitting year the reminders can use: a whole year from EARLIEST_FITTED_YEAR to this one. */
export function isFittedYear(value: unknown, today: CalendarDate): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= EARLIEST_FITTED_YEAR &&
    value <= dateParts(today).year
  );
}

/**
 * Alarms fitted in `fittedYear` are replaced on the clocks-change day ten years on; if that day
 * has passed they are overdue and the reminder falls on the next clocks-change day.
 */
export function replaceAlarmsDay(fittedYear: number, today: CalendarDate): CalendarDate {
  const due = firstSundayOf(fittedYear + ALARM_LIFETIME_YEARS, 4);
  return due > today ? due : nextClocksChangeDay(today);
}

function laterOf(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a > b ? a : b;
}

/** The reminders, in the order the file lists them. */
export function reminderSchedule({ today, drillDue, fittedYear }: ReminderInput): Reminder[] {
  const tomorrow = addDays(today, 1);
  const { year, month } = dateParts(today);
  const firstOfNextMonth =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const reminders: Reminder[] = [
    {
      kind: 'test-alarms',
      start: firstOfNextMonth,
      durationMinutes: 15,
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=1',
      alertBefore: { minutes: 15 },
    },
    {
      kind: 'practise-plan',
      // Due after the last drill; never drilled (or overdue): tomorrow.
      start: drillDue ? laterOf(drillDue, tomorrow) : tomorrow,
      durationMinutes: 30,
      rrule: `FREQ=MONTHLY;INTERVAL=${DRILL_INTERVAL_MONTHS}`,
      alertBefore: { minutes: 15 },
    },
    {
      kind: 'yearly-check',
      start: nextClocksChangeDay(today),
      durationMinutes: 30,
      rrule: 'FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
      // A day ahead: there may be batteries to buy.
      alertBefore: { days: 1 },
    },
  ];
  if (isFittedYear(fittedYear, today)) {
    reminders.push({
      kind: 'replace-alarms',
      start: replaceAlarmsDay(fittedYear, today),
      durationMinutes: 60,
      // The new alarms will need replacing ten years on, too.
      rrule: `FREQ=YEARLY;INTERVAL=${ALARM_LIFETIME_YEARS}`,
      alertBefore: { days: 7 },
    });
  }
  return reminders;
}
