import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasQuizAnswers } from '../../domain/quiz/quiz-rules';
import { useAppSelector } from '../../state/hooks';
import { useAnswersPending } from '../../state/page-readiness';
import { useLanguage } from '../../lib/use-language';
import { PageShell } from '../../components/page-loader';
import { selectQuizAnswers } from '../../state/quiz/quiz-slice';

/**
 * Spec guard: a quiz page without answers redirects (sections and results to begin, print home).
 * Until the stored answers are back it draws the page's shell, or the page without a selection
 * (`content`, the sections: their text needs no answers).
 */
export function WithQuizAnswers({
  otherwise,
  children,
  whilePending = 'shell',
}: {
  otherwise: string;
  children: ReactNode;
  whilePending?: 'shell' | 'content';
}) {
  const answers = useAppSelector(selectQuizAnswers);
  const pending = useAnswersPending();
  const { to } = useLanguage();
  if (pending) return whilePending === 'content' ? children : <PageShell />;
  if (!hasQuizAnswers(answers)) return <Navigate to={to(otherwise)} replace />;
  return children;
}
