import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { ContactFields, type ContactValue } from '../../components/contact-fields';
import { isContactFormValid } from '../../domain/validation';
import { track } from '../../lib/analytics';
import { sendPlan, type SubmissionStatus } from '../outbox';
import { formSubmitted, selectPlanAnswers, selectPlanEmail, selectPlanName } from './plan-slice';
import { selectPlanSubmissionStatus } from './plan-submission';

/** What the form says about the plan's submission (after a submit that did not reach /review). */
function statusMessage(status: SubmissionStatus): { key: string; problem: boolean } | null {
  switch (status.state) {
    case 'sending':
      return { key: 'complete.sending', problem: false };
    // Seen on Complete only when a queued save went out later (an immediate save moves on).
    case 'sent':
      return { key: 'complete.sent', problem: false };
    case 'queued':
      return { key: 'complete.queued', problem: false };
    case 'failed':
      return {
        key: status.failure.reason === 'network' ? 'complete.offline' : 'complete.failed',
        problem: true,
      };
    default:
      return null;
  }
}

/**
 * The name and email form. A valid submit stores both, fires the 'email guide' event, sends the
 * plan and goes to /review. Without a network it says so and keeps everything typed (the service
 * worker, where it runs, queues the request and sends it later).
 */
export function CompleteForm() {
  const { t } = useTranslation('plan');
  const { language, to } = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const answers = useAppSelector(selectPlanAnswers);
  const status = useAppSelector(selectPlanSubmissionStatus);
  const [contact, setContact] = useState<ContactValue>({
    name: useAppSelector(selectPlanName),
    email: useAppSelector(selectPlanEmail),
  });
  const id = useId();
  const sending = status.state === 'sending';
  const canSubmit = isContactFormValid(contact) && !sending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    const name = contact.name.trim();
    dispatch(formSubmitted({ name, email: contact.email }));
    track({ event: 'cta', cta: 'email guide' });
    const outcome = await dispatch(sendPlan({ name, email: contact.email, answers, language }));
    if (outcome.state === 'sent') void navigate(to(paths.review));
  }

  const message = statusMessage(status);
  return (
    <form
      className="complete-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={`${id}-title`}>{t('complete.form-title')}</h2>
      <ContactFields value={contact} onChange={setContact} disabled={sending} />
      <p
        className={`complete-form__status${message?.problem ? ' complete-form__status--error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {message ? t(message.key) : ''}
      </p>
      <button type="submit" className="button button--primary" disabled={!canSubmit}>
        {t('complete.submit')}
      </button>
    </form>
  );
}
