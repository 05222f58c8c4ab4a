// The campaign banner on the home page. While the campaign runs it leads the page; after the end
// date it moves below the footer area (spec), through a portal into an element after #root.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isCampaignActive } from '../domain/campaign/campaign-window';
import { useLanguage } from '../lib/use-language';
import { paths } from '../routes';
import { useHydrated } from '../lib/use-hydrated';
import { PRERENDER_TIME } from '../lib/build-time';
import './campaign-banner.css';

function Banner({ placement }: { placement: 'lead' | 'after-footer' }) {
  const { t } = useTranslation('campaign');
  const { to } = useLanguage();
  return (
    <aside
      className={`campaign-banner campaign-banner--${placement}`}
      aria-labelledby="campaign-banner-title"
    >
      <img fetchPriority="low" src="/icons/smoke-alarm.svg" alt="" width={40} height={40} />
      <div>
        <h2 id="campaign-banner-title">{t('banner.title')}</h2>
        <p>{t('banner.body')}</p>
      </div>
      <Link className="button button--primary" to={to(paths.sorted)}>
        {t('banner.link')}
      </Link>
    </aside>
  );
}

function AfterFooter() {
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.className = 'campaign-banner-host';
    return element;
  });
  useEffect(() => {
    document.body.append(host);
    return () => host.remove();
  }, [host]);
  return createPortal(<Banner placement="after-footer" />, host);
}

export function CampaignBanner() {
  // Read once per page: the browser's clock (Playwright's page.clock moves it in tests). The
  // prerendered page was drawn with the build's clock; hydration draws the same, then the real one.
  const hydrated = useHydrated();
  const [now] = useState(() => new Date());
  const active = isCampaignActive(hydrated ? now : new Date(PRERENDER_TIME));
  if (active) return <Banner placement="lead" />;
  // The after-footer banner lives in an element of its own after #root: the browser's only.
  return hydrated ? <AfterFooter /> : null;
}
