import { CampaignSubpage } from './campaign-subpage';
import { BuyingAdvice, PlacementAdvice } from './smoke-alarm-advice';

export default function BuyingGuidePage() {
  return (
    <CampaignSubpage page="buying-guide">
      <BuyingAdvice headingId="buying-title" />
      <PlacementAdvice />
    </CampaignSubpage>
  );
}
