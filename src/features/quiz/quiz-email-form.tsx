// The quiz email form: idle → submitted on success, error when the server refuses (the form stays
// editable for a retry), queued while it waits in the outbox on this device (it goes out by
// itself once back online), not-sent when offline with no outbox (the details are kept).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { QuizResultSummary } from '../../domain/quiz';
import { isContactFormValid } from '../../domain/validation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLanguage } from '../../app/use-language';
import { paths } from '../../app/paths';
import { ContactFields } from '../../components/contact-fields';
import { AlertIcon } from './alert-icon';
import { quizEmailFormEdited, quizEmailFormReopened, selectQuizEmailForm } from './quiz-slice';
import { useSendQuizEmail } from './use-send-quiz-email';

export function QuizEmailForm({ summary }: { summary: QuizResultSummary }) {
  const { t } = useTranslation('quiz');
  const form = useAppSelector(selectQuizEmailForm);
  const dispatch = useAppDispatch();
  const { language } = useLanguage();
  const send = useSendQuizEmail();
  const [sending, setSending] = useState(false);
  // Each attempt renders its notice afresh, so a repeated failure is announced again.
  const [attempts, setAttempts] = useState(0);
  const id = useId();
  const valid = isContactFormValid(form);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    setAttempts((count) => count + 1);
    try {
      await send({ name: form.name, email: form.email, checklistItems: summary, language });
    } finally {
      setSending(false);
    }
  }

  // Focus moves to the confirmation only after a send made on this visit, not on a revisit.
  if (form.status === 'submitted') return <QuizEmailSent focusOnShow={attempts > 0} />;
  return (
    <section className="quiz-email" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('complete.email-title')}</h2>
      <p>{t('complete.email-intro')}</p>
      <form onSubmit={submit} noValidate>
        <ContactFields
          value={form}
          onChange={(value) => dispatch(quizEmailFormEdited(value))}
          disabled={sending}
        />
        {form.status === 'error' && (
          <div key={attempts} className="quiz-alert" role="alert">
            <AlertIcon />
            <p>{t('complete.email-error')}</p>
          </div>
        )}
        <div role="status" className="quiz-email__status">
          {form.status === 'not-sent' && (
            <p key={attempts} className="quiz-notice">
              {t('complete.email-not-sent')}
            </p>
          )}
          {form.status === 'queued' && (
            <p key={attempts} className="quiz-notice quiz-notice--queued">
              {t('complete.email-queued')}
            </p>
          )}
        </div>
        {/* Not disabled while sending: a disabled button would drop the keyboard focus. */}
        <button
          type="submit"
          className="button button--primary"
          disabled={!valid}
          aria-disabled={sending}
        >
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
          onClick={() => dispatch(quizEmailFormReopened())}
        >
          {t('complete.email-again')}
        </button>
      </div>
    </section>
  );
}
