// The process the benchmark measures: a bare Koa route and the real app (embedded store in a
// throwaway folder, mail as .eml files, the mail worker running), both on 127.0.0.1. Reports
// their URLs over IPC; logs go to stdout as in production (the benchmark discards them).
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { createApp } from '../../server/app';
import { DEFAULT_MAIL_RATE_LIMITS } from '../../server/services/rate-limiter';
import { systemClock } from '../../server/clock';
import { jsonLogger } from '../../server/log';
import { createMailTransport } from '../../server/mail/transport';
import { MailWorker } from '../../server/mail/worker';
import type { Store } from '../../server/stores/types';

const SHELL = '<!doctype html><title>bench</title>';

function listen(app: Koa): Promise<string> {
  return new Promise((resolve) => {
    const server: Server = app.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

// The embedded store of this checkout: SQLite now, nedb before SQLite (so the same benchmark
// can measure a checkout from before the change beside this one).
async function openEmbeddedStore(dir: string): Promise<Store> {
  try {
    const { SqliteStore } = await import('../../server/stores/sqlite/store');
    return await SqliteStore.open(dir);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    const legacy = '../../server/stores/embedded';
    const { EmbeddedStore } = (await import(legacy)) as {
      EmbeddedStore: { open(dir: string): Promise<Store> };
    };
    return EmbeddedStore.open(dir);
  }
}

function bareApp(): Koa {
  const app = new Koa();
  app.use((ctx) => {
    ctx.status = ctx.method === 'POST' ? 201 : 200;
    ctx.body = { identifier: 'AAAAAAAAAAAAAAAAAAAAAA' };
  });
  return app;
}

// Each run saves tens of thousands of plans: its folder goes when the run ends.
const root = mkdtempSync(path.join(os.tmpdir(), 'escape-plan-bench-'));

async function realApp(): Promise<{ url: string; worker: MailWorker; store: Store }> {
  const store = await openEmbeddedStore(path.join(root, 'data'));
  const transport = createMailTransport(
    {
      smtpUrl: undefined,
      mailDir: path.join(root, 'mail'),
      from: 'Escape plan <no-reply@bench.local>',
      messageIdDomain: 'bench.local',
    },
    jsonLogger,
  );
  const worker = new MailWorker({
    pollIntervalMs: 1_000,
    leaseMs: 120_000,
    retryBaseMs: 1_000,
    retryMaxMs: 600_000,
    maxAttempts: 10,
    concurrency: 3,
    store,
    transport,
    logger: jsonLogger,
    clock: systemClock,
    publicUrl: 'http://localhost',
  });
  const app = createApp({
    distDir: root,
    shellHtml: SHELL,
    logger: jsonLogger,
    store,
    onMailQueued: () => worker.nudge(),
    // Each save comes from a client of its own (server-bench.ts): the production limits apply.
    rateLimits: DEFAULT_MAIL_RATE_LIMITS,
    trustedProxyHops: 1,
    // Nor the outbox cap: with the worker paused the outbox grows past any production limit.
    mailJobLimits: { maxWaiting: 1e9, retryAfterSeconds: 60 },
  });
  worker.start();
  return { url: await listen(app), worker, store };
}

const bare = await listen(bareApp());
const { url: app, worker, store } = await realApp();
process.send?.({ bare, app });
/** Resolves once the (running) worker has emptied the outbox. */
async function drained(): Promise<void> {
  while ((await store.mailJobs.depth(1)).waiting > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The runner asks for this process's CPU time around each measurement, pauses the mail worker to
// measure what the API alone accepts (the outbox holds the messages meanwhile), and waits for the
// outbox to empty before a measurement with the worker on, so that the worker sends the emails of
// the saves measured, not a backlog left by an earlier one.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (message === 'memory') process.send?.({ rss: process.memoryUsage().rss });
  if (message === 'pause-worker') void worker.stop().then(() => process.send?.({ paused: true }));
  if (message === 'drain') void drained().then(() => process.send?.({ drained: true }));
  if (message === 'resume-worker') {
    worker.start();
    process.send?.({ resumed: true });
  }
});
// A clean exit on SIGINT (so `--cpu-prof` can write its profile when a profiling run ends) and on
// SIGTERM (the runner's stop), leaving no data behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void worker
      .stop()
      .then(() => store.close())
      .finally(() => {
        rmSync(root, { recursive: true, force: true });
        process.exit(0);
      });
  });
}
