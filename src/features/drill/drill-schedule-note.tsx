import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { localDate } from '../../domain/shared/calendar-date';
import { drillSchedule } from '../../domain/drill/drill-rules';
import { selectDrillResults } from '../../state/drill/drill-slice';
import { useFormatDate } from '../../components/use-format-date';

/** When the next drill is due: never drilled, due now, or a date (a month on after a slow one). */
export function DrillScheduleNote() {
  const { t } = useTranslation('drill');
  const formatDate = useFormatDate();
  const results = useAppSelector(selectDrillResults);
  const schedule = drillSchedule(results, localDate(new Date()));
  return (
    <div className="drill-schedule" data-testid="drill-schedule">
      {schedule.status === 'never' && <p>{t('due.never')}</p>}
      {schedule.status === 'due' && <p>{t('due.due')}</p>}
      {schedule.status === 'scheduled' && (
        <p>{t('due.scheduled', { date: formatDate(schedule.due) })}</p>
      )}
      {schedule.status !== 'never' && schedule.slow && <p>{t('due.slow')}</p>}
    </div>
  );
}
