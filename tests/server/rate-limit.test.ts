// Per-client and per-recipient limits on the mail endpoints, sliding windows counted in the store
// so they hold across server instances and (with LIMITS_KEY) restarts, under keyed hashes: the
// data file names no client and no recipient. A plan save past a mail limit is stored and
// its email withheld (the answer says so); a checklist email is refused with 429 and Retry-After;
// nothing is queued for a refused or withheld email.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../server/stores/sqlite/store';
import type { Store } from '../../server/stores/types';
import { newKey, planRequest, quizRequest } from './fixtures';
import { postJson, startApiServer, type ApiServer } from './harness';
import { listen, tempDir, getPlan } from './support';

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

/** 'mailed': saved with its email queued; 'withheld': saved without; else the status. */
async function outcome(response: Response): Promise<'mailed' | 'withheld' | number> {
  if (response.status !== 201) return response.status;
  const body = (await response.json()) as { emailWithheld?: unknown };
  return body.emailWithheld ? 'withheld' : 'mailed';
}

describe('mail rate limits', () => {
  it('past a client’s mail limit stores its plan without the email, and refuses its checklist email', async () => {
    let now = Date.UTC(2030, 0, 1, 10, 0, 30);
    const api = await server({
      clock: { now: () => now },
      rateLimits: {
        perClient: { max: 3, windowMs: 10 * MINUTE },
        perRecipient: { max: 100, windowMs: 60 * MINUTE },
      },
    });
    const outcomes = [];
    for (let index = 0; index < 3; index += 1) {
      outcomes.push(await outcome(await planFrom(api, '203.0.113.7', `a${index}@example.nz`)));
      now += MINUTE;
    }
    expect(outcomes).toEqual(['mailed', 'mailed', 'mailed']);

    const plan = await planFrom(api, '203.0.113.7', 'a4@example.nz');
    expect(plan.status).toBe(201);
    const saved = (await plan.json()) as { identifier: string; emailWithheld: unknown };
    // Sliding window: the first email (10:00:30) leaves it at 10:10:30, 7 minutes from now.
    expect(saved.emailWithheld).toEqual({ reason: 'client-limit', retryAfterSeconds: 420 });
    const stored = await getPlan(api.url, saved.identifier);
    expect(stored.status).toBe(200);

    const quiz = await quizFrom(api, '203.0.113.7', 'a5@example.nz');
    expect(quiz.status).toBe(429);
    expect(quiz.headers.get('retry-after')).toBe('420');
    expect(await quiz.json()).toEqual({ success: false, error: expect.any(String) });

    // Another client is not affected; the first may mail again once its oldest email left.
    expect(await outcome(await planFrom(api, '198.51.100.2', 'b@example.nz'))).toBe('mailed');
    now = Date.UTC(2030, 0, 1, 10, 10, 30);
    expect(await outcome(await planFrom(api, '203.0.113.7', 'a6@example.nz'))).toBe('mailed');
    expect(await outcome(await planFrom(api, '203.0.113.7', 'a7@example.nz'))).toBe('withheld');

    // Withheld and refused emails queued nothing: 3 + 1 + 1.
    expect((await api.store.stats()).mail.pending).toBe(5);
    expect((await api.store.stats()).plans).toBe(7);
  });

  it('never stops someone saving their own plan, whatever strangers sent to their address', async () => {
    const store = await sharedStore();
    const limits = {
      perClient: { max: 100, windowMs: 10 * MINUTE },
      perRecipient: { max: 5, windowMs: 60 * MINUTE },
    };
    const limitsKey = 'k'.repeat(40); // LIMITS_KEY, the same after the restart
    const api = await server({ store, rateLimits: limits, limitsKey });
    // A stranger mails five plans and checklists to the victim's mailbox, in several spellings.
    for (const spelling of ['victim@gmail.com', 'VICTIM@gmail.com', 'v.i.ctim@gmail.com']) {
      expect(await outcome(await planFrom(api, '192.0.2.66', spelling))).toBe('mailed');
    }
    expect((await quizFrom(api, '192.0.2.66', 'victim+home@gmail.com')).status).toBe(200);
    expect((await quizFrom(api, '192.0.2.66', 'victim@googlemail.com')).status).toBe(200);

    // The victim saves from home: stored, its email withheld, and readable by its link.
    const own = await planFrom(api, '198.51.100.77', 'victim@gmail.com');
    expect(own.status).toBe(201);
    const body = (await own.json()) as {
      identifier: string;
      emailWithheld: { reason: string; retryAfterSeconds: number };
    };
    expect(body.emailWithheld.reason).toBe('recipient-limit');
    expect(body.emailWithheld.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await getPlan(api.url, body.identifier)).status).toBe(200);
    expect((await store.stats()).mail.pending).toBe(5);

    // The window is in the store: a restart (a new server on the reopened file) keeps it.
    await api.close();
    open.splice(open.indexOf(api), 1);
    const dir = path.dirname((store as SqliteStore).file);
    await store.close();
    open.splice(open.indexOf(store), 1);
    const reopened = await SqliteStore.open(dir);
    open.unshift(reopened);
    const restarted = await server({ store: reopened, rateLimits: limits, limitsKey });
    expect(await outcome(await planFrom(restarted, '198.51.100.78', 'victim@gmail.com'))).toBe(
      'withheld',
    );
    // Without LIMITS_KEY a restart draws a new key: the hits on file count for nobody.
    const newKey = await server({ store: reopened, rateLimits: limits, limitsKey: 'n'.repeat(40) });
    expect(await outcome(await planFrom(newKey, '198.51.100.79', 'victim@gmail.com'))).toBe(
      'mailed',
    );
  });

  it('keeps no client address and no plain hash of a recipient on disk (issue 42, part 4)', async () => {
    const store = await sharedStore();
    const api = await server({
      store,
      rateLimits: {
        perClient: { max: 100, windowMs: 10 * MINUTE },
        perRecipient: { max: 100, windowMs: 60 * MINUTE },
      },
    });
    const clients = ['203.0.113.201', '2001:db8:aa:bb::7'];
    for (const client of clients) {
      expect(await outcome(await planFrom(api, client, 'tracked@example.nz'))).toBe('mailed');
      expect((await quizFrom(api, client, 'tracked@example.nz')).status).toBe(200);
    }
    await api.close();
    open.splice(open.indexOf(api), 1);
    const dir = path.dirname((store as SqliteStore).file);
    await store.close();
    open.splice(open.indexOf(store), 1);

    const hits = new Database((store as SqliteStore).file, { readonly: true });
    const buckets = hits.prepare('SELECT DISTINCT bucket FROM limit_hits').all() as {
      bucket: string;
    }[];
    hits.close();
    // Three kinds (emails by client, saves by client, emails to the recipient) for two clients.
    expect(buckets).toHaveLength(5);
    for (const { bucket } of buckets) expect(bucket).toMatch(/^[\w-]{22}$/);
    // The mail jobs still hold the address until sent (server/README.md); no file holds a
    // client's address, in any spelling, nor the plain hash earlier releases counted under.
    const plainHash = createHash('sha256').update('tracked@example.nz').digest('base64url');
    const onDisk = readdirSync(dir)
      .map((name) => readFileSync(path.join(dir, name)).toString('latin1'))
      .join('');
    for (const trace of [
      '203.0.113.201',
      '2001:db8:aa:bb',
      '2001:db8:aa::',
      plainHash.slice(0, 16),
    ]) {
      expect(onDisk).not.toContain(trace);
    }
  });

  it('removes the clear-text hits of earlier releases when it opens their file', async () => {
    const dir = tempDir('rate-old');
    await (await SqliteStore.open(dir)).close();
    const file = path.join(dir, 'escape-plan.sqlite');
    const old = new Database(file);
    // Version 3's shape: mail jobs had no kind column yet.
    old.exec('ALTER TABLE mail DROP COLUMN kind');
    old.pragma('user_version = 3');
    old.prepare('INSERT INTO limit_hits VALUES (?, ?)').run('client:203.0.113.9', Date.now());
    old
      .prepare('INSERT INTO limit_hits VALUES (?, ?)')
      .run('recipient:Zm9vYmFyYmF6cXV4', Date.now());
    old.close();
    await (await SqliteStore.open(dir)).close();
    const migrated = new Database(file, { readonly: true });
    expect(migrated.prepare('SELECT count(*) AS hits FROM limit_hits').get()).toEqual({ hits: 0 });
    expect(migrated.pragma('user_version', { simple: true })).toBe(5);
    migrated.close();
  });

  it('refuses saves from one client past its saves limit (429), and no one else', async () => {
    const api = await server({
      rateLimits: {
        perClient: { max: 100, windowMs: 10 * MINUTE },
        perRecipient: { max: 100, windowMs: 60 * MINUTE },
        savesPerClient: { max: 2, windowMs: 10 * MINUTE },
      },
    });
    expect(await outcome(await planFrom(api, '203.0.113.90', 's1@example.nz'))).toBe('mailed');
    expect(await outcome(await planFrom(api, '203.0.113.90', 's2@example.nz'))).toBe('mailed');
    const third = await planFrom(api, '203.0.113.90', 's3@example.nz');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outcome(await planFrom(api, '203.0.113.91', 's3@example.nz'))).toBe('mailed');
    expect((await api.store.stats()).plans).toBe(3);
  });

  it('answers 429 once an address has been sent its share, whoever asks', async () => {
    const api = await server({
      rateLimits: {
        perClient: { max: 100, windowMs: 10 * MINUTE },
        perRecipient: { max: 2, windowMs: 60 * MINUTE },
      },
    });
    expect(await outcome(await planFrom(api, '192.0.2.1', 'target@example.nz'))).toBe('mailed');
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
    expect(await outcome(await planFrom(first, '203.0.113.9', 'c1@example.nz'))).toBe('mailed');
    expect(await outcome(await planFrom(second, '203.0.113.9', 'c2@example.nz'))).toBe('mailed');
    expect(await outcome(await planFrom(first, '203.0.113.9', 'c3@example.nz'))).toBe('withheld');
    expect(await outcome(await planFrom(second, '203.0.113.9', 'c4@example.nz'))).toBe('withheld');
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
    expect(await outcome(await planFrom(api, '203.0.113.20', 'e@example.nz'))).toBe('withheld');
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
    expect(await outcome(await planFrom(api, '203.0.113.30', 'f1@example.nz'))).toBe('mailed');
    // A made-up X-Forwarded-For does not buy a fresh window.
    expect(await outcome(await planFrom(api, '203.0.113.31', 'f2@example.nz'))).toBe('withheld');
  });

  it('trusts no X-Forwarded-For by default (finding 1)', async () => {
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
    expect(await outcome(await save('203.0.113.40', 'g1@example.nz'))).toBe('mailed');
    expect(await outcome(await save('203.0.113.41', 'g2@example.nz'))).toBe('withheld');
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
    expect(await outcome(await planFrom(api, chain('198.51.100.1'), 'h1@example.nz'))).toBe(
      'mailed',
    );
    // A different made-up first address is the same client.
    expect(await outcome(await planFrom(api, chain('198.51.100.2'), 'h2@example.nz'))).toBe(
      'withheld',
    );
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
    expect(await outcome(await planFrom(api, '2001:db8:1:200::1', 'v1@example.nz'))).toBe('mailed');
    for (const [index, sameClient] of [
      '2001:db8:1:200::2',
      '2001:DB8:1:200:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:02ff:0:0:0:1',
      '[2001:db8:1:200::9]:443',
    ].entries()) {
      const response = await planFrom(api, sameClient, `v${index + 2}@example.nz`);
      expect(await outcome(response), sameClient).toBe('withheld');
    }
    expect(await outcome(await planFrom(api, '2001:db8:1:300::1', 'w1@example.nz'))).toBe('mailed');
    // An IPv4 client is the same client in its IPv4-mapped IPv6 spellings.
    expect(await outcome(await planFrom(api, '203.0.113.60', 'x1@example.nz'))).toBe('mailed');
    // Some proxies write the client's port too; a port is not a client.
    for (const mapped of ['::ffff:203.0.113.60', '::FFFF:cb00:713c', '203.0.113.60:4711']) {
      expect(await outcome(await planFrom(api, mapped, 'x2@example.nz')), mapped).toBe('withheld');
    }
    expect(await outcome(await planFrom(api, '203.0.113.61', 'x3@example.nz'))).toBe('mailed');
  });

  it('counts the dotted spellings of one Gmail mailbox as one recipient (API probe, session 6)', async () => {
    // Gmail delivers v.ictim@, vic.tim@ and victim@googlemail.com to victim@gmail.com.
    const api = await server({
      rateLimits: {
        perClient: { max: 100, windowMs: 10 * MINUTE },
        perRecipient: { max: 2, windowMs: 60 * MINUTE },
      },
    });
    expect(await outcome(await planFrom(api, '192.0.2.20', 'victim@gmail.com'))).toBe('mailed');
    expect(await outcome(await planFrom(api, '192.0.2.21', 'v.ictim@gmail.com'))).toBe('mailed');
    for (const spelling of [
      'vic.tim@gmail.com',
      'Victim+x@GoogleMail.com',
      'v.i.c.t.i.m@gmail.com',
    ]) {
      expect((await quizFrom(api, '192.0.2.22', spelling)).status, spelling).toBe(429);
    }
    // Elsewhere a dot is part of the mailbox's name.
    expect(await outcome(await planFrom(api, '192.0.2.23', 'v.ictim@x.org'))).toBe('mailed');
    expect(await outcome(await planFrom(api, '192.0.2.23', 'victim@x.org'))).toBe('mailed');
  });

  it('counts every spelling of one mailbox against one limit (finding 2)', async () => {
    const api = await server({
      rateLimits: {
        perClient: { max: 100, windowMs: 10 * MINUTE },
        perRecipient: { max: 2, windowMs: 60 * MINUTE },
      },
    });
    expect(await outcome(await planFrom(api, '192.0.2.10', 'victim@x.org'))).toBe('mailed');
    expect(await outcome(await planFrom(api, '192.0.2.11', ' Victim@X.ORG '))).toBe('mailed');
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
