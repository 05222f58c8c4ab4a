import { describe, expect, it } from 'vitest';
import {
  DRILL_TARGET_MS,
  MAX_DRILL_MS,
  MAX_KEPT_DRILLS,
  announcementBetween,
  cleanName,
  drillSchedule,
  formatStopwatch,
  isSlowDrill,
  nextDrillDue,
  nightDrillTodos,
  runningDrillElapsed,
  withDrill,
  type DrillResult,
} from '../../../src/domain/drill/drill-rules';
import { addMonths, firstSundayOf } from '../../../src/domain/shared/calendar-date';
import { nightDrillFollowUps } from '../../../src/domain/drill/drill-plan';
import type { PlanDetails } from '../../../src/domain/plan/details';

function drill(date: string, seconds: number, extra: Partial<DrillResult> = {}): DrillResult {
  return {
    id: `${date}-${seconds}`,
    date,
    startedAt: `${date}T19:00:00.000Z`,
    durationMs: seconds * 1000,
    night: false,
    notWoken: [],
    ...extra,
  };
}

describe('calendar dates', () => {
  it('adds months by the calendar, clamping to the end of a short month', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-31');
  });
  it('finds the first Sunday of April (NZ clocks go back)', () => {
    expect(firstSundayOf(2026, 4)).toBe('2026-04-05');
    expect(firstSundayOf(2027, 4)).toBe('2027-04-04');
    expect(firstSundayOf(2029, 4)).toBe('2029-04-01');
  });
});

describe('the 2-minute target', () => {
  it('a drill is slow only when it takes longer than 2 minutes', () => {
    expect(DRILL_TARGET_MS).toBe(120_000);
    expect(isSlowDrill({ durationMs: 120_000 })).toBe(false);
    expect(isSlowDrill({ durationMs: 120_001 })).toBe(true);
    expect(isSlowDrill({ durationMs: 45_000 })).toBe(false);
  });
});

describe('when the next drill is due', () => {
  it('is not due before the first drill', () => {
    expect(nextDrillDue([])).toBeNull();
    expect(drillSchedule([], '2026-11-23')).toEqual({ status: 'never' });
  });
  it('is 6 months after a drill within the target', () => {
    expect(nextDrillDue([drill('2026-11-23', 95)])).toBe('2027-05-23');
  });
  it('is 1 month after a drill slower than 2 minutes', () => {
    expect(nextDrillDue([drill('2026-11-23', 121)])).toBe('2026-12-23');
  });
  it('counts from the latest drill, whatever the order they were kept in', () => {
    const results = [drill('2026-11-01', 200), drill('2026-05-01', 60)];
    expect(nextDrillDue(results)).toBe('2026-12-01');
    expect(nextDrillDue([drill('2026-05-01', 200), drill('2026-11-01', 60)])).toBe('2027-05-01');
  });
  it('says scheduled before the day and due from the day on', () => {
    const results = [drill('2026-11-23', 150)];
    expect(drillSchedule(results, '2026-12-22')).toEqual({
      status: 'scheduled',
      due: '2026-12-23',
      slow: true,
    });
    expect(drillSchedule(results, '2026-12-23')).toMatchObject({ status: 'due', overdueDays: 0 });
    expect(drillSchedule(results, '2027-01-02')).toMatchObject({ status: 'due', overdueDays: 10 });
  });
});

describe('night-drill to-dos', () => {
  it('each person the latest night drill did not wake becomes a to-do, once', () => {
    const results = [
      drill('2026-06-01', 100, { night: true, notWoken: ['Aroha'] }),
      drill('2026-11-01', 140, { night: true, notWoken: ['Tama', ' tama ', 'Mere'] }),
      drill('2026-11-20', 80),
    ];
    expect(nightDrillTodos(results)).toEqual(['Tama', 'Mere']);
  });
  it('a later night drill that woke everyone clears them; day drills never add any', () => {
    expect(
      nightDrillTodos([
        drill('2026-06-01', 100, { night: true, notWoken: ['Tama'] }),
        drill('2026-11-01', 100, { night: true, notWoken: [] }),
      ]),
    ).toEqual([]);
    expect(nightDrillTodos([drill('2026-11-01', 100, { notWoken: ['Tama'] })])).toEqual([]);
  });
});

describe('keeping drills', () => {
  it('cleans names, ignores a repeated id and keeps a bounded, ordered history', () => {
    let results: DrillResult[] = [];
    results = withDrill(results, drill('2026-11-02', 50, { night: true, notWoken: ['  Tama\n'] }));
    results = withDrill(results, drill('2026-11-02', 50));
    expect(results).toHaveLength(1);
    expect(results[0]?.notWoken).toEqual(['Tama']);
    for (let day = 1; day <= MAX_KEPT_DRILLS + 3; day += 1) {
      results = withDrill(results, drill(`2025-01-${String(day).padStart(2, '0')}`, day));
    }
    expect(results).toHaveLength(MAX_KEPT_DRILLS);
    expect(results.at(-1)?.date).toBe('2026-11-02');
  });
  it('refuses a drill without a real date', () => {
    expect(withDrill([], drill('2026-02-30', 50))).toEqual([]);
  });
  it('bounds a typed name', () => {
    expect(cleanName(`  ${'x'.repeat(80)} `)).toHaveLength(40);
    expect(cleanName('Tama\u0000\u202e')).toBe('Tama');
  });
});

describe('the stopwatch', () => {
  it('shows minutes and seconds', () => {
    expect(formatStopwatch(0)).toBe('0:00');
    expect(formatStopwatch(65_999)).toBe('1:05');
    expect(formatStopwatch(600_000)).toBe('10:00');
  });
  it('is read out every 30 s up to 2 minutes, every minute after, never every second', () => {
    const spoken: number[] = [];
    for (let ms = 250; ms <= 300_000; ms += 250) {
      const second = announcementBetween(ms - 250, ms);
      if (second !== null) spoken.push(second);
    }
    expect(spoken).toEqual([30, 60, 90, 120, 180, 240, 300]);
  });
  it('a slow tick that skips seconds still reads out the mark it passed', () => {
    expect(announcementBetween(29_000, 31_500)).toBe(30);
    expect(announcementBetween(31_000, 59_000)).toBeNull();
  });
});

describe('a drill kept running across a reload', () => {
  const drill = { startedAt: '2026-11-23T07:10:00.000Z', night: false };
  const start = Date.parse(drill.startedAt);
  it('runs on from its start', () => {
    expect(runningDrillElapsed(drill, start)).toBe(0);
    expect(runningDrillElapsed(drill, start + 47_000)).toBe(47_000);
    expect(runningDrillElapsed(drill, start + MAX_DRILL_MS)).toBe(MAX_DRILL_MS);
  });
  it('does not come back after the hour the stopwatch counts, from the future, or unreadable', () => {
    expect(runningDrillElapsed(drill, start + MAX_DRILL_MS + 1)).toBeNull();
    expect(runningDrillElapsed(drill, start + 3 * 24 * 3600_000)).toBeNull();
    expect(runningDrillElapsed(drill, start - 1000)).toBeNull();
    expect(runningDrillElapsed({ ...drill, startedAt: 'yesterday' }, start)).toBeNull();
  });
});

describe('what a night drill leaves for those it did not wake', () => {
  const details: PlanDetails = {
    people: [
      { id: 'p1', name: 'Sam', needsHelp: false },
      { id: 'p2', name: 'Nana', needsHelp: true, needs: ['moves-slowly'], helperId: 'p1' },
      { id: 'p3', name: 'Koro', needsHelp: true },
    ],
  };

  it('someone named to get them out practises waking them; anyone else needs a waker chosen', () => {
    expect(nightDrillFollowUps(['nana ', 'Koro', 'Tama'], details)).toEqual([
      { kind: 'practise-waking', name: 'nana ', helper: 'Sam' },
      { kind: 'choose-waker', name: 'Koro' },
      { kind: 'choose-waker', name: 'Tama' },
    ]);
  });

  it('without a household every one needs a waker chosen', () => {
    expect(nightDrillFollowUps(['Nana'], undefined)).toEqual([
      { kind: 'choose-waker', name: 'Nana' },
    ]);
  });
});
