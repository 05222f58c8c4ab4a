import { CampaignSubpage } from './campaign-subpage';
import { BuyingAdvice, PlacementAdvice } from './smoke-alarm-advice';

export function BuyingGuidePage() {
  return (
    <CampaignSubpage page="buying-guide">
      <BuyingAdvice headingId="buying-title" />
      <PlacementAdvice />
    </CampaignSubpage>
  );
}
