import { useTranslation } from 'react-i18next';
import { dateParts, type CalendarDate } from '../domain/shared/calendar-date';
import type { TextKey } from '../vocabulary/text-keys';

/** The month names' keys, January first (a typed map: a missing month fails the typecheck). */
const MONTH_KEYS = [
  'months.1',
  'months.2',
  'months.3',
  'months.4',
  'months.5',
  'months.6',
  'months.7',
  'months.8',
  'months.9',
  'months.10',
  'months.11',
  'months.12',
] as const satisfies readonly TextKey<'drill'>[];

/** '2027-05-23' as "23 May 2027" or "23 Haratua 2027" (Māori month names, as FENZ writes them). */
export function useFormatDate(): (date: CalendarDate) => string {
  const { t } = useTranslation('drill');
  return (date) => {
    const { year, month, day } = dateParts(date);
    const monthKey = MONTH_KEYS[month - 1];
    return monthKey ? t('date', { day, month: t(monthKey), year }) : date;
  };
}
