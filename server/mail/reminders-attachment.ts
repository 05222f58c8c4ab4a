// The plan email's calendar file: the same reminders, written by the same pure module, as the
// "Add reminders to my calendar" button makes on the device (src/domain/reminders-ics.ts).
import type { CalendarDate } from '../../src/domain/calendar-date';
import { ICS_MEDIA_TYPE, remindersCalendar } from '../../src/domain/reminders-ics';
import type { Language } from '../../src/domain/types';
import type { MailAttachment } from './rendered-mail';
import { WORDS } from './words';

/** The householders are in New Zealand: "today" is the date there when the plan was saved. */
const NZ_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Pacific/Auckland',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function nzDate(ms: number): CalendarDate {
  return NZ_DATE.format(ms);
}

/** Without a drill or a fitting year the server knows of: the practice reminder starts tomorrow. */
export function remindersAttachment(language: Language, queuedAt: number): MailAttachment {
  const text = WORDS[language].drill.calendar;
  return {
    filename: text.filename,
    content: remindersCalendar({ today: nzDate(queuedAt) }, text),
    contentType: `${ICS_MEDIA_TYPE}; charset=utf-8; method=PUBLISH`,
  };
}
