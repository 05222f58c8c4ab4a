import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { useLeaveAfterPaint } from '../../lib/leave-after-paint';
import { StepFooter } from '../../components/step-footer';
import { TipsList } from '../../components/tips-list';
import { RequirePlanAnswers } from './plan-guard';
import { ScrollToBottom } from './scroll-to-bottom';
import { usePlanContext } from '../../state/plan/use-plan-context';
import './escape-plan.css';

/** /tips: the five escape tips; 'OK' goes to /review. */
export default function TipsPage() {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const navigate = useNavigate();
  const leave = useLeaveAfterPaint();
  const content = useRef<HTMLFormElement>(null);
  const formId = `${useId()}-form`;
  const context = usePlanContext();
  function done(event: FormEvent) {
    event.preventDefault();
    leave(event, () => void navigate(to(paths.review)));
  }
  return (
    <RequirePlanAnswers whilePending="content">
      <div className="plan-page plan-page--tips">
        <form id={formId} ref={content} className="plan-page__body" onSubmit={done}>
          <h1>{t('tips.title')}</h1>
          <p>{t('tips.lead', { context })}</p>
          <TipsList />
        </form>
        <ScrollToBottom content={content} />
        <StepFooter formId={formId} continueLabel={t('tips.ok')} canContinue centred />
      </div>
    </RequirePlanAnswers>
  );
}
