import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareLinks } from '../../components/share-links';
import { MoreLinks } from './more-links';
import './campaign.css';

export type SubpageKey = 'buying-guide' | 'maintenance' | 'escape-plan' | 'escape-challenge';

/** The frame every campaign sub-page shares: title, intro, its content, sharing, the other pages. */
export function CampaignSubpage({ page, children }: { page: SubpageKey; children: ReactNode }) {
  const { t } = useTranslation('campaign');
  return (
    <div className="campaign campaign-subpage">
      <header className="campaign-subpage__header">
        <h1>{t(`pages.${page}.title`)}</h1>
        <p>{t(`pages.${page}.intro`)}</p>
      </header>
      <div className="campaign-section">{children}</div>
      <div className="campaign-section">
        <ShareLinks />
        <MoreLinks />
      </div>
    </div>
  );
}
