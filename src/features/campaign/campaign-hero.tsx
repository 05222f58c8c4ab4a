import { useTranslation } from 'react-i18next';
import { scrollToElement } from './smooth-scroll';

export const BUYING_ANCHOR = 'buying';
export const MAINTENANCE_ANCHOR = 'maintenance';
export const ESCAPE_ANCHOR = 'escape';

export function CampaignHero() {
  const { t } = useTranslation('campaign');
  return (
    <section className="campaign-hero" aria-labelledby="campaign-title">
      <div className="campaign-hero__content">
        <p className="campaign-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="campaign-title">{t('hero.title')}</h1>
        <p className="campaign-hero__body">{t('hero.body')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            const target = document.getElementById(BUYING_ANCHOR);
            if (target) scrollToElement(target);
          }}
        >
          {t('hero.scroll')}
        </button>
      </div>
      <img
        fetchPriority="low"
        className="campaign-hero__image"
        src="/icons/smoke-alarm.svg"
        alt=""
        width={160}
        height={160}
      />
    </section>
  );
}
