import { useTranslation } from 'react-i18next';
import { FENZ_ADVICE_URL } from '../../content/home-visit';
import { VisitPhone } from './visit-callout';

/**
 * The fire-safety advice banner (spec 4): shown where the plan's findings ask for advice (a way
 * out or the alarms not sorted: asksForAdvice).
 */
export function AdviceBanner() {
  const { t } = useTranslation(['plan', 'common']);
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
