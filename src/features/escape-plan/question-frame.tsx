import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { StepFooter } from '../../components/step-footer';
import type { PlanQuestionSlug } from '../../vocabulary/types';
import { useQuestionContext } from '../../state/plan/use-plan-context';

/**
 * A question screen's frame: the back link above ('Previous' / 'E Hoki'; none on question 1),
 * title and subtitle, the answer form, and the footer whose continue button submits it (with the
 * phone's bottom back button).
 */
export function QuestionFrame({
  slug,
  id,
  backPath,
  canContinue,
  onSubmit,
  className = '',
  children,
}: {
  slug: PlanQuestionSlug;
  /** Prefix of the element ids: `${id}-form`, `${id}-title`. */
  id: string;
  backPath: string | null;
  canContinue: boolean;
  onSubmit: (event: FormEvent) => void;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const formId = `${id}-form`;
  // Someone who lives alone is asked in their words; a ground-floor flat has no stairs to take.
  const context = useQuestionContext(slug);
  return (
    <div className={`question ${className}`}>
      <form id={formId} className="question__form" onSubmit={onSubmit} noValidate>
        <div className="question__header">
          {backPath && (
            <Link className="question__back" to={to(backPath)}>
              <span aria-hidden="true">‹ </span>
              {t('back')}
            </Link>
          )}
          <h1 id={`${id}-title`} className="question__title">
            {t(`questions.${slug}.title`, { context })}
          </h1>
          <p className="question__subtitle">{t(`questions.${slug}.subtitle`, { context })}</p>
        </div>
        {children}
      </form>
      <StepFooter
        formId={formId}
        continueLabel={t('continue')}
        canContinue={canContinue}
        back={backPath ? { to: to(backPath), label: t('back') } : null}
      />
    </div>
  );
}
