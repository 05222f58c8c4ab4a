import { useTranslation } from 'react-i18next';
import { FENZ_ADVICE_URL } from '../../content/home-visit';
import { showsFireSafetyBanner } from '../../domain/plan/checklist';
import type { PlanDetails } from '../../domain/plan/details';
import type { PlanAnswers } from '../../vocabulary/types';
import { VisitPhone } from './visit-callout';

/** The fire-safety advice banner, shown unless alarms and ways out are sorted (spec 4). */
export function AdviceBanner({
  answers,
  details,
}: {
  answers: PlanAnswers;
  details?: PlanDetails;
}) {
  const { t } = useTranslation(['plan', 'common']);
  if (!showsFireSafetyBanner(answers, details)) return null;
  return (
    <aside className="advice-banner" aria-labelledby="advice-banner-title">
      <h2 id="advice-banner-title">{t('advice.title')}</h2>
      <p>{t('advice.body')}</p>
      <p>
        <VisitPhone withStation />
      </p>
      <a href={FENZ_ADVICE_URL} target="_blank" rel="noopener noreferrer">
        {t('advice.link')}
        <span className="visually-hidden"> {t('common:external-link')}</span>
      </a>
    </aside>
  );
}
