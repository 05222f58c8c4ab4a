// One contract, every store: the embedded store always; MongoDB when MONGODB_URI is set.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../server/stores/sqlite/store';
import { MongoStore } from '../../server/stores/mongo/store';
import type {
  DeletedPlanRecord,
  MailRecord,
  OpenPlanRecord,
  SealedPlanRecord,
  Store,
} from '../../server/stores/types';
import { scoreQuiz } from '../../src/domain/quiz/quiz-rules';
import { HOUSE_ANSWERS, QUIZ_ANSWERS } from './fixtures';
import { tempDir } from './support';

interface StoreUnderTest {
  open(): Promise<Store>;
  /** Closes and opens the same data again, as a restart would. */
  reopen(store: Store): Promise<Store>;
  destroy(store: Store): Promise<void>;
}

function sqlite(): StoreUnderTest {
  let dir = '';
  return {
    async open() {
      dir = tempDir('contract');
      return SqliteStore.open(dir);
    },
    async reopen(store) {
      await store.close();
      return SqliteStore.open(dir);
    },
    destroy: (store) => store.close(),
  };
}

function mongo(uri: string): StoreUnderTest {
  let database = '';
  return {
    async open() {
      database = `escape-plan-contract-${randomBytes(6).toString('hex')}`;
      return MongoStore.connect(uri, database);
    },
    async reopen(store) {
      await store.close();
      return MongoStore.connect(uri, database);
    },
    async destroy(store) {
      await (store as MongoStore).dropAll();
      await store.close();
    },
  };
}

const MONGODB_URI = process.env.MONGODB_URI;
if (!MONGODB_URI) {
  console.info('MongoDB store contract tests skipped: MONGODB_URI is not set.');
}

// In the future, so no TTL monitor (MongoDB's reads the wall clock) removes a window mid-test.
const T0 = Date.UTC(2030, 0, 1);
const LEASE = 60_000;

function plan(overrides: Partial<OpenPlanRecord> = {}): OpenPlanRecord {
  return {
    identifier: randomBytes(16).toString('base64url'),
    idempotencyKey: randomBytes(12).toString('base64url'),
    requestHash: 'hash',
    answers: HOUSE_ANSWERS,
    language: 'en',
    createdAt: T0,
    ...overrides,
  };
}

/** A plan as saved with owner keys: its content sealed (the store never opens it). */
function sealedPlan(overrides: Partial<SealedPlanRecord> = {}): SealedPlanRecord {
  return {
    state: 'sealed',
    identifier: randomBytes(16).toString('base64url'),
    idempotencyKey: randomBytes(12).toString('base64url'),
    requestHash: 'hash',
    createdAt: T0,
    updatedAt: T0,
    revision: 1,
    sealed: { v: 1, iv: 'nonce', data: randomBytes(64).toString('base64url') },
    ownerKeyHash: 'owner-hash',
    changes: [],
    ...overrides,
  };
}

function mail(overrides: Partial<MailRecord> = {}): MailRecord {
  return {
    id: randomBytes(16).toString('base64url'),
    idempotencyKey: `quiz:${randomBytes(12).toString('base64url')}`,
    requestHash: 'hash',
    language: 'mi',
    to: 'hemi@example.nz',
    kind: 'quiz',
    payload: { name: 'Hēmi', summary: scoreQuiz(QUIZ_ANSWERS) },
    status: 'pending',
    attempts: 0,
    nextAttemptAt: T0,
    leaseUntil: null,
    leaseOwner: null,
    sentAt: null,
    createdAt: T0,
    lastError: null,
    ...overrides,
  } as MailRecord;
}

describe.each([
  ['sqlite', sqlite, false],
  ['mongodb', () => mongo(MONGODB_URI ?? ''), !MONGODB_URI],
] as const)('%s store contract', (_name, make, skip) => {
  let subject: StoreUnderTest;
  let store: Store;

  beforeEach(async (context) => {
    if (skip) return context.skip();
    subject = make();
    store = await subject.open();
  });
  afterEach(async () => {
    if (!skip) await subject.destroy(store);
  });

  describe('plans', () => {
    it('stores a plan and finds it by identifier and by idempotency key', async () => {
      const record = plan();
      expect(await store.plans.insert(record)).toBe('inserted');
      expect(await store.plans.find(record.identifier)).toEqual(record);
      expect(await store.plans.findByIdempotencyKey(record.idempotencyKey)).toEqual(record);
    });

    it('finds nothing for an unknown identifier or key', async () => {
      expect(await store.plans.find('AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
      expect(await store.plans.findByIdempotencyKey('nobody-used-this-key')).toBeNull();
    });

    it('refuses a second plan with the same idempotency key or identifier', async () => {
      const first = plan();
      await store.plans.insert(first);
      expect(await store.plans.insert(plan({ idempotencyKey: first.idempotencyKey }))).toBe(
        'duplicate',
      );
      expect(await store.plans.insert(plan({ identifier: first.identifier }))).toBe('duplicate');
      expect((await store.stats()).plans).toBe(1);
    });

    it('stores a plan with its mail job in one transaction: both, or neither', async () => {
      const record = plan();
      const job = mail({ idempotencyKey: `plan:${record.idempotencyKey}` });
      expect(await store.plans.insert(record, job)).toBe('inserted');
      expect(await store.mailJobs.findByIdempotencyKey(job.idempotencyKey)).toEqual(job);
      // Its mail job cannot be stored (the key is taken): the plan is not stored either.
      const second = plan();
      await expect(
        store.plans.insert(second, mail({ idempotencyKey: job.idempotencyKey })),
      ).rejects.toThrow();
      expect(await store.plans.find(second.identifier)).toBeNull();
      expect((await store.stats()).plans).toBe(1);
    });

    it('replaces a plan over the revision it was read at, with its new mail job', async () => {
      const first = sealedPlan();
      await store.plans.insert(first);
      const next = {
        ...first,
        revision: 2,
        updatedAt: T0 + 5,
        changes: [{ idempotencyKey: 'change-key-0000001', requestHash: 'h2' }],
      };
      const job = mail({ idempotencyKey: 'plan:change-key-0000001' });
      expect(await store.plans.replace(next, first, { mail: job })).toBe('replaced');
      expect(await store.plans.find(first.identifier)).toEqual(next);
      expect(await store.mailJobs.findByIdempotencyKey(job.idempotencyKey)).toEqual(job);
      // Another change made from the first revision lost the race: nothing of it is written.
      const stale = { ...first, revision: 2, updatedAt: T0 + 9 };
      const staleJob = mail();
      expect(await store.plans.replace(stale, first, { mail: staleJob })).toBe('conflict');
      expect(await store.plans.find(first.identifier)).toEqual(next);
      expect(await store.mailJobs.findByIdempotencyKey(staleJob.idempotencyKey)).toBeNull();
    });

    it('deletes a plan: what stays holds no content, and its mail jobs are gone', async () => {
      const first = sealedPlan();
      const job = mail({ idempotencyKey: `plan:${first.idempotencyKey}` });
      await store.plans.insert(first, job);
      const deleted: DeletedPlanRecord = {
        state: 'deleted',
        identifier: first.identifier,
        idempotencyKey: first.idempotencyKey,
        requestHash: first.requestHash,
        createdAt: first.createdAt,
        ownerKeyHash: first.ownerKeyHash,
        changes: [],
        revision: 2,
        deletedAt: T0 + 1,
      };
      expect(await store.plans.replace(deleted, first, { dropMail: [job.idempotencyKey] })).toBe(
        'replaced',
      );
      expect(await store.plans.find(first.identifier)).toEqual(deleted);
      expect(await store.mailJobs.findByIdempotencyKey(job.idempotencyKey)).toBeNull();
      expect((await store.stats()).mail.pending).toBe(0);
    });

    it('removes plans unused since a time, with their mail jobs; a plan opened since stays', async () => {
      const unused = sealedPlan({ createdAt: T0 });
      const opened = sealedPlan({ createdAt: T0 });
      const fresh = sealedPlan({ createdAt: T0 + 50 });
      const legacy = plan({ createdAt: T0 });
      const unusedJob = mail({ idempotencyKey: `plan:${unused.idempotencyKey}` });
      await store.plans.insert(unused, unusedJob);
      for (const record of [opened, fresh, legacy]) await store.plans.insert(record);
      await store.plans.touch(opened.identifier, T0 + 60, T0 + 60);
      // Touched again within the day: the later mark is not needed and not written.
      await store.plans.touch(opened.identifier, T0 + 70, T0 + 10);
      expect(await store.plans.removeInactive(T0 + 40)).toBe(2);
      expect(await store.plans.find(unused.identifier)).toBeNull();
      expect(await store.plans.find(legacy.identifier)).toBeNull();
      expect(await store.mailJobs.findByIdempotencyKey(unusedJob.idempotencyKey)).toBeNull();
      expect(await store.plans.find(opened.identifier)).toEqual(opened);
      expect(await store.plans.find(fresh.identifier)).toEqual(fresh);
      expect(await store.plans.removeInactive(T0 + 55)).toBe(1);
      expect(await store.plans.find(fresh.identifier)).toBeNull();
      expect(await store.plans.find(opened.identifier)).toEqual(opened);
      expect(await store.plans.removeInactive(T0 + 55)).toBe(0);
    });

    it('keeps plans across a restart', async () => {
      const record = plan();
      await store.plans.insert(record);
      store = await subject.reopen(store);
      expect(await store.plans.find(record.identifier)).toEqual(record);
    });
  });

  describe('mail jobs', () => {
    it('queues a message once per idempotency key', async () => {
      const first = mail();
      expect(await store.mailJobs.enqueue(first)).toBe('inserted');
      expect(await store.mailJobs.enqueue(mail({ idempotencyKey: first.idempotencyKey }))).toBe(
        'duplicate',
      );
      expect(await store.mailJobs.findByIdempotencyKey(first.idempotencyKey)).toEqual(first);
      expect((await store.stats()).mail).toEqual({
        pending: 1,
        sending: 0,
        sent: 0,
        failed: 0,
        'set-aside': 0,
      });
    });

    it('removes checklist emails once sent or failed and past their keep, and nothing else', async () => {
      const quizSent = mail({ id: 'q-sent', idempotencyKey: 'quiz:sent', createdAt: T0 });
      const quizFailed = mail({ id: 'q-failed', idempotencyKey: 'quiz:failed', createdAt: T0 });
      const quizWaiting = mail({
        id: 'q-wait',
        idempotencyKey: 'quiz:wait',
        createdAt: T0,
        nextAttemptAt: T0 + 1e9,
      });
      const quizRecent = mail({ id: 'q-new', idempotencyKey: 'quiz:new', createdAt: T0 + 100 });
      // Told apart by each job's own kind, not by its key.
      const planSent = {
        ...mail({ id: 'p-sent', idempotencyKey: 'plan:sent', createdAt: T0 }),
        kind: 'plan',
        payload: { identifier: 'p1', name: 'Aroha', answers: {} },
      } as MailRecord;
      for (const record of [quizSent, quizFailed, quizWaiting, quizRecent, planSent]) {
        await store.mailJobs.enqueue(record);
      }
      // All but the waiting one are claimed and finished: q-failed fails, the others are sent.
      for (let claimed = await store.mailJobs.claim('worker', T0 + 1_000, LEASE); claimed;) {
        if (claimed.id === 'q-failed') await store.mailJobs.markFailed(claimed.id, 'worker', 'X');
        else await store.mailJobs.markSent(claimed.id, 'worker', T0 + 1_000);
        claimed = await store.mailJobs.claim('worker', T0 + 1_000, LEASE);
      }
      expect((await store.stats()).mail).toMatchObject({ pending: 1, sent: 3, failed: 1 });
      expect(await store.mailJobs.removeFinishedQuiz(T0 + 50)).toBe(2);
      expect(await store.mailJobs.findByIdempotencyKey('quiz:sent')).toBeNull();
      expect(await store.mailJobs.findByIdempotencyKey('quiz:failed')).toBeNull();
      for (const key of ['quiz:wait', 'quiz:new', 'plan:sent']) {
        expect(await store.mailJobs.findByIdempotencyKey(key)).not.toBeNull();
      }
    });

    it('claims a due message under a lease and counts the attempt', async () => {
      const record = mail();
      await store.mailJobs.enqueue(record);
      const claimed = await store.mailJobs.claim('worker-a', T0, LEASE);
      expect(claimed).toMatchObject({
        id: record.id,
        status: 'sending',
        attempts: 1,
        leaseOwner: 'worker-a',
        leaseUntil: T0 + LEASE,
      });
      expect(await store.mailJobs.claim('worker-b', T0 + 1, LEASE)).toBeNull();
    });

    it('does not claim a message before it is due', async () => {
      await store.mailJobs.enqueue(mail({ nextAttemptAt: T0 + 1_000 }));
      expect(await store.mailJobs.claim('worker-a', T0, LEASE)).toBeNull();
      expect(await store.mailJobs.claim('worker-a', T0 + 1_000, LEASE)).not.toBeNull();
    });

    it('claims the message due longest first', async () => {
      const later = mail({ nextAttemptAt: T0 - 10 });
      const earlier = mail({ nextAttemptAt: T0 - 500 });
      await store.mailJobs.enqueue(later);
      await store.mailJobs.enqueue(earlier);
      expect((await store.mailJobs.claim('w', T0, LEASE))?.id).toBe(earlier.id);
      expect((await store.mailJobs.claim('w', T0, LEASE))?.id).toBe(later.id);
    });

    it('gives an expired lease to another worker; the first can no longer finish', async () => {
      const record = mail();
      await store.mailJobs.enqueue(record);
      await store.mailJobs.claim('worker-a', T0, LEASE);
      const taken = await store.mailJobs.claim('worker-b', T0 + LEASE, LEASE);
      expect(taken).toMatchObject({ id: record.id, attempts: 2, leaseOwner: 'worker-b' });
      expect(await store.mailJobs.markSent(record.id, 'worker-a', T0 + LEASE)).toBe(false);
      expect(await store.mailJobs.markSent(record.id, 'worker-b', T0 + LEASE)).toBe(true);
    });

    it('marks a message sent, forgets the address and everything it carried, and never claims it again', async () => {
      const record = mail();
      await store.mailJobs.enqueue(record);
      await store.mailJobs.claim('w', T0, LEASE);
      expect(await store.mailJobs.markSent(record.id, 'w', T0 + 5)).toBe(true);
      const sent = await store.mailJobs.findByIdempotencyKey(record.idempotencyKey);
      expect(sent).toMatchObject({ status: 'sent', sentAt: T0 + 5, to: '', leaseOwner: null });
      expect(sent?.payload).toEqual({});
      expect(await store.mailJobs.claim('w', T0 + 10 * LEASE, LEASE)).toBeNull();
    });

    it('puts a message back for a later retry', async () => {
      const record = mail();
      await store.mailJobs.enqueue(record);
      await store.mailJobs.claim('w', T0, LEASE);
      expect(await store.mailJobs.markRetry(record.id, 'w', T0 + 2_000, 'ECONNREFUSED')).toBe(true);
      expect(await store.mailJobs.findByIdempotencyKey(record.idempotencyKey)).toMatchObject({
        status: 'pending',
        nextAttemptAt: T0 + 2_000,
        lastError: 'ECONNREFUSED',
        leaseOwner: null,
        to: 'hemi@example.nz',
      });
      expect(await store.mailJobs.claim('w', T0 + 1_999, LEASE)).toBeNull();
      expect(await store.mailJobs.claim('w', T0 + 2_000, LEASE)).toMatchObject({ attempts: 2 });
    });

    it('marks a message failed for good and forgets the address', async () => {
      const record = mail();
      await store.mailJobs.enqueue(record);
      await store.mailJobs.claim('w', T0, LEASE);
      expect(await store.mailJobs.markFailed(record.id, 'w', 'SMTP_550')).toBe(true);
      expect(await store.mailJobs.findByIdempotencyKey(record.idempotencyKey)).toMatchObject({
        status: 'failed',
        to: '',
        lastError: 'SMTP_550',
      });
      expect((await store.stats()).mail.failed).toBe(1);
    });

    it('never gives one message to two concurrent claimers', async () => {
      const records = Array.from({ length: 12 }, () => mail());
      for (const record of records) await store.mailJobs.enqueue(record);
      const claims = await Promise.all(
        Array.from({ length: 30 }, (_, index) => store.mailJobs.claim(`w${index % 3}`, T0, LEASE)),
      );
      const ids = claims.flatMap((claim) => (claim ? [claim.id] : []));
      expect(ids).toHaveLength(records.length);
      expect(new Set(ids).size).toBe(records.length);
    });

    it('keeps queued messages across a restart', async () => {
      const record = mail();
      await store.mailJobs.enqueue(record);
      store = await subject.reopen(store);
      expect((await store.mailJobs.claim('w', T0, LEASE))?.id).toBe(record.id);
    });
  });

  describe('limits (sliding windows)', () => {
    it('takes up to max hits in any window and says when the oldest leaves it', async () => {
      const windowMs = 60_000;
      expect(await store.limits.take('bucket-a', 2, windowMs, T0)).toEqual({ taken: true });
      expect(await store.limits.take('bucket-a', 2, windowMs, T0 + 10)).toEqual({ taken: true });
      expect(await store.limits.take('bucket-b', 2, windowMs, T0 + 10)).toEqual({ taken: true });
      // A refusal counts nothing: the window frees up when the first hit leaves it.
      expect(await store.limits.take('bucket-a', 2, windowMs, T0 + 20)).toEqual({
        taken: false,
        retryAt: T0 + windowMs,
      });
      expect(await store.limits.take('bucket-a', 2, windowMs, T0 + windowMs - 1)).toEqual({
        taken: false,
        retryAt: T0 + windowMs,
      });
      expect(await store.limits.take('bucket-a', 2, windowMs, T0 + windowMs)).toEqual({
        taken: true,
      });
      // No fixed window edge: the second hit is still in the window.
      expect(await store.limits.take('bucket-a', 2, windowMs, T0 + windowMs + 1)).toEqual({
        taken: false,
        retryAt: T0 + 10 + windowMs,
      });
    });

    it('takes exactly max of concurrent hits', async () => {
      const takes = await Promise.all(
        Array.from({ length: 15 }, () => store.limits.take('bucket-x', 5, 60_000, T0)),
      );
      expect(takes.filter((take) => take.taken)).toHaveLength(5);
    });

    it('keeps its hits across a restart, and forgets those pruned', async () => {
      await store.limits.take('bucket-y', 1, 60_000, T0);
      store = await subject.reopen(store);
      expect((await store.limits.take('bucket-y', 1, 60_000, T0 + 1)).taken).toBe(false);
      await store.limits.prune(T0);
      expect((await store.limits.take('bucket-y', 1, 60_000, T0 + 2)).taken).toBe(true);
    });
  });

  it('answers a ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
