import { useTranslation } from 'react-i18next';
import { TIPS, type TipKey } from '../content/tips';
import './shared-components.css';

/** The escape tips (spec: be fast, get low, close doors, get out, call 111), or a subset. */
export function TipsList({
  only,
  headingLevel = 2,
}: {
  only?: readonly TipKey[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('shared');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ItemHeading = headingLevel === 2 ? 'h3' : 'h4';
  const tips = only ? TIPS.filter((tip) => only.includes(tip.key)) : TIPS;
  return (
    <section className="tips-list" aria-labelledby="tips-list-title">
      <Heading id="tips-list-title">{t('tips.title')}</Heading>
      <ul>
        {tips.map((tip) => (
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
