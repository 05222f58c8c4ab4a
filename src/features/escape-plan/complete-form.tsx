import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlanKey } from '../../vocabulary/text-keys';
import { questionTitleKey } from '../../content/plan-questions';
import { isPlanQuestionSlug } from '../../domain/plan/flow';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { CheckedContactFields } from '../../components/checked-contact-fields';
import type { ContactValue } from '../../components/contact-fields';
import { SendFailure, isUndeliverable } from '../../components/send-failure';
import { useContactForm } from '../../components/use-contact-form';
import { track } from '../../lib/analytics';
import { useStoredSketch } from '../../state/floor-plan/stored-sketch';
import { sendPlan, updatePlan, type SubmissionStatus } from '../../submissions';
import { newPlanKey } from '../../contracts/plan-links';
import { selectOwnedPlan } from '../../state/saved-plans/owned-plan';
import { planKeysMade, selectDevicePlanKeys } from '../../state/saved-plans/saved-plans-slice';
import { planContent } from '../../domain/plan/saved-content';
import type { PlanQuestionSlug } from '../../vocabulary/types';
import { DetailsProblemMessage } from './details-problem';
import {
  contactDrafted,
  formSubmitted,
  selectPlanAnswers,
  selectPlanContactDraft,
  selectPlanDetails,
  selectPlanEmail,
  selectPlanName,
} from '../../state/plan/plan-slice';
import { EmailWithheldMessage } from './email-withheld';
import { useLeaveAfterPaint } from '../../lib/leave-after-paint';
import {
  selectPlanChangedSinceSent,
  selectPlanEmailWithheld,
  selectPlanSubmissionStatus,
  selectSavedPlanIdentifier,
} from './plan-submission';

/** The form's place on the page: the saved copy's note beside the headline leads to it. */
export const COMPLETE_FORM_ID = 'plan-email-form';

/** What the form says about the plan's submission, when it is not a failure. */
function statusKey(status: SubmissionStatus, changed: boolean, owned: boolean): PlanKey | null {
  switch (status.state) {
    case 'sending':
      return 'complete.sending';
    // Seen on Complete when a queued save went out later, or on a later visit.
    case 'sent':
      if (!changed) return 'complete.sent';
      return owned ? 'complete.changed-saved' : 'complete.changed';
    case 'queued':
      return 'complete.queued';
    default:
      return null;
  }
}

/** Why the plan was not sent, with the way to fix it. */
function PlanFailure({ status }: { status: SubmissionStatus & { state: 'failed' } }) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const { failure } = status;
  if (failure.reason === 'incomplete') {
    return (
      <>
        {t('complete.errors.incomplete', {
          question: isPlanQuestionSlug(failure.field)
            ? t(questionTitleKey(failure.field))
            : failure.field,
        })}{' '}
        <Link to={to(paths.question(failure.field))}>{t('complete.errors.incomplete-link')}</Link>
      </>
    );
  }
  if (failure.reason === 'network') return <>{t('complete.offline')}</>;
  return <SendFailure failure={failure} fallback={t('complete.failed')} />;
}

/**
 * The name and email form. A valid submit stores both, fires the 'email guide' event, sends the
 * plan and goes to /review. A submit with problems shows them (summary and beside each field).
 * A failed send names its cause; without a network everything typed is kept (the service worker,
 * where it runs, queues the request and sends it later).
 */
export function CompleteForm() {
  const { t } = useTranslation('plan');
  const { t: tShared } = useTranslation('shared');
  const { language, to } = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const answers = useAppSelector(selectPlanAnswers);
  const storedDetails = useAppSelector(selectPlanDetails);
  const status = useAppSelector(selectPlanSubmissionStatus);
  const changed = useAppSelector(selectPlanChangedSinceSent);
  const withheld = useAppSelector(selectPlanEmailWithheld);
  const identifier = useAppSelector(selectSavedPlanIdentifier);
  // A plan this device saved is changed in place (its link and QR code stay), never copied.
  const owned = useAppSelector(selectOwnedPlan);
  const deviceKeys = useAppSelector(selectDevicePlanKeys);
  const sketch = useStoredSketch();
  // As last typed (kept through a reload), else as last sent.
  const contactDraft = useAppSelector(selectPlanContactDraft);
  const sentName = useAppSelector(selectPlanName);
  const sentEmail = useAppSelector(selectPlanEmail);
  const [contact, setContact] = useState<ContactValue>(
    () => contactDraft ?? { name: sentName, email: sentEmail },
  );
  function edit(value: ContactValue) {
    setContact(value);
    dispatch(contactDrafted({ name: value.name, email: value.email }));
  }
  // The server refused this address: say so beside the email field until it is changed.
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null);
  const form = useContactForm(contact, {
    email:
      refusedEmail !== null && refusedEmail === contact.email
        ? tShared('contact.errors.email-undeliverable')
        : undefined,
  });
  const id = useId();
  const sending = status.state === 'sending';
  const leave = useLeaveAfterPaint();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !form.check()) return;
    // Valid: the button shows it was heard in the tap's own frame; the plan is made ready and
    // sent from the next (lib/leave-after-paint, issue 54).
    leave(event, () => void send());
  }

  async function send() {
    const name = contact.name.trim();
    dispatch(formSubmitted({ name, email: contact.email }));
    track({ event: 'cta', cta: 'email guide' });
    // Only the details of the questions this plan asks, and the drawing when there is one; the
    // pre-send check names any detail to fix.
    const request = {
      name,
      email: contact.email,
      ...planContent(answers, storedDetails, sketch),
      language,
    };
    // A first save carries keys made here (kept before it leaves, so a retry or a queued save
    // sends the same ones): the device owns the plan even when the answer never comes back.
    let keys = deviceKeys;
    if (!owned && !keys) {
      keys = { ownerKey: newPlanKey(), readKey: newPlanKey() };
      dispatch(planKeysMade(keys));
    }
    const outcome = await dispatch(
      owned
        ? updatePlan({
            identifier: owned.identifier,
            ownerKey: owned.ownerKey,
            request: { ...request, readKey: owned.readKey },
          })
        : sendPlan({ ...request, ...(keys ?? {}) }),
    );
    if (outcome.state === 'sent') void navigate(to(paths.review));
    if (outcome.state === 'failed' && isUndeliverable(outcome.failure)) {
      setRefusedEmail(contact.email);
    }
  }

  const key = statusKey(status, changed, owned !== null);
  // A detail to fix is shown above the fields, with the way back to its question.
  const detailsFailure =
    status.state === 'failed' && status.failure.reason === 'details' ? status.failure : null;
  const failed =
    status.state === 'failed' && !isUndeliverable(status.failure) && !detailsFailure
      ? status
      : null;
  return (
    <form
      id={COMPLETE_FORM_ID}
      className="complete-form"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      noValidate
    >
      <h2 id={`${id}-title`}>{t('complete.form-title')}</h2>
      {detailsFailure && (
        <DetailsProblemMessage
          problem={{
            question: detailsFailure.field as PlanQuestionSlug,
            reason: detailsFailure.detail,
          }}
        />
      )}
      <CheckedContactFields form={form} value={contact} onChange={edit} disabled={sending} />
      <p
        className={`complete-form__status${failed ? ' complete-form__status--error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {failed ? (
          <PlanFailure status={failed} />
        ) : withheld && !changed ? (
          <EmailWithheldMessage withheld={withheld} identifier={identifier} />
        ) : key ? (
          t(key)
        ) : (
          ''
        )}
      </p>
      {/* Never disabled: a submit with problems says what they are (DECISIONS.md). A saved
          plan is offered for update only once it has changed: there is nothing else to send. */}
      {(!owned || changed) && (
        <button type="submit" className="button button--primary" aria-disabled={sending}>
          {owned ? t('complete.update') : t('complete.submit')}
        </button>
      )}
      <p className="complete-form__links">
        {owned && <Link to={to(paths.myPlan(owned.identifier))}>{t('complete.manage')}</Link>}
        <Link to={to(paths.privacy)}>{t('complete.privacy')}</Link>
      </p>
    </form>
  );
}
