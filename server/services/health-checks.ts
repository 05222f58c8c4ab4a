// The health of what the API needs: the store (critical: without it nothing can be saved) and
// the mail transport (not critical: the mail jobs wait until it is back). The transport
// is asked at most every MAIL_CHECK_CACHE_MS so frequent probes do not open SMTP sessions.
import type { MailTransport } from '../mail/transport';
import type { HealthCheck } from '../routes/health-routes';
import type { Store } from '../stores/types';
import type { Clock } from '../clock';
import { errorCode } from '../mail/worker';
import { StoreFull } from '../stores/errors';

const MAIL_CHECK_CACHE_MS = 30_000;

/** Records found damaged since the start (each is logged with its table and key). */
function damageMetrics(store: Store): Record<string, number> {
  const damage = store.damage();
  return { damagedPlans: damage.plans, damagedMail: damage.mail };
}

export function storeHealthCheck(store: Store): HealthCheck {
  return async () => {
    try {
      // No totals here: counting every plan and message took a time that grows with them (27 ms
      // of the event loop at 300,000 plans), and anyone may ask for /api/health as often as they
      // like. The mail jobs check (named "outbox" for monitors, as before) says what waits, counted only up to its limit.
      await store.ping();
      return { name: 'store', ok: true, detail: store.kind, metrics: damageMetrics(store) };
    } catch (error) {
      return {
        name: 'store',
        ok: false,
        // Named in words too: a full disk is the operator's to free, not a bug to look for.
        detail: `${store.kind}: ${error instanceof StoreFull ? 'short of disk space, ' : ''}${errorCode(error)}`,
        metrics: damageMetrics(store),
      };
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

/** Past either limit the mail jobs are "degraded": mail is queuing faster than it goes out. */
export interface MailJobsHealthLimits {
  depth: number;
  ageMs: number;
}

/**
 * The mail jobs: how many wait (pending or being sent) and how long the oldest has waited.
 * Not critical: the messages are safe in the store, they are only late.
 */
export function mailJobsHealthCheck(
  store: Store,
  limits: MailJobsHealthLimits,
  clock: Clock,
): HealthCheck {
  return async () => {
    const { waiting, oldestCreatedAt } = await store.mailJobs.depth();
    const ageMs = oldestCreatedAt === null ? 0 : Math.max(0, clock.now() - oldestCreatedAt);
    const tooDeep = waiting > limits.depth;
    const tooOld = ageMs > limits.ageMs;
    const detail = tooDeep
      ? `${waiting} messages waiting (limit ${limits.depth})`
      : tooOld
        ? `oldest message waiting ${Math.round(ageMs / 1000)} s (limit ${Math.round(limits.ageMs / 1000)} s)`
        : `${waiting} messages waiting`;
    return {
      name: 'outbox',
      ok: !tooDeep && !tooOld,
      detail,
      critical: false,
      metrics: {
        depth: waiting,
        oldestPendingAgeSeconds: oldestCreatedAt === null ? null : Math.round(ageMs / 1000),
      },
    };
  };
}
