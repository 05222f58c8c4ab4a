import { CampaignSubpage } from './campaign-subpage';
import { HomeSafetyFacts, MaintenanceBlocks } from './maintenance-advice';

export default function MaintenancePage() {
  return (
    <CampaignSubpage page="maintenance">
      <MaintenanceBlocks headingId="maintenance-title" />
      <HomeSafetyFacts />
    </CampaignSubpage>
  );
}
