// Per-client and per-recipient limits on the mail endpoints: 429 with Retry-After, counted in
// the store so they hold across server instances, nothing queued when refused.
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../server/stores/sqlite';
import type { Store } from '../../server/stores/types';
import { newKey, planRequest, quizRequest } from './fixtures';
import { postJson, startApiServer, type ApiServer } from './harness';
import { listen, tempDir } from './support';

const MINUTE = 60_000;
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()?.close();
});

async function server(options: Parameters<typeof startApiServer>[0]): Promise<ApiServer> {
  const started = await startApiServer({ worker: false, ...options });
  open.push(started);
  return started;
}

async function sharedStore(): Promise<Store> {
  const store = await SqliteStore.open(tempDir('rate'));
  open.unshift(store); // Closed after the servers that use it.
  return store;
}

function planFrom(api: ApiServer, client: string, email: string, key = newKey()) {
  return postJson(`${api.url}/api/v1/plan/save`, planRequest({ email }), {
    'Idempotency-Key': key,
    'X-Forwarded-For': client,
  });
}

function quizFrom(api: ApiServer, client: string, email: string) {
  return postJson(`${api.url}/api/v1/quiz/email`, quizRequest({ email }), {
    'Idempotency-Key': newKey(),
    'X-Forwarded-For': client,
  });
}

describe('mail rate limits', () => {
  it('answers 429 with Retry-After once a client has made its requests', async () => {
    let now = Date.UTC(2030, 0, 1, 10, 0, 30);
    const api = await server({
      clock: { now: () => now },
      rateLimits: {
        perClient: { max: 3, windowMs: 10 * MINUTE },
        perRecipient: { max: 100, windowMs: 60 * MINUTE },
      },
    });
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await planFrom(api, '203.0.113.7', `a${index}@example.nz`)).status);
    }
    expect(statuses).toEqual([201, 201, 201]);

    const plan = await planFrom(api, '203.0.113.7', 'a4@example.nz');
    expect(plan.status).toBe(429);
    expect(await plan.json()).toEqual({ error: expect.stringContaining('Too many') });
    // The window is 10:00–10:10; at 10:00:30 it ends in 570 s.
    expect(plan.headers.get('retry-after')).toBe('570');

    const quiz = await quizFrom(api, '203.0.113.7', 'a5@example.nz');
    expect(quiz.status).toBe(429);
    expect(await quiz.json()).toEqual({ success: false, error: expect.any(String) });

    // Another client is not affected; the first may go again in the next window.
    expect((await planFrom(api, '198.51.100.2', 'b@example.nz')).status).toBe(201);
    now += 10 * MINUTE;
    expect((await planFrom(api, '203.0.113.7', 'a6@example.nz')).status).toBe(201);

    // Refused requests queued nothing.
    expect((await api.store.stats()).mail.pending).toBe(5);
  });

  it('answers 429 once an address has been sent its share, whoever asks', async () => {
    const api = await server({
      rateLimits: {
        perClient: { max: 100, windowMs: 10 * MINUTE },
        perRecipient: { max: 2, windowMs: 60 * MINUTE },
      },
    });
    expect((await planFrom(api, '192.0.2.1', 'target@example.nz')).status).toBe(201);
    expect((await quizFrom(api, '192.0.2.2', 'Target@Example.nz')).status).toBe(200);
    const third = await quizFrom(api, '192.0.2.3', 'target@example.nz');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(third.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await api.store.stats()).mail.pending).toBe(2);
  });

  it('holds across two server instances on one store', async () => {
    const store = await sharedStore();
    const limits = {
      perClient: { max: 2, windowMs: 10 * MINUTE },
      perRecipient: { max: 100, windowMs: 60 * MINUTE },
    };
    const first = await server({ store, rateLimits: limits });
    const second = await server({ store, rateLimits: limits });
    expect((await planFrom(first, '203.0.113.9', 'c1@example.nz')).status).toBe(201);
    expect((await planFrom(second, '203.0.113.9', 'c2@example.nz')).status).toBe(201);
    expect((await planFrom(first, '203.0.113.9', 'c3@example.nz')).status).toBe(429);
    expect((await planFrom(second, '203.0.113.9', 'c4@example.nz')).status).toBe(429);
  });

  it('gives a replay its first answer even when the client is over its limit', async () => {
    const api = await server({
      rateLimits: {
        perClient: { max: 1, windowMs: 10 * MINUTE },
        perRecipient: { max: 100, windowMs: 60 * MINUTE },
      },
    });
    const key = newKey();
    const first = await planFrom(api, '203.0.113.20', 'd@example.nz', key);
    expect(first.status).toBe(201);
    expect((await planFrom(api, '203.0.113.20', 'e@example.nz')).status).toBe(429);
    const replay = await planFrom(api, '203.0.113.20', 'd@example.nz', key);
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await first.json());
  });

  it('uses the socket address, not X-Forwarded-For, when no proxy is trusted', async () => {
    const api = await server({
      trustedProxyHops: 0,
      rateLimits: {
        perClient: { max: 1, windowMs: 10 * MINUTE },
        perRecipient: { max: 100, windowMs: 60 * MINUTE },
      },
    });
    expect((await planFrom(api, '203.0.113.30', 'f1@example.nz')).status).toBe(201);
    // A made-up X-Forwarded-For does not buy a fresh window.
    expect((await planFrom(api, '203.0.113.31', 'f2@example.nz')).status).toBe(429);
  });

  it('trusts no X-Forwarded-For by default (issue 13, finding 1)', async () => {
    // The app as createApp builds it when TRUST_PROXY is not set.
    const app = await listen({
      rateLimits: {
        perClient: { max: 1, windowMs: 10 * MINUTE },
        perRecipient: { max: 100, windowMs: 60 * MINUTE },
      },
    });
    open.push(app);
    const save = (client: string, email: string) =>
      postJson(`${app.url}/api/v1/plan/save`, planRequest({ email }), {
        'X-Forwarded-For': client,
      });
    expect((await save('203.0.113.40', 'g1@example.nz')).status).toBe(201);
    expect((await save('203.0.113.41', 'g2@example.nz')).status).toBe(429);
    // Nor is a plain-http request believed to be https.
    const page = await fetch(`${app.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('with two trusted proxies takes the address the outer one saw', async () => {
    const api = await server({
      trustedProxyHops: 2,
      rateLimits: {
        perClient: { max: 1, windowMs: 10 * MINUTE },
        perRecipient: { max: 100, windowMs: 60 * MINUTE },
      },
    });
    // client-written, then what proxy 1 saw (the client), then what proxy 2 saw (proxy 1).
    const chain = (spoofed: string) => `${spoofed}, 203.0.113.50, 10.0.0.2`;
    expect((await planFrom(api, chain('198.51.100.1'), 'h1@example.nz')).status).toBe(201);
    // A different made-up first address is the same client.
    expect((await planFrom(api, chain('198.51.100.2'), 'h2@example.nz')).status).toBe(429);
    expect(
      (await planFrom(api, '198.51.100.3, 203.0.113.51, 10.0.0.2', 'h3@example.nz')).status,
    ).toBe(201);
  });

  it('counts one IPv6 network (/56) and every spelling of one address as one client', async () => {
    // API probe (session 6): an IPv6 client holds at least a /64 and picks any address in it.
    const api = await server({
      rateLimits: {
        perClient: { max: 1, windowMs: 10 * MINUTE },
        perRecipient: { max: 100, windowMs: 60 * MINUTE },
      },
    });
    expect((await planFrom(api, '2001:db8:1:200::1', 'v1@example.nz')).status).toBe(201);
    for (const [index, sameClient] of [
      '2001:db8:1:200::2',
      '2001:DB8:1:200:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:02ff:0:0:0:1',
      '[2001:db8:1:200::9]:443',
    ].entries()) {
      const response = await planFrom(api, sameClient, `v${index + 2}@example.nz`);
      expect(response.status, sameClient).toBe(429);
    }
    expect((await planFrom(api, '2001:db8:1:300::1', 'w1@example.nz')).status).toBe(201);
    // An IPv4 client is the same client in its IPv4-mapped IPv6 spellings.
    expect((await planFrom(api, '203.0.113.60', 'x1@example.nz')).status).toBe(201);
    // Some proxies write the client's port too; a port is not a client.
    for (const mapped of ['::ffff:203.0.113.60', '::FFFF:cb00:713c', '203.0.113.60:4711']) {
      expect((await planFrom(api, mapped, 'x2@example.nz')).status, mapped).toBe(429);
    }
    expect((await planFrom(api, '203.0.113.61', 'x3@example.nz')).status).toBe(201);
  });

  it('counts the dotted spellings of one Gmail mailbox as one recipient (API probe, session 6)', async () => {
    // Gmail delivers v.ictim@, vic.tim@ and victim@googlemail.com to victim@gmail.com.
    const api = await server({
      rateLimits: {
        perClient: { max: 100, windowMs: 10 * MINUTE },
        perRecipient: { max: 2, windowMs: 60 * MINUTE },
      },
    });
    expect((await planFrom(api, '192.0.2.20', 'victim@gmail.com')).status).toBe(201);
    expect((await planFrom(api, '192.0.2.21', 'v.ictim@gmail.com')).status).toBe(201);
    for (const spelling of [
      'vic.tim@gmail.com',
      'Victim+x@GoogleMail.com',
      'v.i.c.t.i.m@gmail.com',
    ]) {
      expect((await quizFrom(api, '192.0.2.22', spelling)).status, spelling).toBe(429);
    }
    // Elsewhere a dot is part of the mailbox's name.
    expect((await planFrom(api, '192.0.2.23', 'v.ictim@x.org')).status).toBe(201);
    expect((await planFrom(api, '192.0.2.23', 'victim@x.org')).status).toBe(201);
  });

  it('counts every spelling of one mailbox against one limit (finding 2)', async () => {
    const api = await server({
      rateLimits: {
        perClient: { max: 100, windowMs: 10 * MINUTE },
        perRecipient: { max: 2, windowMs: 60 * MINUTE },
      },
    });
    expect((await planFrom(api, '192.0.2.10', 'victim@x.org')).status).toBe(201);
    expect((await planFrom(api, '192.0.2.11', ' Victim@X.ORG ')).status).toBe(201);
    expect((await quizFrom(api, '192.0.2.12', 'victim+again@x.org')).status).toBe(429);
    // The spellings that would count as new recipients or relay elsewhere are refused outright.
    for (const email of [
      'a,victim@x.org',
      'x<victim@x.org>',
      'victim@x.org.',
      '"victim"@x.org',
      'victim@x.org(x)',
      'g:root,victim@x.org;',
      'a@[127.0.0.1]',
    ]) {
      const response = await planFrom(api, '192.0.2.13', email);
      expect(response.status, email).toBe(400);
      expect(await response.json()).toEqual({ error: 'email: Email is not valid' });
    }
    expect((await api.store.stats()).mail.pending).toBe(2);
  });
});
