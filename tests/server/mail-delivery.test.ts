// The durable outbox end to end: API call → store → worker → real SMTP server on loopback.
import { afterEach, describe, expect, it } from 'vitest';
import { StoreFull } from '../../server/stores/errors';
import { SqliteStore } from '../../server/stores/sqlite/store';
import type { Store } from '../../server/stores/types';
import { TEST_KEYS, newKey, planRequest, quizRequest } from './fixtures';
import { silentLogger } from '../../server/log';
import {
  FAST_WORKER,
  PUBLIC_URL,
  mailSettled,
  postJson,
  startApiServer,
  type ApiServer,
} from './harness';
import { deadSmtpPort, startSmtp, type TestSmtp } from './smtp';
import { tempDir, waitUntil, getPlan } from './support';

const open: { close?(): Promise<void>; stop?(): Promise<void> }[] = [];
afterEach(async () => {
  while (open.length > 0) {
    const next = open.pop();
    await (next?.close ?? next?.stop)?.call(next);
  }
});

async function smtpServer(options: Parameters<typeof startSmtp>[0] = {}): Promise<TestSmtp> {
  const smtp = await startSmtp(options);
  open.push(smtp);
  return smtp;
}

async function server(options: Parameters<typeof startApiServer>[0]): Promise<ApiServer> {
  const api = await startApiServer(options);
  open.push(api);
  return api;
}

function savePlan(api: ApiServer, email: string, key = newKey()) {
  return postJson(`${api.url}/api/v1/plan/save`, planRequest({ email }), {
    'Idempotency-Key': key,
  });
}

function emailQuiz(api: ApiServer, email: string) {
  return postJson(`${api.url}/api/v1/quiz/email`, quizRequest({ email }), {
    'Idempotency-Key': newKey(),
  });
}

async function mailRecord(store: Store, key: string) {
  return store.mailJobs.findByIdempotencyKey(`plan:${key}`);
}

describe('mail delivery', () => {
  it('delivers exactly once when the SMTP server is down while a message is queued, then up', async () => {
    const port = await deadSmtpPort();
    const api = await server({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const key = newKey();
    expect((await savePlan(api, 'patient@example.nz', key)).status).toBe(201);

    // The worker tries, fails and backs off while the SMTP server is down.
    await waitUntil(async () => {
      const record = await mailRecord(api.store, key);
      return record !== null && record.attempts >= 2 && record.status === 'pending';
    }, 'two failed attempts');
    // A short code (nodemailer's ESOCKET here), never the server's message text.
    expect((await mailRecord(api.store, key))?.lastError).toMatch(/^E[A-Z]+$/);

    const smtp = await smtpServer({ port });
    await waitUntil(() => smtp.messages.length === 1, 'delivery once the server is up');
    await waitUntil(
      async () => (await mailRecord(api.store, key))?.status === 'sent',
      'the message to be marked sent',
    );
    await mailSettled(api);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.envelopeTo).toEqual(['patient@example.nz']);
    expect(await mailRecord(api.store, key)).toMatchObject({ status: 'sent', to: '' });
  });

  it('sends each message once with two server instances on one store', async () => {
    // Two app instances and two workers in this process share one SqliteStore object: that
    // is how the embedded store may be shared (it is single-process); the MongoDB store makes
    // the same guarantee across processes with findOneAndUpdate (see the store contract).
    const smtp = await smtpServer({ delayMs: 15 });
    const store = await SqliteStore.open(tempDir('shared'));
    open.unshift({ close: () => store.close() });
    const first = await server({ store, smtpUrl: smtp.url });
    const second = await server({ store, smtpUrl: smtp.url });

    const addresses = Array.from({ length: 16 }, (_, index) => `pair${index}@example.nz`);
    await Promise.all(
      addresses.map((address, index) => {
        const api = index % 2 === 0 ? first : second;
        return index % 4 < 2 ? savePlan(api, address) : emailQuiz(api, address);
      }),
    );
    await waitUntil(() => smtp.messages.length >= addresses.length, 'every message');
    await waitUntil(
      async () => (await store.stats()).mail.sent === addresses.length,
      'every message to be marked sent',
    );
    await mailSettled(first);

    expect(smtp.messages).toHaveLength(addresses.length);
    const recipients = smtp.messages.flatMap((message) => message.envelopeTo).sort();
    expect(recipients).toEqual([...addresses].sort());
    const messageIds = new Set(smtp.messages.map((message) => message.headers.get('message-id')));
    expect(messageIds.size).toBe(addresses.length);
    expect((await store.stats()).mail).toEqual({
      pending: 0,
      sending: 0,
      sent: addresses.length,
      failed: 0,
      'set-aside': 0,
    });
    const sentBy = (api: ApiServer) => api.logs.filter((line) => line.msg === 'mail sent').length;
    await waitUntil(
      () => sentBy(first) + sentBy(second) === addresses.length,
      'one "mail sent" line per message across both workers',
    );
  });

  it('loses nothing when the server restarts between save and send', async () => {
    const dataDir = tempDir('restart');
    const before = await startApiServer({ dataDir, worker: false });
    const key = newKey();
    const saved = await savePlan(before, 'restart@example.nz', key);
    const { identifier } = (await saved.json()) as { identifier: string };
    expect((await emailQuiz(before, 'restart-quiz@example.nz')).status).toBe(200);
    await before.close();

    const smtp = await smtpServer();
    const after = await server({ dataDir, smtpUrl: smtp.url });
    await waitUntil(() => smtp.messages.length === 2, 'both queued messages');
    const recipients = smtp.messages.flatMap((message) => message.envelopeTo).sort();
    expect(recipients).toEqual(['restart-quiz@example.nz', 'restart@example.nz']);
    const plan = await getPlan(after.url, identifier);
    expect(plan.status).toBe(200);
    // A replay after the restart still gets the first answer and sends nothing new.
    const replay = await savePlan(after, 'restart@example.nz', key);
    expect(await replay.json()).toEqual({ identifier, ...TEST_KEYS });
    await mailSettled(after);
    expect(smtp.messages).toHaveLength(2);
    expect((await after.store.stats()).mail.sent).toBe(2);
  });

  it('marks a message sent again when its sent mark failed, and never sends it again', async () => {
    const smtp = await smtpServer();
    const real = await SqliteStore.open(tempDir('mark-fails'));
    open.unshift({ close: () => real.close() });
    // The disk is full for a second from the first "sent" mark: the store refuses them as it would.
    let marks = 0;
    let fullUntil = Number.POSITIVE_INFINITY;
    const mailJobs = Object.create(real.mailJobs) as SqliteStore['mailJobs'];
    mailJobs.markSent = (...args) => {
      marks += 1;
      if (marks === 1) fullUntil = Date.now() + 1_000;
      if (Date.now() < fullUntil) return Promise.reject(new StoreFull());
      return real.mailJobs.markSent(...args);
    };
    const store = Object.assign(Object.create(real) as SqliteStore, { mailJobs });
    // A lease that ends while the disk is full: the old worker sent the message again then.
    const api = await server({ store, smtpUrl: smtp.url, worker: { leaseMs: 400 } });
    const key = newKey();
    expect((await savePlan(api, 'once@example.nz', key)).status).toBe(201);
    await waitUntil(
      async () => (await mailRecord(real, key))?.status === 'sent',
      'the message to be marked sent at last',
    );
    await mailSettled(api);
    expect(marks).toBeGreaterThanOrEqual(2);
    expect(smtp.messages.map((message) => message.envelopeTo)).toEqual([['once@example.nz']]);
    expect(api.logs.map((line) => line.msg)).toContain(
      'mail sent, its sent mark failed: marking it again',
    );
  });

  it('takes over a message whose worker died holding it, once its lease ends', async () => {
    const smtp = await smtpServer();
    const api = await server({ smtpUrl: smtp.url, worker: false });
    const key = newKey();
    await savePlan(api, 'orphan@example.nz', key);
    const now = Date.now();
    expect(await api.store.mailJobs.claim('a-worker-that-died', now, 150)).not.toBeNull();

    const rescuer = await server({ store: api.store, smtpUrl: smtp.url });
    await waitUntil(() => smtp.messages.length === 1, 'delivery after the lease');
    expect(Date.now() - now).toBeGreaterThanOrEqual(140);
    await waitUntil(
      async () => (await mailRecord(rescuer.store, key))?.status === 'sent',
      'the message to be marked sent',
    );
    expect(await mailRecord(rescuer.store, key)).toMatchObject({ attempts: 2 });
  });

  it('gives up after the last attempt, and logs no personal data on the way', async () => {
    const port = await deadSmtpPort();
    const api = await server({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      worker: { maxAttempts: 3, retryBaseMs: 10, retryMaxMs: 20 },
    });
    const key = newKey();
    await savePlan(api, 'unlucky@example.nz', key);
    // The log line follows the failed mark once that is on disk.
    await waitUntil(
      async () => api.logs.some((line) => line.msg === 'mail failed'),
      'the message to fail',
    );
    expect(await mailRecord(api.store, key)).toMatchObject({ attempts: 3, to: '' });
    expect(api.logs.filter((line) => line.msg === 'mail send failed, will retry')).toHaveLength(2);
    expect(api.logs.filter((line) => line.msg === 'mail failed')).toHaveLength(1);
    const logged = JSON.stringify(api.logs);
    expect(logged).not.toContain('unlucky');
    expect(logged).not.toContain('Aroha');
    expect(logged).not.toContain('pōhutukawa');
  });

  it('fails a message the SMTP server refuses for good (5xx) at once, and retries a 4xx', async () => {
    const smtp = await smtpServer({
      refuse: (recipient) =>
        recipient.startsWith('gone@') ? 550 : recipient.startsWith('busy@') ? 451 : null,
    });
    const api = await server({ smtpUrl: smtp.url, worker: { retryBaseMs: 20, retryMaxMs: 40 } });
    const gone = newKey();
    const busy = newKey();
    await savePlan(api, 'gone@example.nz', gone);
    await savePlan(api, 'busy@example.nz', busy);
    await waitUntil(
      async () => (await mailRecord(api.store, gone))?.status === 'failed',
      'the refused message to fail',
    );
    // One attempt, redacted like any failed message, the code kept.
    expect(await mailRecord(api.store, gone)).toMatchObject({
      status: 'failed',
      attempts: 1,
      to: '',
      lastError: 'SMTP_550',
    });
    expect(smtp.recipientAttempts.filter((to) => to.startsWith('gone@'))).toHaveLength(1);
    // The 451 is a "try later": it goes on being retried.
    await waitUntil(
      async () => ((await mailRecord(api.store, busy))?.attempts ?? 0) >= 3,
      'three attempts at the deferred message',
    );
    expect(await mailRecord(api.store, busy)).toMatchObject({
      status: expect.stringMatching(/^(pending|sending)$/),
      lastError: 'SMTP_451',
    });
    expect(api.logs.find((line) => line.msg === 'mail failed')?.fields).toMatchObject({
      error: 'SMTP_550',
      permanent: true,
    });
    expect(JSON.stringify(api.logs)).not.toContain('gone@');
  });

  it('sends through a few pooled SMTP connections, not one per message', async () => {
    const smtp = await smtpServer({ delayMs: 5 });
    const api = await server({ smtpUrl: smtp.url, worker: false });
    const count = 12;
    // An internationalised domain is sent in its ASCII form (finding 2).
    const first = newKey();
    for (let index = 0; index < count; index += 1) {
      await savePlan(api, `pool${index}@whānau.nz`, index === 0 ? first : newKey());
    }
    expect((await mailRecord(api.store, first))?.to).toBe('pool0@xn--whnau-gwa.nz');
    const { MailWorker } = await import('../../server/mail/worker');
    const worker = new MailWorker({
      ...FAST_WORKER,
      store: api.store,
      transport: api.transport,
      logger: silentLogger,
      clock: { now: () => Date.now() },
      publicUrl: PUBLIC_URL,
    });
    worker.start();
    open.push({ close: () => worker.stop() });
    await waitUntil(() => smtp.messages.length === count, 'every message');
    // FAST_WORKER sends 3 at a time over at most 3 reused connections.
    expect(smtp.connections).toBeGreaterThanOrEqual(1);
    expect(smtp.connections).toBeLessThanOrEqual(FAST_WORKER.concurrency);
  });

  it('writes an .eml file per message without SMTP_URL', async () => {
    const mailDir = tempDir('eml');
    const api = await server({ mailDir });
    const saved = await savePlan(api, 'files@example.nz');
    const { identifier } = (await saved.json()) as { identifier: string };
    await waitUntil(() => api.logs.some((line) => line.msg === 'mail written'), 'the file');
    const line = api.logs.find((entry) => entry.msg === 'mail written');
    const { readFile } = await import('node:fs/promises');
    const written = await readFile(String(line?.fields.path), 'utf8');
    expect(String(line?.fields.path).startsWith(mailDir)).toBe(true);
    expect(written).toContain('To: files@example.nz');
    expect(written).toContain(identifier);
  });
});
