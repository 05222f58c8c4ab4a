// The whole server as index.ts wires it (store, mail transport, createApp, mail worker), on a free
// loopback port, with settings small enough for tests.
import type { Clock } from '../../server/clock';
import type { MailWorkerSettings } from '../../server/config';
import type { LogFields, Logger } from '../../server/log';
import { createMailTransport, type MailTransport } from '../../server/mail/transport';
import { MailWorker } from '../../server/mail/worker';
import { ServiceMetrics } from '../../server/ops/metrics';
import {
  mailHealthCheck,
  mailJobsHealthCheck,
  storeHealthCheck,
  type MailJobsHealthLimits,
} from '../../server/services/health-checks';
import type { MailJobLimits } from '../../server/services/mail-queue';
import type { MailRateLimits } from '../../server/services/rate-limiter';
import { SqliteStore } from '../../server/stores/sqlite/store';
import type { Store } from '../../server/stores/types';
import { listen, tempDir, waitUntil, type TestServer } from './support';

export const FAST_WORKER: MailWorkerSettings = {
  pollIntervalMs: 25,
  leaseMs: 5_000,
  retryBaseMs: 30,
  retryMaxMs: 200,
  maxAttempts: 30,
  concurrency: 3,
};

/** High enough that only the rate-limit tests ever meet them. */
export const GENEROUS_LIMITS: MailRateLimits = {
  perClient: { max: 10_000, windowMs: 60_000 },
  perRecipient: { max: 10_000, windowMs: 60_000 },
};

export const PUBLIC_URL = 'https://escape.example.nz';

/** The HEALTH_TOKEN of every test server: /api/health shows its checks only with it. */
export const HEALTH_TOKEN = 'test-operator-token-0123456789abcdefghij';
export const OPERATOR_HEADERS = { Authorization: `Bearer ${HEALTH_TOKEN}` };

export interface LogLine {
  level: string;
  msg: string;
  fields: LogFields;
}

export function memoryLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const add =
    (level: string) =>
    (msg: string, fields: LogFields = {}) => {
      lines.push({ level, msg, fields });
    };
  return { logger: { info: add('info'), warn: add('warn'), error: add('error') }, lines };
}

export interface ApiServerOptions {
  /** Share one store between instances; otherwise an embedded store in dataDir (or a new folder). */
  store?: Store;
  dataDir?: string;
  /** SMTP_URL; without it, .eml files in mailDir. */
  smtpUrl?: string;
  mailDir?: string;
  rateLimits?: MailRateLimits;
  /** LIMITS_KEY; unset: the key of this test process. */
  limitsKey?: string;
  /** false: no worker (messages stay queued). */
  worker?: Partial<MailWorkerSettings> | false;
  clock?: Clock;
  logger?: Logger;
  /** Proxies trusted for X-Forwarded-For (default 1: the tests name their clients there). */
  trustedProxyHops?: number;
  mailJobLimits?: MailJobLimits;
  mailJobsHealth?: MailJobsHealthLimits;
}

export interface ApiServer extends TestServer {
  worker: MailWorker | null;
  transport: MailTransport;
  logs: LogLine[];
}

export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const memory = memoryLogger();
  const logger = options.logger ?? memory.logger;
  const ownStore = options.store
    ? null
    : await SqliteStore.open(options.dataDir ?? tempDir('data'));
  const store = options.store ?? ownStore!;
  const transport = createMailTransport(
    {
      smtpUrl: options.smtpUrl,
      mailDir: options.mailDir ?? tempDir('mail'),
      from: 'Escape plan <no-reply@escape.example.nz>',
      messageIdDomain: 'escape.example.nz',
      maxConnections: FAST_WORKER.concurrency,
    },
    logger,
  );
  const clock = options.clock ?? { now: () => Date.now() };
  const metrics = new ServiceMetrics(store, () => clock.now());
  const worker =
    options.worker === false
      ? null
      : new MailWorker({
          ...FAST_WORKER,
          ...options.worker,
          store,
          transport,
          logger,
          clock,
          publicUrl: PUBLIC_URL,
          onOutcome: (outcome) => metrics.mailDelivered(outcome),
        });
  const server = await listen({
    store,
    logger,
    clock,
    onMailQueued: () => worker?.nudge(),
    rateLimits: options.rateLimits ?? GENEROUS_LIMITS,
    limitsKey: options.limitsKey,
    metrics,
    trustedProxyHops: options.trustedProxyHops ?? 1,
    mailJobLimits: options.mailJobLimits,
    healthToken: HEALTH_TOKEN,
    healthChecks: [
      storeHealthCheck(store),
      mailHealthCheck(transport),
      mailJobsHealthCheck(
        store,
        options.mailJobsHealth ?? { depth: 1_000, ageMs: 3_600_000 },
        clock,
      ),
    ],
  });
  worker?.start();
  return {
    ...server,
    worker,
    transport,
    logs: memory.lines,
    close: async () => {
      await worker?.stop();
      await server.close();
      transport.close();
      await ownStore?.close();
    },
  };
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Waits until no mail job of the store waits (pending or being sent). A job is handed to the
 * SMTP server only while it is being sent, and the SMTP server has a message before its sender
 * hears it was taken; so from then on nothing more can be sent, and what the SMTP server holds is
 * all it will ever get: a test shows that something was sent once without sleeping and hoping.
 */
export async function mailSettled(api: Pick<ApiServer, 'store'>): Promise<void> {
  await waitUntil(
    async () => (await api.store.mailJobs.depth()).waiting === 0,
    'no mail job waiting',
  );
}
