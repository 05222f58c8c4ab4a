import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_DRILL_MS, announcementBetween } from '../../domain/drill/drill-rules';

/** The display is redrawn four times a second (whole seconds never lag by more than 0.25 s). */
const TICK_MS = 250;

export interface Stopwatch {
  running: boolean;
  elapsedMs: number;
  /** The whole second last read out to screen readers (every 30 s, then every minute). */
  announcedSecond: number | null;
  /** Starts from zero, or from `fromMs` already gone (a drill kept across a reload). */
  start(fromMs?: number): void;
  /** Stops and returns the elapsed time. */
  stop(): number;
  reset(): void;
}

/** A stopwatch on the monotonic clock (a clock change mid-drill does not skew it). */
export function useStopwatch(): Stopwatch {
  const startedAt = useRef<number | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [running, setRunning] = useState(false);
  const [announcedSecond, setAnnouncedSecond] = useState<number | null>(null);

  useEffect(() => {
    if (!running) return;
    // From where it starts (not 0), so a resumed drill does not read out a mark it passed before.
    let previous = startedAt.current === null ? 0 : performance.now() - startedAt.current;
    const timer = window.setInterval(() => {
      if (startedAt.current === null) return;
      const now = Math.min(performance.now() - startedAt.current, MAX_DRILL_MS);
      const second = announcementBetween(previous, now);
      if (second !== null) setAnnouncedSecond(second);
      previous = now;
      setElapsedMs(now);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback((fromMs = 0) => {
    const from = Math.min(Math.max(0, fromMs), MAX_DRILL_MS);
    startedAt.current = performance.now() - from;
    setElapsedMs(from);
    setAnnouncedSecond(null);
    setRunning(true);
  }, []);
  const stop = useCallback(() => {
    const elapsed =
      startedAt.current === null
        ? 0
        : Math.min(performance.now() - startedAt.current, MAX_DRILL_MS);
    startedAt.current = null;
    setElapsedMs(elapsed);
    setRunning(false);
    return elapsed;
  }, []);
  const reset = useCallback(() => {
    startedAt.current = null;
    setElapsedMs(0);
    setAnnouncedSecond(null);
    setRunning(false);
  }, []);
  return { running, elapsedMs, announcedSecond, start, stop, reset };
}
