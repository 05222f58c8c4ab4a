// /quiz/complete: the rating, the checklist, the email form, print, the plan block and tips.
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { previousQuizStep, scoreQuiz } from '../../domain/quiz/quiz-rules';
import type { QuizResultSummary } from '../../domain/quiz/quiz-rules';
import { useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { ThreeStepPlan } from '../../components/three-step-plan';
import { TipsList } from '../../components/tips-list';
import { track } from '../../lib/analytics';
import { selectQuizAnswers } from '../../state/quiz/quiz-slice';
import { selectQuizEmailStatus } from './quiz-email-status';
import { QuizRating } from './quiz-rating';
import { QuizChecklist } from './quiz-checklist';
import { QuizEmailForm } from './quiz-email-form';
import { WithQuizAnswers } from './with-quiz-answers';
import './quiz.css';

/** One quiz-complete event per result shown (StrictMode runs effects twice in development). */
function useQuizCompleteEvent(summary: QuizResultSummary): void {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    const event = {
      event: 'quiz-complete',
      possible_points: summary.possible_points,
      total_score: summary.total_score,
      percentage: summary.percentage,
      result: summary.result,
    } as const;
    const signature = JSON.stringify(event);
    if (tracked.current === signature) return;
    tracked.current = signature;
    track(event);
  }, [summary]);
}

export default function QuizCompletePage() {
  return (
    <WithQuizAnswers otherwise={paths.quiz('begin')}>
      <QuizResults />
    </WithQuizAnswers>
  );
}

function QuizResults() {
  const { t } = useTranslation('quiz');
  const answers = useAppSelector(selectQuizAnswers);
  const { to } = useLanguage();
  const summary = useMemo(() => scoreQuiz(answers), [answers]);
  const emailSent = useAppSelector(selectQuizEmailStatus).state === 'sent';
  useQuizCompleteEvent(summary);
  return (
    <div className="quiz-complete">
      <div className="quiz-complete__main">
        <Link className="quiz-back" to={to(paths.quiz(previousQuizStep(answers, 'complete')))}>
          {t('back')}
        </Link>
        <h1>{t('complete.title')}</h1>
        <QuizRating summary={summary} />
        <section aria-labelledby="quiz-checklist-title">
          <h2 id="quiz-checklist-title">{t('complete.checklist-title')}</h2>
          <QuizChecklist summary={summary} collapsible />
        </section>
        <QuizEmailForm summary={summary} />
        {/* Once sent, the confirmation offers printing: the link is shown once. */}
        {!emailSent && (
          <p>
            <Link className="button button--secondary" to={to(paths.quiz('print'))}>
              {t('complete.print')}
            </Link>
          </p>
        )}
      </div>
      <ThreeStepPlan withLink />
      <div className="quiz-complete__tips">
        <TipsList />
      </div>
    </div>
  );
}
