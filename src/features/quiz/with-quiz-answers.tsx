import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasQuizAnswers } from '../../domain/quiz';
import { useAppSelector } from '../../app/hooks';
import { useLanguage } from '../../lib/use-language';
import { selectQuizAnswers } from './quiz-slice';

/** Spec guard: a quiz page without answers redirects (sections and results to begin, print home). */
export function WithQuizAnswers({
  otherwise,
  children,
}: {
  otherwise: string;
  children: ReactNode;
}) {
  const answers = useAppSelector(selectQuizAnswers);
  const { to } = useLanguage();
  if (!hasQuizAnswers(answers)) return <Navigate to={to(otherwise)} replace />;
  return children;
}
