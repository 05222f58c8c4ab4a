// The reminders calendar, written with `ics` and read back with an independent parser (ical.js).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  nextClocksChangeDay,
  reminderSchedule,
  replaceAlarmsDay,
} from '../../../src/domain/drill/reminders';
import { remindersCalendar, type CalendarText } from '../../../src/domain/drill/reminders-ics';
import { parseCalendar } from '../../support/parse-calendar';

const LOCALES = path.resolve(import.meta.dirname, '../../../locales');
function calendarText(language: 'en' | 'mi'): CalendarText {
  const file = path.join(LOCALES, language, 'drill.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { calendar: CalendarText }).calendar;
}

describe('when the reminders fall', () => {
  it('suggests the day NZ clocks go back (first Sunday of April) for the yearly check', () => {
    expect(nextClocksChangeDay('2026-11-23')).toBe('2027-04-04');
    expect(nextClocksChangeDay('2027-04-03')).toBe('2027-04-04');
    expect(nextClocksChangeDay('2027-04-04')).toBe('2028-04-02');
  });
  it('replaces alarms 10 years after fitting, or at the next clocks change when overdue', () => {
    expect(replaceAlarmsDay(2021, '2026-11-23')).toBe('2031-04-06');
    expect(replaceAlarmsDay(2012, '2026-11-23')).toBe('2027-04-04');
  });
  it('tests alarms from the 1st of next month and drills when the next drill is due', () => {
    const [test, drill] = reminderSchedule({ today: '2026-12-10', drillDue: '2027-05-01' });
    expect(test?.start).toBe('2027-01-01');
    expect(drill?.start).toBe('2027-05-01');
    const [, overdue] = reminderSchedule({ today: '2026-12-10', drillDue: '2026-11-01' });
    expect(overdue?.start).toBe('2026-12-11');
  });
  it('asks for the fitting year only when it is a real year', () => {
    const kinds = (fittedYear: number | null) =>
      reminderSchedule({ today: '2026-11-23', fittedYear }).map((reminder) => reminder.kind);
    expect(kinds(null)).toEqual(['test-alarms', 'practise-plan', 'yearly-check']);
    expect(kinds(2020)).toContain('replace-alarms');
    expect(kinds(2027)).not.toContain('replace-alarms');
    expect(kinds(1900)).not.toContain('replace-alarms');
  });
});

describe('the calendar file', () => {
  it('has the four reminders with repeat rules and alarms, in English', () => {
    const text = remindersCalendar(
      { today: '2026-11-23', drillDue: '2027-05-23', fittedYear: 2019 },
      calendarText('en'),
    );
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const { name, events } = parseCalendar(text);
    expect(name).toBe('Fire safety at home');
    expect(events.map((event) => [event.summary, event.start, event.rrule])).toEqual([
      ['Test your smoke alarms', '2026-12-01T10:00:00', 'FREQ=MONTHLY;BYMONTHDAY=1'],
      ['Practise your home fire escape plan', '2027-05-23T10:00:00', 'FREQ=MONTHLY;INTERVAL=6'],
      [
        'Check smoke alarm expiry dates and replace 9V batteries',
        '2027-04-04T10:00:00',
        'FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
      ],
      ['Replace your smoke alarms', '2029-04-01T10:00:00', 'FREQ=YEARLY;INTERVAL=10'],
    ]);
    expect(events.every((event) => event.floating)).toBe(true);
    // The yearly rule keeps to the first Sunday of April.
    expect(events[2]?.occurrences).toEqual([
      '2027-04-04T10:00:00',
      '2028-04-02T10:00:00',
      '2029-04-01T10:00:00',
    ]);
    expect(events[3]?.description).toContain('fitted in 2019');
    expect(events.map((event) => event.alarms)).toEqual([
      [{ action: 'DISPLAY', trigger: '-PT15M', description: 'Time to test your smoke alarms' }],
      [{ action: 'DISPLAY', trigger: '-PT15M', description: 'Time to practise your escape plan' }],
      [
        {
          action: 'DISPLAY',
          trigger: '-P1D',
          description: 'Tomorrow: check your smoke alarms and replace 9V batteries',
        },
      ],
      [
        {
          action: 'DISPLAY',
          trigger: '-P7D',
          description: 'Your smoke alarms are due to be replaced',
        },
      ],
    ]);
    // Stable ids: adding the file again updates the reminders instead of doubling them.
    expect(new Set(events.map((event) => event.uid)).size).toBe(4);
    expect(remindersCalendar({ today: '2027-01-05' }, calendarText('en'))).toContain(
      `UID:${events[0]?.uid}`,
    );
  });

  it('is in Māori on Māori pages, macrons intact through line folding', () => {
    const { name, events } = parseCalendar(
      remindersCalendar({ today: '2026-11-23' }, calendarText('mi')),
    );
    expect(name).toBe('Te haumaru ahi i te kāinga');
    expect(events).toHaveLength(3);
    expect(events.map((event) => event.summary)).toEqual([
      'Whakamātauria ō pūoho auahi',
      'Whakaharatauhia tō mahere rerenga ahi',
      'Arowhaitia te rā pau o ngā pūoho auahi, whakakapia ngā pūhiko 9V',
    ]);
    expect(events[2]?.description).toBe(calendarText('mi').events['yearly-check'].description);
  });
});
