// The embedded default store: @seald-io/nedb datafiles in one folder (DATA_DIR). Single instance
// only: nedb keeps every collection in this process's memory and appends to its files, so two
// processes on one folder would overwrite each other. Claims are serialised in-process, which
// makes several app instances inside ONE process safe (they share this object); several
// processes need the MongoDB store. Rate-limit windows are counters in memory (a restart resets
// them): the store is single-process, so memory is where every instance sees them.
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { GroupCommit } from './group-commit';
import {
  MAIL_STATUSES,
  mailOutcome,
  windowStart,
  type InsertResult,
  type MailRecord,
  type PlanRecord,
  type RateLimitHit,
  type Store,
  type StoreStats,
} from './types';

const COMPACTION_INTERVAL_MS = 10 * 60 * 1000;
const RATE_LIMIT_SWEEP_EVERY_MS = 60 * 1000;
const CLAIM_CANDIDATES = 5;
const WITHOUT_ID = { _id: 0 };

function isUniqueViolation(error: unknown): boolean {
  return (error as { errorType?: string } | null)?.errorType === 'uniqueViolated';
}

/** A persisted collection: the nedb datastore and its group commit. */
interface Collection {
  db: Datastore;
  commit: GroupCommit;
}

async function openCollection(file: string): Promise<Collection> {
  const db = new Datastore({ filename: file });
  await db.loadDatabaseAsync();
  return { db, commit: new GroupCommit(db) };
}

async function insertUnique(collection: Collection, document: object): Promise<InsertResult> {
  try {
    await collection.db.insertAsync({ ...document });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The earlier insert may still be on its way to the file.
    await collection.commit.durable();
    return 'duplicate';
  }
  await collection.commit.durable();
  return 'inserted';
}

/** Reads wait for pending writes too: nothing not yet on disk is ever answered. */
async function read<T>(collection: Collection, query: Promise<T>): Promise<T> {
  const result = await query;
  await collection.commit.durable();
  return result;
}

/** Runs tasks one after another, in the order they were queued. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export class EmbeddedStore implements Store {
  readonly kind = 'embedded';
  private readonly claims = new SerialQueue();
  private lastSweep = 0;

  private constructor(
    private readonly dir: string,
    private readonly plansCollection: Collection,
    private readonly mailCollection: Collection,
  ) {}

  /** Rate-limit windows: bucket@windowStart → count and window end. In memory only. */
  private readonly rateLimits = new Map<string, RateLimitHit>();

  private get plans(): Datastore {
    return this.plansCollection.db;
  }

  private get mail(): Datastore {
    return this.mailCollection.db;
  }

  static async open(dir: string): Promise<EmbeddedStore> {
    await mkdir(dir, { recursive: true });
    const [plansCollection, mailCollection] = await Promise.all([
      openCollection(path.join(dir, 'plans.db')),
      openCollection(path.join(dir, 'mail-outbox.db')),
    ]);
    const plans = plansCollection.db;
    const mail = mailCollection.db;
    await Promise.all([
      plans.ensureIndexAsync({ fieldName: 'identifier', unique: true }),
      plans.ensureIndexAsync({ fieldName: 'idempotencyKey', unique: true }),
      mail.ensureIndexAsync({ fieldName: 'id', unique: true }),
      mail.ensureIndexAsync({ fieldName: 'idempotencyKey', unique: true }),
      mail.ensureIndexAsync({ fieldName: 'nextAttemptAt' }),
      mail.ensureIndexAsync({ fieldName: 'leaseUntil' }),
    ]);
    plans.setAutocompactionInterval(COMPACTION_INTERVAL_MS);
    mail.setAutocompactionInterval(COMPACTION_INTERVAL_MS);
    await Promise.all([plansCollection.commit.durable(), mailCollection.commit.durable()]);
    return new EmbeddedStore(dir, plansCollection, mailCollection);
  }

  insertPlan(plan: PlanRecord): Promise<InsertResult> {
    return insertUnique(this.plansCollection, plan);
  }

  findPlan(identifier: string): Promise<PlanRecord | null> {
    return read(
      this.plansCollection,
      this.plans.findOneAsync<PlanRecord>({ identifier }, WITHOUT_ID),
    );
  }

  findPlanByIdempotencyKey(idempotencyKey: string): Promise<PlanRecord | null> {
    return read(
      this.plansCollection,
      this.plans.findOneAsync<PlanRecord>({ idempotencyKey }, WITHOUT_ID),
    );
  }

  enqueueMail(mail: MailRecord): Promise<InsertResult> {
    return insertUnique(this.mailCollection, mail);
  }

  findMailByIdempotencyKey(idempotencyKey: string): Promise<MailRecord | null> {
    return read(
      this.mailCollection,
      this.mail.findOneAsync<MailRecord>({ idempotencyKey }, WITHOUT_ID),
    );
  }

  claimMail(owner: string, now: number, leaseMs: number): Promise<MailRecord | null> {
    return this.claims.run(async () => {
      // Each query is answered from one index range (nextAttemptAt or leaseUntil, which are null
      // once a message is done), in index order, stopping at the first few: never a scan or a
      // sort of the whole outbox. (status has no index on purpose: nedb would prefer it.)
      const dueQueries = [
        { nextAttemptAt: { $gte: 0, $lte: now }, status: 'pending' },
        { leaseUntil: { $gte: 0, $lte: now }, status: 'sending' },
      ];
      for (const due of dueQueries) {
        const candidates = (await this.mail
          .findAsync<MailRecord>(due, { id: 1 })
          .limit(CLAIM_CANDIDATES)) as unknown as { id: string }[];
        for (const { id } of candidates) {
          // Compare-and-set: the message must still be due when the update runs. nedb answers
          // from the index of the LAST indexed key, so id goes last.
          const { affectedDocuments } = await this.mail.updateAsync<
            MailRecord,
            { returnUpdatedDocs: true }
          >(
            { ...due, id },
            {
              $set: { status: 'sending', leaseOwner: owner, leaseUntil: now + leaseMs },
              $inc: { attempts: 1 },
            },
            { returnUpdatedDocs: true },
          );
          if (affectedDocuments) {
            await this.mailCollection.commit.durable();
            return withoutId(affectedDocuments);
          }
        }
      }
      return null;
    });
  }

  markMailSent(id: string, owner: string, now: number): Promise<boolean> {
    return this.finishLease(id, owner, mailOutcome.sent(now));
  }

  markMailRetry(id: string, owner: string, nextAttemptAt: number, error: string) {
    return this.finishLease(id, owner, mailOutcome.retry(nextAttemptAt, error));
  }

  markMailFailed(id: string, owner: string, error: string): Promise<boolean> {
    return this.finishLease(id, owner, mailOutcome.failed(error));
  }

  private async finishLease(id: string, owner: string, fields: object): Promise<boolean> {
    const { numAffected } = await this.mail.updateAsync(
      { id, status: 'sending', leaseOwner: owner },
      { $set: { ...fields, leaseOwner: null, leaseUntil: null } },
      {},
    );
    await this.mailCollection.commit.durable();
    return numAffected === 1;
  }

  async hitRateLimit(bucket: string, windowMs: number, now: number): Promise<RateLimitHit> {
    this.sweepRateLimits(now);
    const start = windowStart(now, windowMs);
    const key = `${bucket}@${start}`;
    const hit = { count: (this.rateLimits.get(key)?.count ?? 0) + 1, resetAt: start + windowMs };
    this.rateLimits.set(key, hit);
    return hit;
  }

  // Windows that have ended are dropped here, at most once a minute.
  private sweepRateLimits(now: number): void {
    if (now - this.lastSweep < RATE_LIMIT_SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, hit] of this.rateLimits) {
      if (hit.resetAt <= now) this.rateLimits.delete(key);
    }
  }

  async stats(): Promise<StoreStats> {
    const [plans, ...counts] = await Promise.all([
      this.plans.countAsync({}),
      ...MAIL_STATUSES.map((status) => this.mail.countAsync({ status })),
    ]);
    const mail = Object.fromEntries(
      MAIL_STATUSES.map((status, index) => [status, counts[index] ?? 0]),
    ) as StoreStats['mail'];
    return { plans: plans as unknown as number, mail };
  }

  async ping(): Promise<void> {
    await access(this.dir, constants.W_OK);
  }

  async close(): Promise<void> {
    await this.claims.run(async () => undefined);
    for (const { db, commit } of [this.plansCollection, this.mailCollection]) {
      db.stopAutocompaction();
      await commit.durable();
      // Rewrites the file from memory without superseded lines.
      await db.compactDatafileAsync();
    }
  }
}

function withoutId<T extends object>(document: T & { _id?: string }): T {
  const copy: T & { _id?: string } = { ...document };
  delete copy._id;
  return copy;
}
