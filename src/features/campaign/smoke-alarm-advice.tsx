// The buying and placement advice, shown on the campaign page and the buying guide.
import { useTranslation } from 'react-i18next';
import { Accordion } from './accordion';

const BUYING_PANELS = ['photoelectric', 'long-life', 'interconnected'] as const;
// 'renting': what a landlord must provide and a tenant must do.
const PLACEMENT_PANELS = [
  'bedrooms',
  'hallways',
  'living-areas',
  'bedroom-doors',
  'ceiling',
  'renting',
] as const;

export function BuyingAdvice({ headingId }: { headingId: string }) {
  const { t } = useTranslation('campaign');
  return (
    <div className="campaign-block">
      <h2 id={headingId}>{t('buying.title')}</h2>
      <p>{t('buying.intro')}</p>
      <Accordion
        items={BUYING_PANELS.map((panel) => ({
          id: panel,
          title: t(`buying.${panel}.title`),
          body: <p>{t(`buying.${panel}.body`)}</p>,
        }))}
      />
    </div>
  );
}

export function PlacementAdvice() {
  const { t } = useTranslation('campaign');
  return (
    <div className="campaign-block">
      <h2>{t('placement.title')}</h2>
      <p>{t('placement.intro')}</p>
      <figure className="placement-diagram">
        <img
          src="/images/campaign/alarm-placement.svg"
          alt={t('alt.placement-diagram')}
          width={480}
          height={300}
          loading="lazy"
        />
        <figcaption>{t('placement.diagram-caption')}</figcaption>
      </figure>
      <Accordion
        items={PLACEMENT_PANELS.map((panel) => ({
          id: panel,
          title: t(`placement.${panel}.title`),
          // The 3-metre rule is a fact stated once (facts.bedroom-doors) and reused here.
          body: (
            <p>
              {t(panel === 'bedroom-doors' ? 'facts.bedroom-doors' : `placement.${panel}.body`)}
            </p>
          ),
        }))}
      />
    </div>
  );
}
