// Starts the server: config → store (MongoDB if MONGODB_URI, else embedded in DATA_DIR) → mail
// transport (SMTP_URL, else .eml files in MAIL_DIR) → createApp → listen, plus the mail worker.
// SIGTERM: stop accepting, finish requests, stop the worker after its current message, close
// the store.
import type { Server } from 'node:http';
import type { Server as NetServer } from 'node:net';
import { createApp } from './app';
import { systemClock } from './clock';
import { ConfigError, parseConfig, type ServerConfig } from './config';
import { createHttpServer } from './http/http-server';
import { loadAppShell } from './http/static-app';
import { jsonLogger as logger } from './log';
import { createMailTransport, type MailTransport } from './mail/transport';
import { MailWorker } from './mail/worker';
import { RetentionSweep } from './services/retention';
import { mailHealthCheck, mailJobsHealthCheck, storeHealthCheck } from './services/health-checks';
import { listenForControl } from './ops/control-socket';
import { ServiceMetrics } from './ops/metrics';
import { openStore } from './stores/open-store';
import { SqliteStore } from './stores/sqlite/store';
import type { Store } from './stores/types';

const SHUTDOWN_TIMEOUT_MS = 10_000;

interface Running {
  server: Server;
  worker: MailWorker;
  retention: RetentionSweep;
  store: Store;
  transport: MailTransport;
  /** The embedded store's control socket (npm run backup), when there is one. */
  control: NetServer | null;
}

/**
 * The store's control socket (npm run backup); the server runs without it where the folder cannot
 * hold one (a path longer than a socket's 107 bytes, say): backups are then made with it stopped.
 */
async function controlSocket(store: SqliteStore, dataDir: string): Promise<NetServer | null> {
  try {
    return await listenForControl(store, dataDir, logger);
  } catch (error) {
    logger.warn('control socket unavailable: npm run backup needs the server stopped', {
      code: (error as NodeJS.ErrnoException).code,
    });
    return null;
  }
}

async function start(config: ServerConfig): Promise<Running> {
  const shellHtml = loadAppShell(config.distDir);
  const store = await openStore({ ...config, logger });
  const control = store instanceof SqliteStore ? await controlSocket(store, config.dataDir) : null;
  const transport = createMailTransport(
    {
      smtpUrl: config.smtpUrl,
      mailDir: config.mailDir,
      from: config.mailFrom,
      messageIdDomain: new URL(config.publicUrl).hostname,
      maxConnections: config.mailWorker.concurrency,
    },
    logger,
  );
  // Filled in after listen: the worker needs the port when PUBLIC_URL is not set.
  const mailWorker: { current?: MailWorker } = {};
  const metrics = new ServiceMetrics(store);
  const app = createApp({
    metrics,
    distDir: config.distDir,
    shellHtml,
    logger,
    store,
    onMailQueued: () => mailWorker.current?.nudge(),
    rateLimits: config.rateLimits,
    limitsKey: config.limitsKey,
    mailJobLimits: config.mailJobs,
    trustedProxyHops: config.trustedProxyHops,
    healthToken: config.healthToken,
    healthChecks: [
      storeHealthCheck(store),
      mailHealthCheck(transport),
      mailJobsHealthCheck(store, config.mailJobsHealth, systemClock),
    ],
  });
  const httpServer = createHttpServer(app, config);
  const server = await new Promise<Server>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve(httpServer));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const publicUrl = config.publicUrlSet ? config.publicUrl : `http://localhost:${port}`;
  const worker = new MailWorker({
    ...config.mailWorker,
    store,
    transport,
    logger,
    clock: systemClock,
    publicUrl,
    onOutcome: (outcome) => metrics.mailDelivered(outcome),
  });
  mailWorker.current = worker;
  worker.start();
  const retention = new RetentionSweep(
    store.plans,
    systemClock,
    config.planRetentionMs,
    logger,
    store.mailJobs,
  );
  retention.start();
  // No URIs of the store or mail server here: they may hold passwords.
  logger.info('listening', {
    url: `http://${config.host}:${port}`,
    publicUrl,
    store: store.kind,
    mail: transport.kind,
    // Without LIMITS_KEY a restart starts every rate limit afresh (record 0052).
    limits: config.limitsKey ? 'LIMITS_KEY' : 'key of this process',
  });
  return { server, worker, retention, store, transport, control };
}

async function shutDown({
  server,
  worker,
  retention,
  store,
  transport,
  control,
}: Running): Promise<void> {
  const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets would hold close() open: end idle ones now, busy ones after their answer.
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  await requestsDone;
  clearInterval(idleSweep);
  await worker.stop();
  await retention.stop();
  await new Promise<void>((resolve) => (control ? control.close(() => resolve()) : resolve()));
  // Closes the data file; every acknowledged write is in it, so after a clean stop it alone
  // holds everything.
  await store.close();
  transport.close();
}

function stopOnSignals(running: Running): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    setTimeout(() => {
      logger.error('shutdown timed out', { ms: SHUTDOWN_TIMEOUT_MS });
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    shutDown(running).then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('shutdown failed', { error: (error as Error).name });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main(): Promise<void> {
  // Everything the server writes (the data file, its journal, backups, the mail sink's messages)
  // holds people's names and plans: readable by the server's own user only.
  process.umask(0o077);
  let config: ServerConfig;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  try {
    stopOnSignals(await start(config));
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : (error as Error).message;
    process.stderr.write(`The server could not start: ${message}\n`);
    process.exit(1);
  }
}

void main();
