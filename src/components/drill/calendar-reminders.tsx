import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { dateParts, localDate } from '../../domain/shared/calendar-date';
import { nextDrillDue } from '../../domain/drill/drill-rules';
import { EARLIEST_FITTED_YEAR, isFittedYear } from '../../domain/drill/reminders';
import type { CalendarText } from '../../domain/drill/reminders-ics';
import {
  fittedYearChosen,
  selectDrillResults,
  selectFittedYear,
} from '../../state/drill/drill-slice';
import '../shared-components.css';
import './calendar-reminders.css';

type Status = 'idle' | 'invalid' | 'done' | 'failed';

/** Hands a file to the browser to save or open (a calendar app takes .ics files from here). */
function offerFile(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * "Add reminders to my calendar": an .ics file made on the device, in the page's language. The
 * calendar code (the `ics` library) loads only when the button is pressed.
 */
export function CalendarReminders({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('drill');
  const id = useId();
  const dispatch = useAppDispatch();
  const results = useAppSelector(selectDrillResults);
  const savedYear = useAppSelector(selectFittedYear);
  const [typedYear, setTypedYear] = useState(savedYear === null ? '' : String(savedYear));
  const [status, setStatus] = useState<Status>('idle');
  const [busy, setBusy] = useState(false);
  const today = localDate(new Date());
  const thisYear = dateParts(today).year;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const make = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = typedYear.trim();
    const year = trimmed === '' ? null : Number(trimmed);
    if (year !== null && !(/^\d{4}$/.test(trimmed) && isFittedYear(year, today))) {
      setStatus('invalid');
      return;
    }
    dispatch(fittedYearChosen(year));
    setBusy(true);
    try {
      const { remindersCalendar, ICS_MEDIA_TYPE } =
        await import('../../domain/drill/reminders-ics');
      const text = t('calendar', { returnObjects: true }) as unknown as CalendarText;
      const file = remindersCalendar(
        { today, drillDue: nextDrillDue(results), fittedYear: year },
        text,
      );
      offerFile(file, text.filename, ICS_MEDIA_TYPE);
      setStatus('done');
    } catch {
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  };

  const invalid = status === 'invalid';
  return (
    <section className="drill-section calendar-reminders" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t('reminders.title')}</Heading>
      <p>{t('reminders.lead')}</p>
      <form onSubmit={make} noValidate>
        <div className="field">
          <label htmlFor={`${id}-year`}>{t('reminders.fitted-label')}</label>
          <input
            id={`${id}-year`}
            className="calendar-reminders__year"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={typedYear}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-year-hint${invalid ? ` ${id}-year-error` : ''}`}
            onChange={(event) => setTypedYear(event.target.value)}
          />
          <p id={`${id}-year-hint`} className="field__hint">
            {t('reminders.fitted-hint')}
          </p>
          {invalid && (
            <p id={`${id}-year-error`} className="field__error" role="alert">
              {t('reminders.fitted-error', { from: EARLIEST_FITTED_YEAR, to: thisYear })}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('reminders.button')}
        </button>
      </form>
      <p role="status" className="calendar-reminders__status">
        {status === 'done' && t('reminders.done')}
      </p>
      {status === 'failed' && <p role="alert">{t('reminders.failed')}</p>}
    </section>
  );
}
