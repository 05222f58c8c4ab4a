import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import {
  DRILL_TARGET_MS,
  formatStopwatch,
  runningDrillElapsed,
  stopwatchParts,
} from '../../domain/drill/drill-rules';
import { canPlayAlarm, startAlarmSound, type AlarmSound } from './alarm-sound';
import { DrillResultForm } from './drill-result-form';
import { drillStarted, runningDrillEnded, selectRunningDrill } from '../../state/drill/drill-slice';
import { useStopwatch } from './use-stopwatch';
import { useWakeLock } from './use-wake-lock';
import { actAfterPaint } from '../../lib/leave-after-paint';
import { usePlanContext } from '../../state/plan/use-plan-context';
import { useWhenSavedOnDevice } from '../../state/saved-on-device';

type Phase = 'ready' | 'running' | 'finished';

function Announcement({ second }: { second: number | null }) {
  const { t } = useTranslation('drill');
  if (second === null) return null;
  const { minutes, seconds } = stopwatchParts(second * 1000);
  return second * 1000 === DRILL_TARGET_MS
    ? t('announce-target')
    : t('announce', { minutes, seconds });
}

/** A checkbox with its note (a hint, or a warning shown in the brand colour). */
function DrillOption({
  label,
  note,
  warning = false,
  checked,
  onChange,
}: {
  label: string;
  note: string;
  warning?: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="drill-option">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-note`}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-note`} className={warning ? 'drill-option__warning' : 'field__hint'}>
        {note}
      </p>
    </div>
  );
}

/**
 * The drill: options, Start, the large stopwatch while it runs, and the result afterwards. A
 * running drill is kept in the store (persisted), so after a reload it runs on from its start;
 * the practice sound is not started again (only a tap may start it, and a reload should not make
 * a loud noise). A drill kept for longer than the stopwatch counts (1 hour) is dropped quietly.
 */
export function DrillRunner() {
  const { t } = useTranslation('drill');
  const context = usePlanContext();
  const id = useId();
  const dispatch = useAppDispatch();
  const kept = useAppSelector(selectRunningDrill);
  // Read once, on the first draw: the drill page draws only once the stored state is back.
  const [resumed] = useState(() => {
    const elapsedMs = kept ? runningDrillElapsed(kept, Date.now()) : null;
    return kept && elapsedMs !== null ? { ...kept, elapsedMs } : null;
  });
  const [phase, setPhase] = useState<Phase>(resumed ? 'running' : 'ready');
  const [night, setNight] = useState(resumed?.night ?? false);
  const [sound, setSound] = useState(false);
  const [startedAt, setStartedAt] = useState<Date | null>(
    resumed ? new Date(resumed.startedAt) : null,
  );
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const whenSavedOnDevice = useWhenSavedOnDevice();
  const stopwatch = useStopwatch();
  const alarm = useRef<AlarmSound | null>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wakeLock = useWakeLock(phase === 'running');

  const silence = () => {
    alarm.current?.stop();
    alarm.current = null;
  };
  useEffect(() => silence, []);
  useEffect(() => {
    if (resumed) stopwatch.start(resumed.elapsedMs);
    else if (kept) dispatch(runningDrillEnded());
    // Once, on the first draw (what was kept when the page loaded).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // The stopwatch fills the top of the screen; the stop button is ready for the tap.
    if (phase !== 'running') return;
    panel.current?.scrollIntoView({ block: 'start' });
    stopButton.current?.focus({ preventScroll: true });
  }, [phase]);

  const start = () => {
    const now = new Date();
    setSavedAt(null);
    setStartedAt(now);
    dispatch(drillStarted({ startedAt: now.toISOString(), night }));
    stopwatch.start();
    if (sound) alarm.current = startAlarmSound();
    setPhase('running');
  };
  const stop = (event: MouseEvent<HTMLButtonElement>) => {
    // The time and the alarm stop at the tap; the result form, with its words and fields, is
    // drawn in the frame after it (lib/leave-after-paint, issue 54).
    stopwatch.stop();
    silence();
    actAfterPaint(event.currentTarget, () => {
      dispatch(runningDrillEnded());
      setPhase('finished');
    });
  };
  const cancel = () => {
    stopwatch.reset();
    dispatch(runningDrillEnded());
    silence();
    setPhase('ready');
  };
  const finished = (saved: boolean) => {
    stopwatch.reset();
    setPhase('ready');
    setSavedAt(null);
    // "Saved on this device" once it is written there (a moment after the tap).
    if (saved) void whenSavedOnDevice().then(() => setSavedAt(Date.now()));
    window.setTimeout(() => startButton.current?.focus(), 0);
  };

  const overTarget = stopwatch.elapsedMs > DRILL_TARGET_MS;
  const progress = Math.min(1, stopwatch.elapsedMs / DRILL_TARGET_MS);

  return (
    <section className="drill-section drill-runner" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={phase === 'running' ? 'visually-hidden' : undefined}>
        {t('start')}
      </h2>
      <p className="drill-runner__target">{t('target', { context })}</p>
      {phase === 'ready' && (
        <>
          <DrillOption
            label={t('night.label')}
            note={t('night.hint')}
            checked={night}
            onChange={setNight}
          />
          {canPlayAlarm() && (
            <DrillOption
              label={t('sound.label')}
              note={t('sound.warning')}
              warning
              checked={sound}
              onChange={setSound}
            />
          )}
          <button
            ref={startButton}
            type="button"
            className="button button--primary drill-runner__start"
            onClick={start}
          >
            {t('start')}
          </button>
          {savedAt !== null && (
            <p role="status" className="drill-runner__saved">
              {t('saved')}
            </p>
          )}
        </>
      )}
      {phase !== 'ready' && (
        <div className="drill-stopwatch-panel" ref={panel}>
          {phase === 'running' && <p className="drill-runner__running">{t('running')}</p>}
          {phase === 'running' && resumed && (
            <p className="field__hint drill-runner__resumed" data-testid="drill-resumed">
              {t('resumed')}
            </p>
          )}
          <p className="drill-stopwatch__label" id={`${id}-stopwatch`}>
            {t('stopwatch')}
          </p>
          <div
            role="timer"
            aria-labelledby={`${id}-stopwatch`}
            className={`drill-stopwatch${overTarget ? ' drill-stopwatch--over' : ''}`}
            data-testid="drill-stopwatch"
          >
            {formatStopwatch(stopwatch.elapsedMs)}
          </div>
          <div className="drill-stopwatch__bar" aria-hidden="true">
            <span style={{ transform: `scaleX(${progress})` }} />
          </div>
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            <Announcement second={stopwatch.announcedSecond} />
          </p>
          {phase === 'running' && (
            <>
              <p className="field__hint">
                {wakeLock === 'unavailable' ? t('awake-unavailable') : t('awake')}
              </p>
              <p className="drill-runner__actions">
                <button
                  ref={stopButton}
                  type="button"
                  className="button button--primary drill-runner__stop"
                  onClick={stop}
                >
                  {t('stop', { context })}
                </button>
                <button type="button" className="button button--secondary" onClick={cancel}>
                  {t('cancel')}
                </button>
              </p>
            </>
          )}
        </div>
      )}
      {phase === 'finished' && startedAt && (
        <DrillResultForm
          startedAt={startedAt}
          durationMs={stopwatch.elapsedMs}
          night={night}
          onDone={finished}
        />
      )}
    </section>
  );
}
