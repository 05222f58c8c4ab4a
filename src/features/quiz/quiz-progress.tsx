import { useTranslation } from 'react-i18next';

/** 'current / total' as seen (spec), with a spoken form for screen readers. */
export function QuizProgress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation('quiz');
  return (
    <>
      <span aria-hidden="true" className="quiz-progress">
        {t('progress', { current, total })}
      </span>
      <span className="visually-hidden">{t('progress-label', { current, total })}</span>
    </>
  );
}
