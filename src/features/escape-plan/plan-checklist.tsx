import { useTranslation } from 'react-i18next';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { checklistLabelKey, deriveChecklist } from '../../domain/plan/checklist';
import { detailsForAnswers } from '../../domain/plan/details-check';
import type { PlanDetails } from '../../domain/plan/details';
import type { PlanAnswers } from '../../vocabulary/types';

/**
 * The checklist summary: done items with a tick, to-dos with a cross (and the words). `extraTodos`
 * are to-dos from elsewhere on the device (the night drill's "choose who wakes …").
 */
export function PlanChecklist({
  answers,
  details,
  headingLevel = 2,
  extraTodos = [],
  sketch = null,
}: {
  answers: PlanAnswers;
  details?: PlanDetails;
  headingLevel?: 2 | 3;
  extraTodos?: string[];
  /** The floor-plan sketch: bedrooms upstairs add "plan a second way out from upstairs". */
  sketch?: FloorPlanSketch | null;
}) {
  const { t } = useTranslation('plan');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = deriveChecklist(answers, details && detailsForAnswers(details, answers), sketch);
  return (
    <section className="plan-checklist" aria-labelledby="plan-checklist-title">
      <Heading id="plan-checklist-title">{t('checklist.title')}</Heading>
      <ul>
        {items.map((item, index) => (
          <li
            // Several people may each need a helper: one key, different names.
            key={`${item.key}-${index}`}
            className={`plan-checklist__item plan-checklist__item--${item.fieldValue ? 'done' : 'todo'}`}
          >
            <img
              fetchPriority="low"
              src={`/icons/${item.fieldValue ? 'tick' : 'cross'}.svg`}
              alt=""
              width={24}
              height={24}
            />
            <span className="visually-hidden">
              {t(item.fieldValue ? 'checklist.done' : 'checklist.todo')}:{' '}
            </span>
            <span>{t(checklistLabelKey(item), { replace: item.values })}</span>
          </li>
        ))}
        {extraTodos.map((label) => (
          <li key={label} className="plan-checklist__item plan-checklist__item--todo">
            <img fetchPriority="low" src="/icons/cross.svg" alt="" width={24} height={24} />
            <span className="visually-hidden">{t('checklist.todo')}: </span>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
