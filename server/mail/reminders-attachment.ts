// The plan email's calendar file: the same reminders, written by the same pure module, as the
// "Add reminders to my calendar" button makes on the device (src/domain/drill/reminders-ics.ts).
import { nzDate, type CalendarDate } from '../../src/domain/shared/calendar-date';
import {
  ICS_MEDIA_TYPE,
  remindersCalendar,
  type CalendarText,
} from '../../src/domain/drill/reminders-ics';
import type { Language } from '../../src/vocabulary/types';
import type { MailText } from './i18n';
import type { MailAttachment } from './rendered-mail';

/**
 * The files of the day the last messages were queued, by language: the file depends on nothing
 * else, and writing it (the ics library validates every event) took longer than rendering the
 * rest of the email. Its DTSTAMP is then the time it was first written that day.
 */
let writtenToday: { today: CalendarDate; files: Map<Language, MailAttachment> } | null = null;

/** Without a drill or a fitting year the server knows of: the practice reminder starts tomorrow. */
export function remindersAttachment({ language, t }: MailText, queuedAt: number): MailAttachment {
  // The householders are in New Zealand: "today" is the date there when the plan was saved.
  const today = nzDate(queuedAt);
  if (writtenToday?.today !== today) writtenToday = { today, files: new Map() };
  let file = writtenToday.files.get(language);
  if (!file) {
    // The same words as the drill page's "Add reminders to my calendar" file.
    const text = t('drill:calendar', { returnObjects: true }) as unknown as CalendarText;
    file = {
      filename: text.filename,
      content: remindersCalendar({ today }, text),
      contentType: `${ICS_MEDIA_TYPE}; charset=utf-8; method=PUBLISH`,
    };
    writtenToday.files.set(language, file);
  }
  return { ...file }; // a copy: the transport may add to what it is given
}
