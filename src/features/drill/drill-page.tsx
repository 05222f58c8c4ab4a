import { useTranslation } from 'react-i18next';
import { CalendarReminders } from './calendar-reminders';
import { DrillHistory } from './drill-history';
import { DrillRunner } from './drill-runner';
import { DrillScheduleNote } from './drill-schedule-note';
import { NightDrillTodos } from './night-drill-todos';
import { PlanSummary } from './plan-summary';
import '../../components/shared-components.css';
import './drill.css';

/** /drill: practise the plan against the clock; everything stays on the device and works offline. */
export default function DrillPage() {
  const { t } = useTranslation('drill');
  return (
    <div className="drill-page">
      <div className="drill-page__body">
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
        <DrillScheduleNote />
        <PlanSummary />
        <DrillRunner />
        <NightDrillTodos />
        <DrillHistory />
        <CalendarReminders />
      </div>
    </div>
  );
}
