import { ThreeStepPlan } from '../../components/three-step-plan';
import { CampaignSubpage } from './campaign-subpage';
import { EscapePlanBlock } from './escape-plan-block';

export default function EscapePlanPage() {
  return (
    <CampaignSubpage page="escape-plan">
      <ThreeStepPlan />
      <EscapePlanBlock headingId="escape-title" />
    </CampaignSubpage>
  );
}
