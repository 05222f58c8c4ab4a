import { useTranslation } from 'react-i18next';
import { HOME_VISIT_PHONE, FENZ_ADVICE_URL } from '../../content/home-visit';
import { homeVisitReasons } from '../../domain/plan/household-needs';
import type { PlanDetails } from '../../domain/plan/details';
import { planContext } from '../../domain/plan/setting';
import type { PlanAnswers } from '../../vocabulary/types';
import '../../components/plan/plan-summary.css';

/** "Call 0800 NZ FIRE: 0800 693 473", the number a tel: link. */
export function VisitPhone({ withStation = false }: { withStation?: boolean }) {
  const { t } = useTranslation('plan');
  return (
    <>
      {t('visit.phone')}{' '}
      <a className="visit-phone" href={HOME_VISIT_PHONE.tel}>
        {HOME_VISIT_PHONE.shown}
      </a>
      {withStation && <> {t('visit.station')}</>}
    </>
  );
}

/**
 * The free home fire safety visit, recommended near the top of the plan when its answers show
 * it is needed (homeVisitReasons): why, what the visit is, the number and FENZ's site. On
 * paper (`print`) in three lines: the title with the reasons beside it, the number, the site
 * as words. Nothing when it is not recommended.
 */
export function VisitCallout({
  answers,
  details,
  print = false,
}: {
  answers: PlanAnswers;
  details: PlanDetails | undefined;
  print?: boolean;
}) {
  const { t } = useTranslation(['plan', 'common']);
  const reasons = homeVisitReasons(answers, details);
  if (reasons.length === 0) return null;
  // Said to the one person who lives there, where they do.
  const context = planContext(answers, details);
  return (
    <aside
      className={`visit-callout${print ? ' visit-callout--print' : ''}`}
      aria-labelledby="visit-callout-title"
      data-testid="visit-callout"
    >
      <h2 id="visit-callout-title">{t('visit.title')}</h2>
      {!print && <p>{t('visit.lead', { context })}</p>}
      <ul className="visit-callout__reasons">
        {reasons.map((reason) => (
          <li key={reason}>{t(`visit.reasons.${reason}`, { context })}</li>
        ))}
      </ul>
      {!print && <p>{t('visit.body')}</p>}
      <p className="visit-callout__phone">
        <VisitPhone withStation />
        {print && <> {t('visit.web')}</>}
      </p>
      {!print && (
        <p>
          <a href={FENZ_ADVICE_URL} target="_blank" rel="noopener noreferrer">
            {t('visit.link')}
            <span className="visually-hidden"> {t('common:external-link')}</span>
          </a>
        </p>
      )}
    </aside>
  );
}
