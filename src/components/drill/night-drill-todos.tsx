import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { selectNightDrillTodos } from '../../state/drill/drill-actions';

/** "Choose who wakes Tama": one to-do per person the last night drill did not wake. */
export function useNightDrillTodoLabels(): string[] {
  const { t } = useTranslation('drill');
  return useAppSelector(selectNightDrillTodos).map((name) => t('todos.choose-waker', { name }));
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
