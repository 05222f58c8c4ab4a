import { useTranslation } from 'react-i18next';
import { TIPS } from '../content/tips';
import './shared-components.css';

/** The escape tips (spec: be fast, get low, close doors, get out, call 111). */
export function TipsList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('shared');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ItemHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="tips-list" aria-labelledby="tips-list-title">
      <Heading id="tips-list-title">{t('tips.title')}</Heading>
      <ul>
        {TIPS.map((tip) => (
          <li key={tip.key} className="tips-list__item">
            <img src={`/icons/${tip.icon}.svg`} alt="" width={48} height={48} loading="lazy" />
            <div>
              <ItemHeading>{t(`tips.${tip.key}.title`)}</ItemHeading>
              <p>{t(`tips.${tip.key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
