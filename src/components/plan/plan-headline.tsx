import { useTranslation } from 'react-i18next';
import type { PlanAssessment } from '../../domain/plan/assessment';

/**
 * The plan's headline: the page's own words when nothing is left to sort, else how many things
 * stand between the plan and "ready" (never "ready" beside a step that says otherwise).
 */
export function usePlanHeadline(assessment: PlanAssessment, ready: string): string {
  const { t } = useTranslation('plan');
  return assessment.open === 0 ? ready : t('assessment.open', { count: assessment.open });
}

/** Under a headline that is not "ready": where the steps say what is left. */
export function PlanOpenLead({ assessment }: { assessment: PlanAssessment }) {
  const { t } = useTranslation('plan');
  if (assessment.open === 0) return null;
  return (
    <p className="plan-open-lead" data-testid="plan-open-lead">
      {t('assessment.open-lead')}
    </p>
  );
}
