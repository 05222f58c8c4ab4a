import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLanguage } from '../../app/use-language';
import { paths } from '../../app/paths';
import { ContactFields, type ContactValue } from '../../components/contact-fields';
import { isContactFormValid } from '../../domain/validation';
import { track } from '../../lib/analytics';
import { NetworkError, newIdempotencyKey, submitPlan } from '../../lib/api-client';
import { useStoredSketch } from '../floor-plan';
import {
  formSubmitted,
  planQueued,
  planSaveFailed,
  planSaved,
  selectPlanAnswers,
  selectPlanEmail,
  selectPlanName,
  selectSaveStatus,
  type SaveStatus,
} from './plan-slice';

/** What the form says after a submit that did not reach /review. */
const STATUS_MESSAGES: Record<SaveStatus, string | null> = {
  idle: null,
  // Seen on Complete only when a queued save went out later (an immediate save moves on).
  saved: 'complete.sent',
  queued: 'complete.queued',
  offline: 'complete.offline',
  failed: 'complete.failed',
};
const PROBLEMS: readonly SaveStatus[] = ['offline', 'failed'];

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
  const saveStatus = useAppSelector(selectSaveStatus);
  const sketch = useStoredSketch();
  const [contact, setContact] = useState<ContactValue>({
    name: useAppSelector(selectPlanName),
    email: useAppSelector(selectPlanEmail),
  });
  const [sending, setSending] = useState(false);
  const id = useId();
  const canSubmit = isContactFormValid(contact) && !sending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    const name = contact.name.trim();
    dispatch(formSubmitted({ name, email: contact.email }));
    track({ event: 'cta', cta: 'email guide' });
    setSending(true);
    try {
      const result = await submitPlan(
        {
          name,
          email: contact.email,
          answers,
          language,
          // The drawing travels with the plan when there is one.
          ...(sketch && sketch.rooms.length > 0 ? { sketch } : {}),
        },
        newIdempotencyKey(),
      );
      if (result.outcome === 'queued') {
        // The service worker keeps it and sends it once the device is back online.
        dispatch(planQueued({ idempotencyKey: result.idempotencyKey }));
        setSending(false);
        return;
      }
      dispatch(planSaved({ identifier: result.identifier }));
      void navigate(to(paths.review));
    } catch (error) {
      dispatch(planSaveFailed({ offline: error instanceof NetworkError }));
      setSending(false);
    }
  }

  const notice = STATUS_MESSAGES[saveStatus];
  const problem = PROBLEMS.includes(saveStatus);
  const message = sending ? t('complete.sending') : notice ? t(notice) : '';
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
        className={`complete-form__status${problem && !sending ? ' complete-form__status--error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {message}
      </p>
      <button type="submit" className="button button--primary" disabled={!canSubmit}>
        {t('complete.submit')}
      </button>
    </form>
  );
}
