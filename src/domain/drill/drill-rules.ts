// The fire drill's rules: the 2-minute target, when the next drill is due, the to-dos a night
// drill leaves, and when the running stopwatch is read out to screen readers.
import { addMonths, daysBetween, isCalendarDate, type CalendarDate } from '../shared/calendar-date';

/** From the alarm to everyone at the meeting place: a house fire can kill in under 3 minutes. */
export const DRILL_TARGET_MS = 2 * 60 * 1000;
/** Practise every 6 months … */
export const DRILL_INTERVAL_MONTHS = 6;
/** … or a month after a drill slower than the target. */
const SLOW_DRILL_RETRY_MONTHS = 1;
/** The device keeps this many drills; older ones fall off (storage stays bounded). */
export const MAX_KEPT_DRILLS = 24;
/** A first name typed for the night drill: short and plain. */
export const MAX_NAME_LENGTH = 40;
export const MAX_NAMES = 20;
/** A stopwatch left running (a forgotten drill) stops counting here: 1 hour. */
export const MAX_DRILL_MS = 60 * 60 * 1000;

export interface DrillResult {
  /** Made on the device; unique among the kept drills. */
  id: string;
  /** The day of the drill on the device's calendar. */
  date: CalendarDate;
  /** When the alarm went, ISO 8601 (for the time of day shown in the history). */
  startedAt: string;
  /** From the alarm to everyone at the meeting place. */
  durationMs: number;
  /** A night drill: the alarm went while people were asleep. */
  night: boolean;
  /** Night drill: the people the alarm did not wake. */
  notWoken: string[];
}

export function isSlowDrill(result: Pick<DrillResult, 'durationMs'>): boolean {
  return result.durationMs > DRILL_TARGET_MS;
}

/** The most recent drill (by date, then start time), or undefined before the first. */
function latestDrill(results: readonly DrillResult[]): DrillResult | undefined {
  return [...results].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startedAt.localeCompare(b.startedAt),
  )[results.length - 1];
}

/** The day the next drill is due: 6 months after the last, 1 month after a slow one. */
export function nextDrillDue(results: readonly DrillResult[]): CalendarDate | null {
  const last = latestDrill(results);
  if (!last) return null;
  return addMonths(last.date, isSlowDrill(last) ? SLOW_DRILL_RETRY_MONTHS : DRILL_INTERVAL_MONTHS);
}

export type DrillSchedule =
  | { status: 'never' }
  | { status: 'due'; due: CalendarDate; overdueDays: number; slow: boolean }
  | { status: 'scheduled'; due: CalendarDate; slow: boolean };

/** Where the household stands today: never drilled, due (or overdue), or next due on a date. */
export function drillSchedule(results: readonly DrillResult[], today: CalendarDate): DrillSchedule {
  const last = latestDrill(results);
  const due = nextDrillDue(results);
  if (!last || !due) return { status: 'never' };
  const slow = isSlowDrill(last);
  const daysLeft = daysBetween(today, due);
  return daysLeft <= 0
    ? { status: 'due', due, overdueDays: Math.max(0, -daysLeft), slow }
    : { status: 'scheduled', due, slow };
}

/**
 * The checklist's night-drill to-dos: each person the latest night drill did not wake needs
 * someone chosen to wake them. A later night drill that woke everyone clears them.
 */
export function nightDrillTodos(results: readonly DrillResult[]): string[] {
  const lastNight = latestDrill(results.filter((result) => result.night));
  return lastNight ? uniqueNames(lastNight.notWoken) : [];
}

/** A typed name, trimmed, on one line and bounded; empty when nothing usable was typed. */
export function cleanName(typed: string): string {
  return typed
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
}

/** Names cleaned, blanks dropped, the same name (ignoring case) kept once, at most MAX_NAMES. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const typed of names) {
    const name = cleanName(typed);
    const key = name.toLocaleLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept.slice(0, MAX_NAMES);
}

/** A drill whose stopwatch is running, kept on the device so a reload does not lose it. */
export interface RunningDrill {
  /** When the alarm went, ISO 8601 (the wall clock: it outlives the page's monotonic clock). */
  startedAt: string;
  night: boolean;
}

/**
 * How long a kept running drill has been going at `nowMs` (the device's wall clock), or null when
 * it should not come back: one started longer ago than the stopwatch counts (MAX_DRILL_MS, a
 * forgotten drill, dropped quietly), one that starts in the future (the clock was set back) or
 * one whose start cannot be read.
 */
export function runningDrillElapsed(drill: RunningDrill, nowMs: number): number | null {
  const elapsed = nowMs - Date.parse(drill.startedAt);
  return Number.isFinite(elapsed) && elapsed >= 0 && elapsed <= MAX_DRILL_MS ? elapsed : null;
}

/** Adds a drill, newest kept, at most MAX_KEPT_DRILLS, names cleaned; a repeated id is ignored. */
export function withDrill(results: readonly DrillResult[], drill: DrillResult): DrillResult[] {
  if (!isCalendarDate(drill.date) || results.some((kept) => kept.id === drill.id)) {
    return [...results];
  }
  const clean: DrillResult = {
    ...drill,
    durationMs: Math.min(Math.max(0, Math.round(drill.durationMs)), MAX_DRILL_MS),
    notWoken: drill.night ? uniqueNames(drill.notWoken) : [],
  };
  return [...results, clean]
    .sort((a, b) => a.date.localeCompare(b.date) || a.startedAt.localeCompare(b.startedAt))
    .slice(-MAX_KEPT_DRILLS);
}

/** Minutes and seconds of a stopwatch: 65 000 ms is { minutes: 1, seconds: 5 }. */
export function stopwatchParts(ms: number): { minutes: number; seconds: number } {
  const total = Math.floor(Math.max(0, ms) / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/** "1:05". */
export function formatStopwatch(ms: number): string {
  const { minutes, seconds } = stopwatchParts(ms);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Read out every 30 s up to the target and every minute after it (not every second). */
const ANNOUNCE_EVERY_S = 30;
const ANNOUNCE_EVERY_AFTER_TARGET_S = 60;

/**
 * The elapsed whole second to read out when the stopwatch moves from `before` to `now` (ms), or
 * null when nothing is due. Crossing the 2-minute target is always read out.
 */
export function announcementBetween(beforeMs: number, nowMs: number): number | null {
  const targetS = DRILL_TARGET_MS / 1000;
  const before = Math.floor(beforeMs / 1000);
  const now = Math.floor(nowMs / 1000);
  for (let second = now; second > before; second -= 1) {
    const step = second > targetS ? ANNOUNCE_EVERY_AFTER_TARGET_S : ANNOUNCE_EVERY_S;
    if (second === targetS || second % step === 0) return second;
  }
  return null;
}
