// The five maintenance habits and the home fire-safety facts, on the campaign page and the
// maintenance page.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';

const MAINTENANCE = [
  { key: 'test-monthly', icon: 'smoke-alarm-test' },
  { key: 'dust', icon: 'dust' },
  { key: 'expiry', icon: 'calendar' },
  { key: 'battery', icon: 'battery-9v' },
  { key: 'replace', icon: 'smoke-alarm' },
] as const;

// Each heading groups the facts (spec section 1) a householder looks for about that hazard.
const HOME_SAFETY = [
  { key: 'heaters', icon: 'heater', facts: ['heater-distance'] },
  { key: 'gas-heaters', icon: 'gas-heater', facts: ['gas-heater-service'] },
  { key: 'blankets', icon: 'blanket', facts: ['blanket-age', 'blanket-test'] },
  { key: 'ashes', icon: 'ashes', facts: ['ashes'] },
] as const;

export function MaintenanceBlocks({ headingId }: { headingId: string }) {
  const { t } = useTranslation('campaign');
  return (
    <div className="campaign-block">
      <h2 id={headingId}>{t('maintenance.title')}</h2>
      <p>{t('maintenance.intro')}</p>
      <ul className="maintenance-blocks">
        {MAINTENANCE.map(({ key, icon }) => (
          <li key={key} className="maintenance-blocks__item">
            <img fetchPriority="low" src={`/icons/${icon}.svg`} alt="" width={48} height={48} />
            <h3>{t(`maintenance.${key}.title`)}</h3>
            <p>{t(`maintenance.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HomeSafetyFacts() {
  const { t } = useTranslation('campaign');
  const { to } = useLanguage();
  return (
    <div className="campaign-block">
      <h2>{t('home-safety.title')}</h2>
      <ul className="home-safety">
        {HOME_SAFETY.map(({ key, icon, facts }) => (
          <li key={key} className="home-safety__item">
            <img fetchPriority="low" src={`/icons/${icon}.svg`} alt="" width={40} height={40} />
            <div>
              <h3>{t(`home-safety.${key}`)}</h3>
              {facts.map((fact) => (
                <p key={fact}>{t(`facts.${fact}`)}</p>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <Link className="button button--secondary" to={to(paths.quiz('begin'))}>
        {t('home-safety.quiz-link')}
      </Link>
    </div>
  );
}
