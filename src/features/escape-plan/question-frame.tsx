import { memo, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { StepFooter } from '../../components/step-footer';
import type { PlanQuestionSlug } from '../../vocabulary/types';
import { useQuestionContext } from '../../state/plan/use-plan-context';

/**
 * A question screen's frame: the back link above ('Previous' / 'E Hoki'; none on question 1),
 * title and subtitle, the answer form, and the footer whose continue button submits it (with the
 * phone's bottom back button). A tap on an answer draws the frame again: its header and footer
 * only when what they show changes (a cheap phone spent some milliseconds of each tap on them).
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
  const formId = `${id}-form`;
  return (
    <div className={`question ${className}`}>
      <form id={formId} className="question__form" onSubmit={onSubmit} noValidate>
        <QuestionHeader slug={slug} id={id} backPath={backPath} />
        {children}
      </form>
      <QuestionFooter formId={formId} backPath={backPath} canContinue={canContinue} />
    </div>
  );
}

const QuestionHeader = memo(function QuestionHeader({
  slug,
  id,
  backPath,
}: {
  slug: PlanQuestionSlug;
  id: string;
  backPath: string | null;
}) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  // Someone who lives alone is asked in their words; a ground-floor flat has no stairs to take.
  const context = useQuestionContext(slug);
  return (
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
  );
});

const QuestionFooter = memo(function QuestionFooter({
  formId,
  backPath,
  canContinue,
}: {
  formId: string;
  backPath: string | null;
  canContinue: boolean;
}) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  return (
    <StepFooter
      formId={formId}
      continueLabel={t('continue')}
      canContinue={canContinue}
      back={backPath ? { to: to(backPath), label: t('back') } : null}
    />
  );
});
