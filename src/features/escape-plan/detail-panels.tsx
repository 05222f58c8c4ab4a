import { DETAIL_PANELS, type DetailPanel } from '../../content/plan-detail-choices';
import type { PlanQuestionSlug } from '../../vocabulary/types';
import { BuildingWayOut } from './building-way-out';
import { DoItNow } from './do-it-now';
import { HouseholdEditor } from './household-editor';
import { WayOutDetails } from './way-out-details';

/** The optional detail panels a question shows at a place ('options' or a sub-question). */
export function DetailPanels({
  slug,
  place,
  withPets = false,
}: {
  slug: PlanQuestionSlug;
  place: string;
  withPets?: boolean;
}) {
  const panels = DETAIL_PANELS[slug]?.[place] ?? [];
  return panels.map((panel) => <Panel key={panel} slug={slug} panel={panel} withPets={withPets} />);
}

function Panel({
  slug,
  panel,
  withPets,
}: {
  slug: PlanQuestionSlug;
  panel: DetailPanel;
  withPets: boolean;
}) {
  switch (panel) {
    case 'household':
      return <HouseholdEditor withPets={withPets} />;
    case 'way-out':
      return <WayOutDetails route={slug === 'second-escape-route' ? 'second' : 'first'} />;
    case 'building':
      return <BuildingWayOut />;
    default:
      return <DoItNow check={panel} />;
  }
}
