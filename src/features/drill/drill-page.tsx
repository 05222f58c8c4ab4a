import { useTranslation } from 'react-i18next';
import { useAnswersPending } from '../../state/page-readiness';
import { PageShell } from '../../components/page-loader';
import { CalendarReminders } from '../../components/drill/calendar-reminders';
import { DrillHistory } from './drill-history';
import { DrillRunner } from './drill-runner';
import { DrillScheduleNote } from './drill-schedule-note';
import { NightDrillTodos } from '../../components/drill/night-drill-todos';
import { PlanSummary } from './plan-summary';
import '../../components/shared-components.css';
import './drill.css';
import { usePlanContext } from '../../state/plan/use-plan-context';

/**
 * /drill: practise the plan against the clock; everything stays on the device and works offline.
 * The plan and the past drills are stored on the device, so the prerender (and hydration) draw the
 * page's shell; the drill comes once they are back.
 */
export default function DrillPage() {
  return useAnswersPending() ? <PageShell /> : <Drill />;
}

function Drill() {
  const { t } = useTranslation('drill');
  const context = usePlanContext();
  return (
    <div className="drill-page">
      <div className="drill-page__body">
        <h1>{t('title')}</h1>
        <p>{t('lead', { context })}</p>
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
