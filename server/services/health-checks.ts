// The health of what the API needs: the store (critical: without it nothing can be saved) and
// the mail transport (not critical: the outbox keeps messages until it is back). The transport
// is asked at most every MAIL_CHECK_CACHE_MS so frequent probes do not open SMTP sessions.
import type { MailTransport } from '../mail/transport';
import type { HealthCheck } from '../routes/health';
import type { Store } from '../stores/types';
import { errorCode } from '../mail/worker';

const MAIL_CHECK_CACHE_MS = 30_000;

export function storeHealthCheck(store: Store): HealthCheck {
  return async () => {
    try {
      await store.ping();
      const { mail } = await store.stats();
      return {
        name: 'store',
        ok: true,
        detail: `${store.kind}; mail pending ${mail.pending}, sending ${mail.sending}, failed ${mail.failed}`,
      };
    } catch (error) {
      return { name: 'store', ok: false, detail: `${store.kind}: ${errorCode(error)}` };
    }
  };
}

export function mailHealthCheck(transport: MailTransport, now = () => Date.now()): HealthCheck {
  let cached: { at: number; error: string | null } | null = null;
  return async () => {
    if (!cached || now() - cached.at > MAIL_CHECK_CACHE_MS) {
      let error: string | null = null;
      try {
        await transport.verify();
      } catch (failure) {
        error = errorCode(failure);
      }
      cached = { at: now(), error };
    }
    return {
      name: 'mail',
      ok: cached.error === null,
      detail: cached.error === null ? transport.kind : `${transport.kind}: ${cached.error}`,
      critical: false,
    };
  };
}
