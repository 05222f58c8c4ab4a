// Writes the reminders (domain/reminders.ts) as an iCalendar file with the `ics` library. Pure:
// the page loads it on demand to make the file on the device, and the server attaches the same
// file to the plan email.
import { createEvents, type EventAttributes } from 'ics';
import { dateParts } from '../shared/calendar-date';
import { REMINDER_HOUR, reminderSchedule, type Reminder, type ReminderInput } from './reminders';
import type { ReminderKind } from './reminders';

/** The words of one reminder; `{{year}}` in replace-alarms is the year the alarms were fitted. */
export interface ReminderEventText {
  title: string;
  description: string;
  alert: string;
}

/** The `calendar` part of locales/{en,mi}/drill.json. */
export interface CalendarText {
  name: string;
  filename: string;
  events: Record<ReminderKind, ReminderEventText>;
}

export const ICS_MEDIA_TYPE = 'text/calendar';
/** Stable ids: adding the file again updates the same reminders instead of doubling them. */
const UID_DOMAIN = 'home-fire-escape-plan.fireandemergency.nz';
const PRODUCT_ID = 'fireandemergency.nz/home-fire-escape-plan';

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

function toEvent(
  reminder: Reminder,
  text: CalendarText,
  fittedYear: number | null,
): EventAttributes {
  const words = text.events[reminder.kind];
  const values = { year: fittedYear ?? '' };
  const { year, month, day } = dateParts(reminder.start);
  return {
    uid: `${reminder.kind}@${UID_DOMAIN}`,
    title: fill(words.title, values),
    description: fill(words.description, values),
    // Floating local time: 10 am wherever the calendar is, also after the clocks change.
    start: [year, month, day, REMINDER_HOUR, 0],
    startInputType: 'local',
    startOutputType: 'local',
    duration: { minutes: reminder.durationMinutes },
    ...(reminder.rrule ? { recurrenceRule: reminder.rrule } : {}),
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
    alarms: [
      {
        action: 'display',
        description: fill(words.alert, values),
        trigger: { before: true, ...reminder.alertBefore },
      },
    ],
  };
}

/** The .ics file's text (CRLF lines, folded); throws when the library refuses the events. */
export function remindersCalendar(input: ReminderInput, text: CalendarText): string {
  const fittedYear = input.fittedYear ?? null;
  const events = reminderSchedule(input).map((reminder) => toEvent(reminder, text, fittedYear));
  const { error, value } = createEvents(events, {
    productId: PRODUCT_ID,
    method: 'PUBLISH',
    calName: text.name,
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}
