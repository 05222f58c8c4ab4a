import { useTranslation } from 'react-i18next';
import { dateParts, type CalendarDate } from '../domain/shared/calendar-date';

/** '2027-05-23' as "23 May 2027" or "23 Haratua 2027" (Māori month names, as FENZ writes them). */
export function useFormatDate(): (date: CalendarDate) => string {
  const { t } = useTranslation('drill');
  return (date) => {
    const { year, month, day } = dateParts(date);
    return t('date', { day, month: t(`months.${month}`), year });
  };
}
