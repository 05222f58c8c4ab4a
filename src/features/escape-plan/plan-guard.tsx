import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { useAnswersPending } from '../../state/page-readiness';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { PageShell } from '../../components/page-loader';
import { hasPlanAnswers } from '../../domain/plan/flow';
import { selectPlanAnswers } from '../../state/plan/plan-slice';

/**
 * Guard (spec): a plan page with no saved answers sends the visitor home. Until the stored answers
 * are back it draws the page's shell, or the page itself when it reads no answers (`content`).
 */
export function RequirePlanAnswers({
  children,
  whilePending = 'shell',
}: {
  children: ReactNode;
  whilePending?: 'shell' | 'content';
}) {
  const answers = useAppSelector(selectPlanAnswers);
  const pending = useAnswersPending();
  const { to } = useLanguage();
  if (pending) return whilePending === 'content' ? children : <PageShell />;
  if (!hasPlanAnswers(answers)) return <Navigate to={to(paths.home)} replace />;
  return children;
}
