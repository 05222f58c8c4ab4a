// The quiz email form: sent on success, an error when the server refuses (the form stays editable
// for a retry), queued while it waits in the service worker's queue (it goes out by itself once
// back online), not sent when offline with no service worker to keep it (the details are kept).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { QuizResultSummary } from '../../domain/quiz/quiz-rules';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { CheckedContactFields } from '../../components/checked-contact-fields';
import { SendFailure } from '../../components/send-failure';
import { useContactForm } from '../../components/use-contact-form';
import { AlertIcon } from './alert-icon';
import { sendQuizEmail, submissionDismissed } from '../../submissions';
import { quizEmailFormEdited, selectQuizEmailForm } from '../../state/quiz/quiz-slice';
import { selectQuizEmailStatus } from './quiz-email-status';

export function QuizEmailForm({ summary }: { summary: QuizResultSummary }) {
  const { t } = useTranslation('quiz');
  const form = useAppSelector(selectQuizEmailForm);
  const status = useAppSelector(selectQuizEmailStatus);
  const dispatch = useAppDispatch();
  const { language } = useLanguage();
  const sending = status.state === 'sending';
  // Each attempt renders its notice afresh, so a repeated failure is announced again.
  const [attempts, setAttempts] = useState(0);
  const id = useId();
  const contact = useContactForm(form);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !contact.check()) return;
    setAttempts((count) => count + 1);
    const request = { name: form.name, email: form.email, checklistItems: summary, language };
    await dispatch(sendQuizEmail(request));
  }

  const failure = status.state === 'failed' ? status.failure : null;

  // Focus moves to the confirmation only after a send made on this visit, not on a revisit.
  if (status.state === 'sent') return <QuizEmailSent focusOnShow={attempts > 0} />;
  return (
    <section className="quiz-email" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('complete.email-title')}</h2>
      <p>{t('complete.email-intro')}</p>
      <form onSubmit={submit} noValidate>
        <CheckedContactFields
          form={contact}
          value={form}
          onChange={(value) => dispatch(quizEmailFormEdited(value))}
          disabled={sending}
        />
        {failure !== null && failure.reason !== 'network' && (
          <div key={attempts} className="quiz-alert" role="alert">
            <AlertIcon />
            <p>
              {/* The spec's message for a refusal; a rate limit or a server failure says so. */}
              <SendFailure failure={failure} fallback={t('complete.email-error')} />
            </p>
          </div>
        )}
        <div role="status" className="quiz-email__status">
          {failure?.reason === 'network' && (
            <p key={attempts} className="quiz-notice">
              {t('complete.email-not-sent')}
            </p>
          )}
          {status.state === 'queued' && (
            <p key={attempts} className="quiz-notice quiz-notice--queued">
              {t('complete.email-queued')}
            </p>
          )}
        </div>
        {/* Never disabled: a submit with problems says what they are (DECISIONS.md), and a
            disabled button would drop the keyboard focus while sending. */}
        <button type="submit" className="button button--primary" aria-disabled={sending}>
          {sending ? t('complete.email-sending') : t('complete.email-submit')}
        </button>
        <p className="quiz-email__note">{t('complete.email-privacy')}</p>
      </form>
    </section>
  );
}

function QuizEmailSent({ focusOnShow }: { focusOnShow: boolean }) {
  const { t } = useTranslation('quiz');
  const dispatch = useAppDispatch();
  const { to } = useLanguage();
  const confirmation = useRef<HTMLHeadingElement>(null);
  // The form (and the focused button) is gone: move focus to the news so it is heard.
  useEffect(() => {
    if (focusOnShow) confirmation.current?.focus();
  }, [focusOnShow]);
  return (
    <section className="quiz-email quiz-email--sent" role="status">
      <h2 ref={confirmation} tabIndex={-1}>
        {t('complete.email-sent')}
      </h2>
      <p>{t('complete.email-unsubscribe')}</p>
      <p>{t('complete.email-privacy')}</p>
      <div className="quiz-actions">
        <Link className="button button--primary" to={to(paths.quiz('print'))}>
          {t('complete.print')}
        </Link>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch(submissionDismissed({ kind: 'quiz' }))}
        >
          {t('complete.email-again')}
        </button>
      </div>
    </section>
  );
}
