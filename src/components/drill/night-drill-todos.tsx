import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { selectNightDrillTodos } from '../../state/drill/drill-actions';
import { nightDrillFollowUps } from '../../domain/drill/drill-plan';
import { selectPlanDetailsInUse } from '../../state/plan/plan-selectors';

/**
 * One line per person the last night drill did not wake: "Sam practises waking Nana" when the
 * plan names who gets them out ("Sam wakes Alex first, then Alex practises waking Mia" when their
 * helper is woken first), else "Choose who wakes Tama". The plan's findings say the same.
 */
export function useNightDrillTodoLabels(): string[] {
  const { t } = useTranslation('drill');
  const names = useAppSelector(selectNightDrillTodos);
  const details = useAppSelector(selectPlanDetailsInUse);
  return nightDrillFollowUps(names, details).map((followUp) => {
    if (followUp.kind === 'choose-waker') return t('todos.choose-waker', { name: followUp.name });
    const { name, helper, waker } = followUp;
    return waker
      ? t('todos.practise-waking-after', { name, helper, waker })
      : t('todos.practise-waking', { name, helper });
  });
}

/** The night drill's to-dos on the drill page. */
export function NightDrillTodos() {
  const { t } = useTranslation(['drill', 'plan']);
  const labels = useNightDrillTodoLabels();
  if (labels.length === 0) return null;
  return (
    <section className="drill-section" aria-labelledby="drill-todos-title">
      <h2 id="drill-todos-title">{t('todos.title')}</h2>
      <ul className="drill-todos">
        {labels.map((label) => (
          <li key={label}>
            <img fetchPriority="low" src="/icons/cross.svg" alt="" width={24} height={24} />
            <span className="visually-hidden">{t('plan:checklist.todo')}: </span>
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
