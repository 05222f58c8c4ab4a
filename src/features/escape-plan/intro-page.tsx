import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { useLeaveAfterPaint } from '../../lib/leave-after-paint';
import { StepFooter } from '../../components/step-footer';
import './escape-plan.css';

const TOPICS = ['alarms', 'household', 'routes', 'meeting'] as const;

/** /intro: what the plan covers, then 'Let's go' to question 1. */
export default function IntroPage() {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const navigate = useNavigate();
  const formId = `${useId()}-form`;
  const leave = useLeaveAfterPaint();
  function start(event: FormEvent) {
    event.preventDefault();
    leave(event, () => void navigate(to(paths.firstQuestion)));
  }
  return (
    <div className="plan-page">
      <form id={formId} className="plan-page__body" onSubmit={start}>
        <h1>{t('intro.title')}</h1>
        <p>{t('intro.lead')}</p>
        <ul className="intro__topics">
          {TOPICS.map((topic) => (
            <li key={topic}>{t(`intro.topics.${topic}`)}</li>
          ))}
        </ul>
        <p>{t('intro.outro')}</p>
      </form>
      <StepFooter formId={formId} continueLabel={t('intro.start')} canContinue centred />
    </div>
  );
}
