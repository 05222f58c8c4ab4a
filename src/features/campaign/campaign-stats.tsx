import { useTranslation } from 'react-i18next';

// Each figure is spoken in words (a screen reader would read "3:00" as a time of day) and comes
// with the fact sentence it stands for, stated once under facts.*.
const STATS = [
  { key: 'three-minutes', fact: 'kill-in-three-minutes' },
  { key: 'four-times', fact: 'four-times' },
] as const;

export function CampaignStats() {
  const { t } = useTranslation('campaign');
  return (
    <section className="campaign-stats" aria-labelledby="campaign-stats-title">
      <h2 id="campaign-stats-title">{t('stats.title')}</h2>
      <ul className="campaign-stats__list">
        {STATS.map(({ key, fact }) => (
          <li key={key} className="campaign-stats__item">
            <p className="campaign-stats__figure">
              <span aria-hidden="true">{t(`stats.${key}.figure`)}</span>
              <span className="visually-hidden">{t(`stats.${key}.spoken`)}</span>
            </p>
            <p>{t(`facts.${fact}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
