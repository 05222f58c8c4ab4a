// What the embedded SQLite store adds to the store contract (issue 13, finding 6): one server per
// data folder, an integrity check that stops on a damaged file without touching it, a failed write
// answered 5xx and reported unhealthy, the import of an old install's nedb files, and group commit
// (the saves of one event-loop turn share a transaction; each is acknowledged once it commits).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SQLITE_FILE,
  SqliteStore,
  StoreDamaged,
  StoreInUse,
  StoreReadOnly,
  type SqliteStoreOptions,
} from '../../server/stores/sqlite/store';
import type { MailRecord, PlanRecord } from '../../server/stores/types';
import { RecordDamaged } from '../../server/stores/records';
import { HOUSE_ANSWERS, newKey, planRequest } from './fixtures';
import { OPERATOR_HEADERS, postJson, startApiServer } from './harness';
import { tempDir } from './support';

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

/** Closes a store: the log is folded into the file and removed at once. */
async function closeAndRelease(store: SqliteStore, dir: string): Promise<void> {
  await store.close();
  open.splice(open.indexOf(store), 1);
  expect(existsSync(path.join(dir, `${SQLITE_FILE}-wal`))).toBe(false);
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

  it('answers 500 to a save it cannot write and reports the store unhealthy', async () => {
    const dir = tempDir('full');
    // A file capped a few pages above its empty size: SQLite answers SQLITE_FULL as on a full disk.
    const store = await openStore(dir, { maxPages: 12 });
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
    expect(failed?.status).toBe(500);
    expect(saved.length).toBeGreaterThan(0);
    const health = await fetch(`${api.url}/api/health`, { headers: OPERATOR_HEADERS });
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      checks: expect.arrayContaining([
        expect.objectContaining({ name: 'store', ok: false, detail: 'sqlite: SQLITE_FULL' }),
      ]),
    });
    // Everything acknowledged is there.
    for (const identifier of saved) {
      expect((await fetch(`${api.url}/api/v1/plan/${identifier}`)).status).toBe(200);
    }
  });

  it('writes the changes made together in one transaction, acknowledging each once it committed', async () => {
    const groups: number[] = [];
    const store = await openStore(tempDir('group'), { onGroupCommit: (size) => groups.push(size) });
    const acknowledged: string[] = [];
    const writes = [1, 2, 3, 4, 5].map((index) =>
      store.plans.insert(plan(index)).then((result) => {
        acknowledged.push(`plan-${index}`);
        return result;
      }),
    );
    writes.push(
      store.mailJobs.enqueue(message(1)),
      store.plans.insert({ ...plan(9), idempotencyKey: 'key-1' }),
    );
    // Queued, not yet written: nothing is acknowledged nor visible before the group commits.
    await Promise.resolve();
    expect(acknowledged).toEqual([]);
    expect(await store.plans.find(plan(1).identifier)).toBeNull();

    expect(await Promise.all(writes)).toEqual([
      ...Array<string>(6).fill('inserted'),
      'duplicate', // its key was taken earlier in the same transaction
    ]);
    expect(groups).toEqual([7]);
    expect(await store.plans.find(plan(5).identifier)).toEqual(plan(5));
    expect(await store.mailJobs.findByIdempotencyKey('plan:key-1')).toMatchObject({ id: 'mail-1' });
    // A change made after the group committed goes in the next one.
    await store.plans.insert(plan(6));
    expect(groups).toEqual([7, 1]);
  });

  it('fails only the change of a group that cannot be written; the others are written one by one', async () => {
    const dir = tempDir('group-full');
    const groups: number[] = [];
    const store = await openStore(dir, {
      maxPages: 12,
      onGroupCommit: (size) => groups.push(size),
    });
    // Small plans that fit, written together with one the file has no room for.
    const tooLarge = { ...plan(0), requestHash: 'x'.repeat(200_000) };
    const outcomes = await Promise.allSettled([
      ...[1, 2, 3].map((index) => store.plans.insert(plan(index))),
      store.plans.insert(tooLarge),
      store.mailJobs.enqueue(message(1)),
    ]);
    expect(outcomes.map(({ status }) => status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[3] as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_FULL' });
    // The group's transaction never committed; each of the four was then committed alone.
    expect(groups).toEqual([1, 1, 1, 1]);
    for (const index of [1, 2, 3])
      expect(await store.plans.find(plan(index).identifier)).toEqual(plan(index));
    expect(await store.plans.find(tooLarge.identifier)).toBeNull();
    expect(await store.mailJobs.findByIdempotencyKey('plan:key-1')).toMatchObject({ id: 'mail-1' });
    // A save of the largest size would not fit: the store says so until one would.
    await expect(store.ping()).rejects.toMatchObject({ code: 'SQLITE_FULL' });
  });

  it('answers 500 to every one of concurrent saves it cannot write, and 201 to none', async () => {
    const dir = tempDir('group-full-http');
    const groups: number[] = [];
    const store = await openStore(dir, {
      maxPages: 12,
      onGroupCommit: (size) => groups.push(size),
    });
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
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(500));
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
