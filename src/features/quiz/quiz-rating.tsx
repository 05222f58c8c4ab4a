import { useTranslation } from 'react-i18next';
import type { QuizResultSummary } from '../../domain/quiz/quiz-rules';

/** The overall rating panel: the percentage, and the grade's title and message. */
export function QuizRating({
  summary,
  showScore = true,
}: {
  summary: QuizResultSummary;
  /** The print page shows the score in its header instead. */
  showScore?: boolean;
}) {
  const { t } = useTranslation('quiz');
  return (
    <section
      className={`quiz-rating quiz-rating--${summary.result}`}
      aria-labelledby="quiz-rating-title"
      data-result={summary.result}
    >
      {showScore && (
        <p className="quiz-rating__score">
          {t('rating.score', { percentage: summary.percentage })}
        </p>
      )}
      <h2 id="quiz-rating-title">{t(`rating.${summary.result}.title`)}</h2>
      <p>{t(`rating.${summary.result}.message`)}</p>
    </section>
  );
}
