import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { hasPlanAnswers } from '../../domain/plan-flow';
import { selectPlanAnswers } from './plan-slice';

/** Guard (spec): a plan page with no saved answers sends the visitor home. */
export function RequirePlanAnswers({ children }: { children: ReactNode }) {
  const answers = useAppSelector(selectPlanAnswers);
  const { to } = useLanguage();
  if (!hasPlanAnswers(answers)) return <Navigate to={to(paths.home)} replace />;
  return children;
}
