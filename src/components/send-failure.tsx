import { useTranslation } from 'react-i18next';
import type { SubmissionFailure } from '../contracts/submissions';

/** The server refused the address itself ('email: this address cannot receive mail'). */
export function isUndeliverable(failure: SubmissionFailure): boolean {
  return failure.reason === 'invalid' && (failure.message ?? '').startsWith('email:');
}

/**
 * The words for a failure both forms share: a rate limit says when to try again, a server
 * failure that everything is kept. Other reasons read the form's own `fallback`.
 */
export function SendFailure({
  failure,
  fallback,
}: {
  failure: SubmissionFailure;
  fallback: string;
}) {
  const { t, i18n } = useTranslation('shared');
  if (failure.reason === 'rate-limited') {
    if (failure.retryAt === undefined) return <>{t('send-errors.rate-limited-later')}</>;
    const at = new Date(failure.retryAt);
    const time = at.toLocaleTimeString(i18n.language === 'mi' ? 'mi-NZ' : 'en-NZ', {
      hour: 'numeric',
      minute: '2-digit',
    });
    return <>{t('send-errors.rate-limited', { time })}</>;
  }
  if (failure.reason === 'server') return <>{t('send-errors.server')}</>;
  return <>{fallback}</>;
}
