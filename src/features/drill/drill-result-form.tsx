import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { localDate } from '../../domain/shared/calendar-date';
import {
  MAX_NAMES,
  MAX_NAME_LENGTH,
  cleanName,
  formatStopwatch,
  isSlowDrill,
  uniqueNames,
} from '../../domain/drill/drill-rules';
import { selectHouseholdPeople } from '../../state/plan/plan-selectors';
import { rememberSleepers, saveDrill } from '../../state/drill/drill-actions';
import { selectSleepers } from '../../state/drill/drill-slice';
import { usePlanContext } from '../../state/plan/use-plan-context';
import { useLeaveAfterPaint } from '../../lib/leave-after-paint';

function newDrillId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

/** Night drill: the people asleep (typed here, remembered for next time) and who did not wake. */
function NotWokenFields({
  people,
  notWoken,
  everyoneWoke,
  onPeopleChange,
  onNotWokenChange,
  onEveryoneWoke,
}: {
  people: string[];
  notWoken: string[];
  everyoneWoke: boolean;
  onPeopleChange: (people: string[]) => void;
  onNotWokenChange: (names: string[]) => void;
  onEveryoneWoke: (woke: boolean) => void;
}) {
  const { t } = useTranslation('drill');
  const id = useId();
  const [typed, setTyped] = useState('');
  const add = () => {
    const name = cleanName(typed);
    if (!name) return;
    onPeopleChange(uniqueNames([...people, name]));
    setTyped('');
  };
  return (
    <fieldset className="drill-not-woken" aria-describedby={`${id}-hint`}>
      <legend>{t('not-woken.legend')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('not-woken.hint')}
      </p>
      {people.length === 0 && <p>{t('not-woken.empty')}</p>}
      <ul className="drill-not-woken__people">
        {people.map((person, index) => (
          <li key={person} className="drill-option">
            <input
              id={`${id}-person-${index}`}
              type="checkbox"
              checked={notWoken.includes(person)}
              onChange={(event) =>
                onNotWokenChange(
                  event.target.checked
                    ? [...notWoken, person]
                    : notWoken.filter((name) => name !== person),
                )
              }
            />
            <label htmlFor={`${id}-person-${index}`}>{person}</label>
          </li>
        ))}
        {/* An answer of its own: until one is given, nothing is praised. */}
        <li className="drill-option">
          <input
            id={`${id}-everyone`}
            type="checkbox"
            checked={everyoneWoke}
            onChange={(event) => onEveryoneWoke(event.target.checked)}
          />
          <label htmlFor={`${id}-everyone`}>{t('not-woken.everyone')}</label>
        </li>
      </ul>
      {people.length < MAX_NAMES && (
        <div className="field drill-not-woken__add">
          <label htmlFor={`${id}-add`}>{t('not-woken.add-label')}</label>
          <span className="drill-not-woken__add-row">
            <input
              id={`${id}-add`}
              type="text"
              autoComplete="off"
              maxLength={MAX_NAME_LENGTH}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <button type="button" className="button button--secondary" onClick={add}>
              {t('not-woken.add')}
            </button>
          </span>
        </div>
      )}
    </fieldset>
  );
}

/** After the drill: the time against the target, who did not wake (night), save or not. */
export function DrillResultForm({
  startedAt,
  durationMs,
  night,
  onDone,
}: {
  startedAt: Date;
  durationMs: number;
  night: boolean;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('drill');
  const context = usePlanContext();
  const id = useId();
  const dispatch = useAppDispatch();
  const sleepers = useAppSelector(selectSleepers);
  const household = useAppSelector(selectHouseholdPeople);
  // The plan's household first, then anyone typed at an earlier night drill.
  const [people, setPeople] = useState<string[]>(() =>
    uniqueNames([...household.map((person) => person.name), ...sleepers]).slice(0, MAX_NAMES),
  );
  const [notWoken, setNotWoken] = useState<string[]>([]);
  const [everyoneWoke, setEveryoneWoke] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const slow = isSlowDrill({ durationMs });
  const sleptThrough = night && notWoken.some((name) => people.includes(name));
  // A fast night drill is praised only once "who didn't wake up?" has an answer (names, or
  // everyone woke); a slow one is said at once.
  const answered = !night || everyoneWoke || sleptThrough;

  // Saving puts the drill in the record and the form away: the Save button shows it was heard in
  // the tap's own frame, the record follows in the next (lib/leave-after-paint, issue 54).
  const leave = useLeaveAfterPaint();
  const save = (event: FormEvent) => {
    event.preventDefault();
    leave(event, () => {
      dispatch(
        saveDrill({
          id: newDrillId(),
          date: localDate(startedAt),
          startedAt: startedAt.toISOString(),
          durationMs,
          night,
          notWoken: night ? notWoken.filter((name) => people.includes(name)) : [],
        }),
      );
      if (night) dispatch(rememberSleepers(people));
      onDone(true);
    });
  };

  return (
    <form className="drill-result" aria-labelledby={`${id}-title`} onSubmit={save}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('result.title')}
      </h3>
      <p>{t('result.time', { time: formatStopwatch(durationMs), context })}</p>
      {night && (
        <NotWokenFields
          people={people}
          notWoken={notWoken}
          everyoneWoke={everyoneWoke}
          onPeopleChange={setPeople}
          onNotWokenChange={(names) => {
            setNotWoken(names);
            if (names.length > 0) setEveryoneWoke(false);
          }}
          onEveryoneWoke={(woke) => {
            setEveryoneWoke(woke);
            if (woke) setNotWoken([]);
          }}
        />
      )}
      {/* Said once who didn't wake is answered: no praise while someone slept through the alarm. */}
      <p
        className={slow ? 'drill-result__slow' : 'drill-result__fast'}
        aria-live="polite"
        data-testid="drill-verdict"
      >
        {slow
          ? t('result.slow')
          : answered && t(sleptThrough ? 'result.fast-not-everyone' : 'result.fast')}
      </p>
      <p className="drill-result__actions">
        <button type="submit" className="button button--primary">
          {t('save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(false)}>
          {t('discard')}
        </button>
      </p>
    </form>
  );
}
