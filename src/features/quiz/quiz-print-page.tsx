// /quiz/print: the printable result. Opens the print dialog after 1 s (spec section 9); with no
// answers it goes home.
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { scoreQuiz } from '../../domain/quiz/quiz-rules';
import { useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { selectQuizAnswers } from '../../state/quiz/quiz-slice';
import { QuizRating } from './quiz-rating';
import { QuizChecklist } from './quiz-checklist';
import { WithQuizAnswers } from './with-quiz-answers';
import './quiz.css';

const PRINT_DIALOG_DELAY_MS = 1000;

export default function QuizPrintPage() {
  return (
    <WithQuizAnswers otherwise={paths.home}>
      <QuizPrintout />
    </WithQuizAnswers>
  );
}

function QuizPrintout() {
  const { t } = useTranslation('quiz');
  const answers = useAppSelector(selectQuizAnswers);
  const { to } = useLanguage();
  const summary = useMemo(() => scoreQuiz(answers), [answers]);

  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), PRINT_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <article className="quiz-print">
      <header className="quiz-print__header">
        <h1>{t('print.title')}</h1>
        <p className="quiz-print__score">{t('print.score', { percentage: summary.percentage })}</p>
      </header>
      <div className="quiz-print__actions">
        <Link className="button button--secondary" to={to(paths.quiz('complete'))}>
          {t('print.back')}
        </Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('print.print-now')}
        </button>
      </div>
      <QuizRating summary={summary} showScore={false} />
      <QuizChecklist summary={summary} collapsible={false} />
    </article>
  );
}
