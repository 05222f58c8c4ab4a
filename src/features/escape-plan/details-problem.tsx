import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import type { PlanQuestionSlug } from '../../vocabulary/types';

export interface DetailsProblem {
  question: PlanQuestionSlug;
  reason: 'text' | 'name' | 'list' | 'too-many';
}

/** Why the plan cannot be sent, naming the question to fix, with a link back to it. */
export function DetailsProblemMessage({ problem }: { problem: DetailsProblem }) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const id = useId();
  const question = t(`questions.${problem.question}.title`);
  return (
    <div className="details-problem" role="alert" aria-labelledby={`${id}-summary`}>
      <p id={`${id}-summary`} className="details-problem__summary">
        {t('details.problem.summary', { question })}
      </p>
      <p>{t(`details.problem.reasons.${problem.reason}`)}</p>
      <Link to={to(paths.question(problem.question))}>{t('details.problem.fix')}</Link>
    </div>
  );
}
