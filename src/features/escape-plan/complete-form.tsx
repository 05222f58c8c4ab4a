import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLanguage } from '../../app/use-language';
import { paths } from '../../app/paths';
import { ContactFields, type ContactValue } from '../../components/contact-fields';
import { planDetailsSchema } from '../../contracts/plan-details';
import {
  detailProblemReason,
  detailsForAnswers,
  questionOfDetailPath,
} from '../../domain/plan-details-check';
import type { PlanDetails } from '../../domain/plan-details';
import type { PlanAnswers } from '../../domain/types';
import { isContactFormValid } from '../../domain/validation';
import { track } from '../../lib/analytics';
import { NetworkError, newIdempotencyKey, submitPlan } from '../../lib/api-client';
import { DetailsProblemMessage, type DetailsProblem } from './details-problem';
import {
  formSubmitted,
  planQueued,
  planSaveFailed,
  planSaved,
  selectPlanAnswers,
  selectPlanDetails,
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
 * The details as they will be sent, checked by the same schema as the server's; a problem names
 * the question whose screen holds the field.
 */
function checkDetails(
  details: PlanDetails,
  answers: PlanAnswers,
): { details: PlanDetails } | { problem: DetailsProblem } {
  const sent = detailsForAnswers(details, answers);
  const parsed = planDetailsSchema.safeParse(sent);
  if (parsed.success) return { details: sent };
  const path = parsed.error.issues[0]?.path ?? [];
  return {
    problem: { question: questionOfDetailPath(path, answers), reason: detailProblemReason(path) },
  };
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
  const storedDetails = useAppSelector(selectPlanDetails);
  const [detailsProblem, setDetailsProblem] = useState<DetailsProblem | null>(null);
  const saveStatus = useAppSelector(selectSaveStatus);
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
    // An invalid detail is fixed on its question's screen; nothing is sent until then.
    const checked = checkDetails(storedDetails, answers);
    setDetailsProblem('problem' in checked ? checked.problem : null);
    if ('problem' in checked) return;
    const details = Object.keys(checked.details).length > 0 ? checked.details : undefined;
    const name = contact.name.trim();
    dispatch(formSubmitted({ name, email: contact.email }));
    track({ event: 'cta', cta: 'email guide' });
    setSending(true);
    try {
      const result = await submitPlan(
        { name, email: contact.email, answers, ...(details && { details }), language },
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
      {detailsProblem && <DetailsProblemMessage problem={detailsProblem} />}
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
