// /sorted: the smoke-alarm campaign on one page, with #buying, #maintenance and #escape anchors.
import type { ReactNode } from 'react';
import { ShareLinks } from '../../components/share-links';
import { CampaignHero, BUYING_ANCHOR, ESCAPE_ANCHOR, MAINTENANCE_ANCHOR } from './campaign-hero';
import { CampaignStats } from './campaign-stats';
import { BuyingAdvice, PlacementAdvice } from './smoke-alarm-advice';
import { HomeSafetyFacts, MaintenanceBlocks } from './maintenance-advice';
import { EscapePlanBlock } from './escape-plan-block';
import { MoreLinks } from './more-links';
import { useHashScroll } from './use-hash-scroll';
import './campaign.css';

/** A section the menu and the hero button can jump to, named by its first heading ({id}-title). */
function AnchorSection({
  id,
  grey = false,
  children,
}: {
  id: string;
  grey?: boolean;
  children: ReactNode;
}) {
  return (
    // tabIndex -1: the scroll button and anchors move focus to the section they reveal.
    <section
      id={id}
      className={`campaign-section${grey ? ' campaign-section--grey' : ''}`}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
    >
      {children}
    </section>
  );
}

export default function CampaignPage() {
  useHashScroll();
  return (
    <div className="campaign">
      <CampaignHero />
      <CampaignStats />
      <AnchorSection id={BUYING_ANCHOR}>
        <BuyingAdvice headingId={`${BUYING_ANCHOR}-title`} />
        <PlacementAdvice />
      </AnchorSection>
      <AnchorSection id={MAINTENANCE_ANCHOR} grey>
        <MaintenanceBlocks headingId={`${MAINTENANCE_ANCHOR}-title`} />
        <HomeSafetyFacts />
      </AnchorSection>
      <AnchorSection id={ESCAPE_ANCHOR}>
        <EscapePlanBlock headingId={`${ESCAPE_ANCHOR}-title`} />
      </AnchorSection>
      <div className="campaign-section">
        <ShareLinks />
        <MoreLinks />
      </div>
    </div>
  );
}
