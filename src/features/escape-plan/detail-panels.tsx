import { memo } from 'react';
import {
  DETAIL_PANELS,
  DO_IT_NOW_CHECKS,
  type DetailPanel,
  type DoItNowCheck,
} from '../../content/plan-detail-choices';
import type { PlanQuestionSlug } from '../../vocabulary/types';
import { BuildingWayOut } from './building-way-out';
import { DoItNow, EvacuationAsked, VisitBooked } from './do-it-now';
import { HouseholdEditor } from './household-editor';
import { StoreysQuestion } from './storeys-question';
import { WayOutDetails } from './way-out-details';

/**
 * The optional detail panels a question shows at a place ('options' or a sub-question); drawn
 * again only when their own props change, not with every answer tapped elsewhere on the page.
 */
export const DetailPanels = memo(function DetailPanels({
  slug,
  place,
  selected = NONE,
  withChecks = true,
}: {
  slug: PlanQuestionSlug;
  place: string;
  /** The options chosen on screen, not yet recorded (pets, a house). */
  selected?: readonly string[];
  /** Whether the "do it now" checks show: not after an answer that leaves nothing to do. */
  withChecks?: boolean;
}) {
  const panels = (DETAIL_PANELS[slug]?.[place] ?? []).filter(
    (panel) => withChecks || !isDoItNowCheck(panel),
  );
  return panels.map((panel) => <Panel key={panel} slug={slug} panel={panel} selected={selected} />);
});

const NONE: readonly string[] = [];

function isDoItNowCheck(panel: DetailPanel): panel is DoItNowCheck {
  return (DO_IT_NOW_CHECKS as readonly string[]).includes(panel);
}

function Panel({
  slug,
  panel,
  selected,
}: {
  slug: PlanQuestionSlug;
  panel: DetailPanel;
  selected: readonly string[];
}) {
  switch (panel) {
    case 'household':
      return (
        <HouseholdEditor
          withPets={selected.includes('pets-animals')}
          justMe={selected.includes('just-me')}
        />
      );
    case 'storeys':
      return selected.includes('house') ? <StoreysQuestion /> : null;
    case 'way-out':
      return <WayOutDetails route={slug === 'second-escape-route' ? 'second' : 'first'} />;
    case 'building':
      return <BuildingWayOut />;
    // Only for a flat above the ground floor where someone cannot use the stairs.
    case 'evacuation-asked':
      return selected.includes('above') ? <EvacuationAsked /> : null;
    // Only for someone who lives alone and needs help.
    case 'visit-booked':
      return <VisitBooked selected={selected} />;
    default:
      return <DoItNow check={panel} />;
  }
}
