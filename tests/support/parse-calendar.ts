// Reads an .ics file with an independent parser (ical.js), for the unit and browser tests of the
// reminders calendar.
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  floating: boolean;
  rrule: string | null;
  /** The first three occurrences, as the repeat rule expands them. */
  occurrences: string[];
  alarms: { action: string; trigger: string; description: string }[];
}

/** The events of an .ics text as an independent parser reads them. */
export function parseCalendar(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((event) => {
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    const rrule = event.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      description: String(event.getFirstPropertyValue('description')),
      start: start.toString(),
      floating: start.zone === ICAL.Timezone.localTimezone,
      rrule: rrule ? rrule.toString() : null,
      occurrences: firstOccurrences(event, 3),
      alarms: event.getAllSubcomponents('valarm').map((alarm) => ({
        action: String(alarm.getFirstPropertyValue('action')),
        trigger: String(alarm.getFirstPropertyValue('trigger')),
        description: String(alarm.getFirstPropertyValue('description')),
      })),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

function firstOccurrences(event: ICAL.Component, count: number): string[] {
  const iterator = new ICAL.Event(event).iterator();
  const found: string[] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    found.push(next.toString());
  }
  return found;
}
