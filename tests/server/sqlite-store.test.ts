// What the embedded SQLite store adds to the store contract (finding 6): one server per
// data folder, an integrity check that stops on a damaged file without touching it, a failed write
// a full disk answered 503 and reported unhealthy, the import of an old install's nedb files, and
// a write that is on disk when it returns (a rollback journal, synchronous = EXTRA).
import { chmodSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import Datastore from '@seald-io/nedb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SQLITE_FILE,
  SqliteStore,
  StoreDamaged,
  StoreInUse,
  type SqliteStoreOptions,
} from '../../server/stores/sqlite/store';
import { StoreFull, StoreReadOnly } from '../../server/stores/errors';
import type { MailRecord, PlanRecord } from '../../server/stores/types';
import { RecordDamaged } from '../../server/stores/records';
import { HOUSE_ANSWERS, newKey, planRequest } from './fixtures';
import { OPERATOR_HEADERS, memoryLogger, postJson, startApiServer } from './harness';
import { tempDir, getPlan, waitUntil } from './support';
import { backupStore } from '../../server/ops/backup-file';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()?.close();
});

async function openStore(dir: string, options?: SqliteStoreOptions): Promise<SqliteStore> {
  const store = await SqliteStore.open(dir, options);
  open.push(store);
  return store;
}

const plan = (index: number): PlanRecord => ({
  identifier: `plan-identifier-${String(index).padStart(8, '0')}`,
  idempotencyKey: `key-${index}`,
  requestHash: 'hash',
  answers: HOUSE_ANSWERS,
  language: 'en',
  createdAt: index,
});

const message = (index: number): MailRecord => ({
  id: `mail-${index}`,
  idempotencyKey: `plan:key-${index}`,
  requestHash: 'hash',
  language: 'en',
  to: `old${index}@example.nz`,
  kind: 'plan',
  payload: { identifier: plan(index).identifier, name: 'Aroha', answers: HOUSE_ANSWERS },
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 1,
  leaseUntil: null,
  leaseOwner: null,
  sentAt: null,
  createdAt: 1,
  lastError: null,
});

/** Closes a store: the file alone is left. */
async function closeAndRelease(store: SqliteStore, dir: string): Promise<void> {
  await store.close();
  open.splice(open.indexOf(store), 1);
  expect(existsSync(path.join(dir, `${SQLITE_FILE}-journal`))).toBe(false);
}

describe('the SQLite store', () => {
  it('refuses a second store on a data folder in use, at once and saying why', async () => {
    const dir = tempDir('one-per-folder');
    const first = await openStore(dir);
    await first.plans.insert(plan(1));
    const started = Date.now();
    const second = SqliteStore.open(dir);
    await expect(second).rejects.toThrow(StoreInUse);
    await expect(second).rejects.toThrow(path.join(dir, SQLITE_FILE));
    await expect(second).rejects.toThrow('one server per DATA_DIR');
    expect(Date.now() - started).toBeLessThan(1_000);
    // The first goes on as if nothing happened.
    expect(await first.plans.find(plan(1).identifier)).toEqual(plan(1));
  });

  it('opens a structurally damaged file read-only: serves what it can, writes nothing to it', async () => {
    const dir = tempDir('damaged');
    const store = await openStore(dir);
    for (let index = 0; index < 300; index += 1) await store.plans.insert(plan(index));
    await closeAndRelease(store, dir);

    const file = path.join(dir, SQLITE_FILE);
    const bytes = readFileSync(file);
    const pageSize = bytes.readUInt16BE(16);
    // The leaf page holding plan 150, its type byte nonsense: "slightly damaged", as a bad
    // sector leaves it.
    const at = bytes.lastIndexOf(Buffer.from(`{"identifier":"${plan(150).identifier}"`));
    const page = Math.floor(at / pageSize);
    bytes[pageSize * page] = 0x07;
    writeFileSync(file, bytes);

    const reopened = await openStore(dir);
    await expect(reopened.ping()).rejects.toThrow('damaged');
    await expect(reopened.plans.insert(plan(1000))).rejects.toThrow(StoreReadOnly);
    // Records on pages the damage did not touch are still served; none is served wrong.
    let served = 0;
    for (let index = 0; index < 300; index += 1) {
      try {
        const found = await reopened.plans.find(plan(index).identifier);
        if (found) {
          expect(found).toEqual(plan(index));
          served += 1;
        }
      } catch (error) {
        expect(error).toBeInstanceOf(RecordDamaged);
      }
    }
    expect(served).toBeGreaterThanOrEqual(290);
    await reopened.close();
    open.splice(open.indexOf(reopened), 1);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('stops on a file SQLite cannot open at all, naming it, and writes nothing to it', async () => {
    const dir = tempDir('not-a-database');
    const store = await openStore(dir);
    await store.plans.insert(plan(1));
    await closeAndRelease(store, dir);
    const file = path.join(dir, SQLITE_FILE);
    const bytes = readFileSync(file);
    bytes.write('not a database!!', 0); // the header's magic string
    writeFileSync(file, bytes);
    const reopened = SqliteStore.open(dir);
    await expect(reopened).rejects.toThrow(StoreDamaged);
    await expect(reopened).rejects.toThrow(file);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('answers 503 with Retry-After to a save a full disk cannot take, and says so in health', async () => {
    const dir = tempDir('full');
    const memory = memoryLogger();
    // A file capped a few pages above its empty size: SQLite answers SQLITE_FULL as on a full disk.
    const store = await openStore(dir, { maxPages: 12, logger: memory.logger });
    const api = await startApiServer({ store, worker: false });
    open.push(api);
    const saved: string[] = [];
    let failed: Response | null = null;
    for (let index = 0; index < 200 && !failed; index += 1) {
      const response = await postJson(`${api.url}/api/v1/plan/save`, planRequest(), {
        'Idempotency-Key': newKey(),
      });
      if (response.status === 201) {
        saved.push(((await response.json()) as { identifier: string }).identifier);
      } else {
        failed = response;
      }
    }
    expect(failed?.status).toBe(503);
    expect(Number(failed?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await failed?.json()) as { error: string }).error).toMatch(/short of storage space/);
    expect(saved.length).toBeGreaterThan(0);
    const health = await fetch(`${api.url}/api/health`, { headers: OPERATOR_HEADERS });
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      checks: expect.arrayContaining([
        expect.objectContaining({
          name: 'store',
          ok: false,
          detail: 'sqlite: short of disk space, STORE_FULL',
        }),
      ]),
    });
    // Everything acknowledged is there.
    for (const identifier of saved) {
      expect((await getPlan(api.url, identifier)).status).toBe(200);
    }
    // The cause is logged once when it starts, however many saves it refuses, and once when it
    // clears (here: room made by raising the cap, as an operator frees disk space).
    for (let index = 0; index < 5; index += 1) {
      const refused = await postJson(`${api.url}/api/v1/plan/save`, planRequest(), {
        'Idempotency-Key': newKey(),
      });
      expect(refused.status).toBe(503);
    }
    const said = (message: string) => memory.lines.filter((line) => line.msg === message);
    // The operators' figures count every one of those answers (1 + 5).
    const figures = await (await fetch(`${api.url}/metrics`, { headers: OPERATOR_HEADERS })).text();
    expect(figures).toMatch(/^escape_plan_disk_full_answers_total 6$/m);
    expect(said('data file refuses writes: saves answer 503')).toHaveLength(1);
    expect(said('data file refuses writes: saves answer 503')[0]?.fields).toMatchObject({
      cause: 'disk full',
    });
    store.database.pragma('max_page_count = 100000');
    const again = await fetch(`${api.url}/api/health`, { headers: OPERATOR_HEADERS });
    expect(again.status).toBe(200);
    expect(said('data file takes writes again')).toHaveLength(1);
    const room = await postJson(`${api.url}/api/v1/plan/save`, planRequest(), {
      'Idempotency-Key': newKey(),
    });
    expect(room.status).toBe(201);
  });

  it('has a change on disk when its write returns, with no log left beside the file', async () => {
    const dir = tempDir('synced');
    const store = await openStore(dir);
    expect(store.database.pragma('journal_mode', { simple: true })).toBe('delete');
    // EXTRA (3): the journal's removal is synced too, so a commit cannot come undone.
    expect(store.database.pragma('synchronous', { simple: true })).toBe(3);
    await store.plans.insert(plan(1), message(1));
    const sideFiles = ['-journal', '-wal', '-shm'].filter((side) =>
      existsSync(path.join(dir, `${SQLITE_FILE}${side}`)),
    );
    expect(sideFiles).toEqual([]);
  });

  it('refuses only the write that does not fit; those before and after it are stored', async () => {
    const store = await openStore(tempDir('one-full'), { maxPages: 12 });
    const tooLarge = { ...plan(0), requestHash: 'x'.repeat(200_000) };
    for (const index of [1, 2, 3]) expect(await store.plans.insert(plan(index))).toBe('inserted');
    await expect(store.plans.insert(tooLarge)).rejects.toThrow(StoreFull);
    expect(await store.mailJobs.enqueue(message(1))).toBe('inserted');
    for (const index of [1, 2, 3])
      expect(await store.plans.find(plan(index).identifier)).toEqual(plan(index));
    expect(await store.plans.find(tooLarge.identifier)).toBeNull();
    // A save of the largest size would not fit: the store says so until one would.
    await expect(store.ping()).rejects.toThrow(StoreFull);
  });

  it('answers 503 to every one of concurrent saves a full disk cannot take, and 201 to none', async () => {
    const store = await openStore(tempDir('full-http'), { maxPages: 12 });
    const api = await startApiServer({ store, worker: false });
    open.push(api);
    // Fill the file with one save at a time until one fails.
    for (let index = 0; index < 200; index += 1) {
      const response = await postJson(`${api.url}/api/v1/plan/save`, planRequest(), {
        'Idempotency-Key': newKey(),
      });
      if (response.status !== 201) break;
    }
    const plansBefore = (await store.stats()).plans;
    const keys = Array.from({ length: 8 }, () => newKey());
    const responses = await Promise.all(
      keys.map((key) =>
        postJson(`${api.url}/api/v1/plan/save`, planRequest(), { 'Idempotency-Key': key }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(503));
    expect((await store.stats()).plans).toBe(plansBefore);
    for (const key of keys) expect(await store.plans.findByIdempotencyKey(key)).toBeNull();
    expect((await fetch(`${api.url}/api/health`)).status).toBe(503);
  });

  it('imports an old install’s nedb files on first start and keeps them as they were', async () => {
    const dir = tempDir('nedb');
    const plans = new Datastore({ filename: path.join(dir, 'plans.db') });
    const mail = new Datastore({ filename: path.join(dir, 'mail-outbox.db') });
    await plans.loadDatabaseAsync();
    await mail.loadDatabaseAsync();
    await plans.ensureIndexAsync({ fieldName: 'identifier', unique: true });
    for (let index = 0; index < 3; index += 1) {
      await plans.insertAsync(plan(index));
      await mail.insertAsync(message(index));
    }
    await mail.updateAsync({ id: 'mail-1' }, { $set: { status: 'sent', to: '' } }, {});
    await plans.removeAsync({ identifier: plan(2).identifier }, {});
    const oldFiles = ['plans.db', 'mail-outbox.db'].map((name) =>
      readFileSync(path.join(dir, name)),
    );

    const store = await openStore(dir);
    expect(await store.plans.find(plan(0).identifier)).toEqual(plan(0));
    expect(await store.plans.findByIdempotencyKey('key-1')).toEqual(plan(1));
    expect(await store.plans.find(plan(2).identifier)).toBeNull();
    expect((await store.stats()).mail).toEqual({
      pending: 2,
      sending: 0,
      sent: 1,
      failed: 0,
      'set-aside': 0,
    });
    const claimed = await store.mailJobs.claim('worker', 10, 1_000);
    expect(claimed).toMatchObject({ id: 'mail-0', to: 'old0@example.nz', attempts: 1 });
    ['plans.db', 'mail-outbox.db'].forEach((name, index) => {
      expect(readFileSync(path.join(dir, name)).equals(oldFiles[index]!)).toBe(true);
    });

    // Once only: a restart does not bring back what has changed since.
    await store.mailJobs.markSent('mail-0', 'worker', 20);
    await closeAndRelease(store, dir);
    const again = await openStore(dir);
    expect((await again.stats()).mail).toEqual({
      pending: 1,
      sending: 0,
      sent: 2,
      failed: 0,
      'set-aside': 0,
    });
  });
});

describe('files for the server only', () => {
  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it('makes the folder 0700 and its files 0600 whatever the umask, and backups too', async () => {
    const before = process.umask(0o022);
    try {
      const dir = path.join(tempDir('private'), 'data');
      const store = await openStore(dir);
      await store.plans.insert(plan(1));
      expect(modeOf(dir)).toBe(0o700);
      for (const name of readdirSync(dir)) expect(modeOf(path.join(dir, name))).toBe(0o600);
      const backup = path.join(tempDir('private-backup'), 'copy.sqlite');
      await backupStore(store, backup);
      expect(modeOf(backup)).toBe(0o600);
    } finally {
      process.umask(before);
    }
  });

  it('tightens a looser folder and data file found at start, and says so', async () => {
    const dir = tempDir('loose');
    await (await SqliteStore.open(dir)).close();
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, SQLITE_FILE), 0o644);
    const warnings: string[] = [];
    const logger = { info() {}, error() {}, warn: (message: string) => warnings.push(message) };
    await openStore(dir, { logger });
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, SQLITE_FILE))).toBe(0o600);
    expect(warnings.filter((line) => line.includes('tightened'))).toHaveLength(2);
  });
});

describe('a damaged file served read-only through the API', () => {
  async function savedPlans(dir: string, count: number): Promise<string[]> {
    const first = await startApiServer({ dataDir: dir, worker: false });
    const identifiers: string[] = [];
    try {
      for (let index = 0; index < count; index += 1) {
        const response = await postJson(
          `${first.url}/api/v1/plan/save`,
          planRequest({ email: `damage-${index}@example.nz` }),
          { 'Idempotency-Key': newKey() },
        );
        expect(response.status).toBe(201);
        identifiers.push(((await response.json()) as { identifier: string }).identifier);
      }
    } finally {
      await first.close();
    }
    return identifiers;
  }

  /**
   * Makes nonsense of the type byte of the table page (not an index page) that holds `marker`,
   * as a bad sector does: the rows on it are lost, the rest of the table is not.
   */
  function damageTablePageHolding(dir: string, marker: string): void {
    const TABLE_LEAF = 0x0d;
    const file = path.join(dir, SQLITE_FILE);
    const bytes = readFileSync(file);
    const pageSize = bytes.readUInt16BE(16);
    let page = -1;
    for (let at = bytes.indexOf(marker); at >= 0; at = bytes.indexOf(marker, at + 1)) {
      const start = pageSize * Math.floor(at / pageSize);
      if (start > 0 && bytes[start] === TABLE_LEAF) page = start;
    }
    expect(page).toBeGreaterThan(0);
    bytes[page] = 0x07;
    writeFileSync(file, bytes);
  }

  it.each([
    ['the mail table', (identifiers: string[]) => `damage-${identifiers.length / 2}@example.nz`],
    ['the plans', (identifiers: string[]) => identifiers[identifiers.length / 2]!],
  ])(
    'damage in %s: intact plans are served, saves get 503, health says why',
    async (where, marker) => {
      const dir = tempDir('damaged-api');
      const identifiers = await savedPlans(dir, 40);
      damageTablePageHolding(dir, marker(identifiers));
      const memory = memoryLogger();
      const server = await startApiServer({ dataDir: dir, logger: memory.logger });
      try {
        const answers = await Promise.all(
          identifiers.map(async (identifier) => (await getPlan(server.url, identifier)).status),
        );
        // Reading a plan marks it used: bookkeeping that never refuses a read on a read-only file.
        const served = answers.filter((status) => status === 200).length;
        expect(answers.every((status) => status === 200 || status === 500)).toBe(true);
        expect(served).toBeGreaterThanOrEqual(identifiers.length - 10);
        if (where === 'the mail table') expect(served).toBe(identifiers.length);
        const save = await postJson(`${server.url}/api/v1/plan/save`, planRequest(), {
          'Idempotency-Key': newKey(),
        });
        expect(save.status).toBe(503);
        expect(save.headers.get('retry-after')).toMatch(/^\d+$/);
        const health = await fetch(`${server.url}/api/health`, { headers: OPERATOR_HEADERS });
        expect(health.status).toBe(503);
        expect(JSON.stringify(await health.json())).toMatch(/damaged|read-only/i);
        const figures = await (
          await fetch(`${server.url}/metrics`, { headers: OPERATOR_HEADERS })
        ).text();
        expect(figures).toMatch(/^escape_plan_store_errors_total\{kind="read_only"\} 1$/m);
        const damaged = identifiers.length - served;
        if (damaged > 0) {
          expect(figures).toContain(
            `escape_plan_store_errors_total{kind="damaged_record"} ${damaged}\n`,
          );
        }
        await waitUntil(
          () => memory.lines.some((line) => line.msg === 'mail jobs unavailable'),
          'the mail worker to say it cannot claim',
        );
      } finally {
        await server.close();
      }
    },
  );
});

describe('nothing personal after its purpose', () => {
  it('a damaged mail job is set aside emptied: its address is gone from the file, byte by byte', async () => {
    const dir = tempDir('damaged-job');
    const store = await openStore(dir);
    const secret = 'secret-damaged@example.nz';
    await store.mailJobs.enqueue({ ...message(7), to: secret });
    await store.mailJobs.enqueue(message(8));
    await closeAndRelease(store, dir);
    // One byte of its record changed (the name after the address): the checksum no longer fits.
    const file = path.join(dir, SQLITE_FILE);
    const bytes = readFileSync(file);
    const at = bytes.indexOf('Aroha', bytes.indexOf(secret));
    expect(at).toBeGreaterThan(0);
    bytes[at] = 'B'.charCodeAt(0);
    writeFileSync(file, bytes);

    const reopened = await openStore(dir);
    // The damaged job is never claimed; the other one is.
    const claimed = await reopened.mailJobs.claim('worker', Date.now(), 60_000);
    expect(claimed?.id).toBe(message(8).id);
    expect(await reopened.mailJobs.claim('worker', Date.now(), 60_000)).toBeNull();
    expect((await reopened.stats()).mail['set-aside']).toBe(1);
    await closeAndRelease(reopened, dir);
    expect(readFileSync(file).includes(Buffer.from(secret))).toBe(false);
  });

  it('a damaged job keeps its own kind, whatever its key says, and is swept as that kind', async () => {
    const dir = tempDir('damaged-kind');
    const store = await openStore(dir);
    // A checklist email whose key looks like a plan's: its kind is the job's, not the key's.
    const checklist = {
      ...message(9),
      idempotencyKey: 'plan:looks-like-a-plan',
      kind: 'quiz',
      payload: { name: 'Aroha', summary: { items: [] } },
      createdAt: 1,
    } as unknown as MailRecord;
    await store.mailJobs.enqueue(checklist);
    await store.mailJobs.enqueue({ ...message(10), createdAt: 1 });
    await closeAndRelease(store, dir);
    const file = path.join(dir, SQLITE_FILE);
    const db = new Database(file);
    db.prepare("UPDATE mail SET checksum = 'damaged' WHERE id = ?").run(checklist.id);
    db.close();

    const reopened = await openStore(dir);
    // Met when the worker claims: the damaged job is set aside, the plan's is claimed.
    const claimed = await reopened.mailJobs.claim('worker', Date.now(), 60_000);
    expect(claimed?.id).toBe(message(10).id);
    expect(await reopened.mailJobs.claim('worker', Date.now(), 60_000)).toBeNull();
    expect((await reopened.stats()).mail['set-aside']).toBe(1);
    const kept = await reopened.mailJobs.findByIdempotencyKey('plan:looks-like-a-plan');
    expect(kept).toMatchObject({ kind: 'quiz', status: 'set-aside', to: '' });
    // The sweep of finished checklist emails takes it; the plan's waiting job stays.
    expect(await reopened.mailJobs.removeFinishedQuiz(Date.now())).toBe(1);
    expect(await reopened.mailJobs.findByIdempotencyKey('plan:looks-like-a-plan')).toBeNull();
    expect(await reopened.mailJobs.findByIdempotencyKey(message(10).idempotencyKey)).not.toBeNull();
  });
});
