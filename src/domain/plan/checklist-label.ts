// The words of a checklist line, in a module of its own: the checklist and the needs (which the
// checklist imports) both say a line this way.
import type { ChecklistItem, PlanKey } from '../../vocabulary/text-keys';

/** The words of a checklist line: done, or to do. */
export function checklistLabelKey(item: ChecklistItem): PlanKey {
  return item.fieldValue ? `checklist.items.${item.key}.done` : `checklist.items.${item.key}.todo`;
}
