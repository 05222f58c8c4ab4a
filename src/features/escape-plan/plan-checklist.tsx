import { useTranslation } from 'react-i18next';
import type { PlanAssessment } from '../../domain/plan/assessment';
import { checklistLabelKey } from '../../domain/plan/checklist';

/**
 * The checklist summary: done items with a tick, to-dos with a cross (and the words). `extraTodos`
 * are to-dos from elsewhere on the device (the night drill's "choose who wakes …").
 */
export function PlanChecklist({
  assessment,
  headingLevel = 2,
  extraTodos = [],
}: {
  /** The plan's one verdict (usePlanAssessment): no tick that a finding contradicts. */
  assessment: PlanAssessment;
  headingLevel?: 2 | 3;
  extraTodos?: string[];
}) {
  const { t } = useTranslation('plan');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = assessment.checklist;
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
