// The embedded default store: @seald-io/nedb datafiles in one folder (DATA_DIR). Single instance
// only: nedb keeps every collection in this process's memory and appends to its files, so two
// processes on one folder would overwrite each other. Claims are serialised in-process, which
// makes several app instances inside ONE process safe (they share this object); several
// processes need the MongoDB store. Rate-limit windows live in memory (a restart resets them).
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import {
  MAIL_STATUSES,
  redactedMailFields,
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

interface RateLimitDocument {
  _id: string;
  count: number;
  /** The window's end in the store's clock (not nedb's TTL, which reads the wall clock). */
  expiresAt: number;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { errorType?: string } | null)?.errorType === 'uniqueViolated';
}

async function insertUnique(collection: Datastore, document: object): Promise<InsertResult> {
  try {
    await collection.insertAsync({ ...document });
    return 'inserted';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
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
    private readonly plans: Datastore,
    private readonly mail: Datastore,
    private readonly rateLimits: Datastore,
  ) {}

  static async open(dir: string): Promise<EmbeddedStore> {
    await mkdir(dir, { recursive: true });
    const plans = new Datastore({ filename: path.join(dir, 'plans.db') });
    const mail = new Datastore({ filename: path.join(dir, 'mail-outbox.db') });
    const rateLimits = new Datastore({ inMemoryOnly: true });
    await Promise.all([plans.loadDatabaseAsync(), mail.loadDatabaseAsync()]);
    await Promise.all([
      plans.ensureIndexAsync({ fieldName: 'identifier', unique: true }),
      plans.ensureIndexAsync({ fieldName: 'idempotencyKey', unique: true }),
      mail.ensureIndexAsync({ fieldName: 'id', unique: true }),
      mail.ensureIndexAsync({ fieldName: 'idempotencyKey', unique: true }),
      mail.ensureIndexAsync({ fieldName: 'nextAttemptAt' }),
      mail.ensureIndexAsync({ fieldName: 'leaseUntil' }),
      rateLimits.ensureIndexAsync({ fieldName: 'expiresAt' }),
    ]);
    plans.setAutocompactionInterval(COMPACTION_INTERVAL_MS);
    mail.setAutocompactionInterval(COMPACTION_INTERVAL_MS);
    return new EmbeddedStore(dir, plans, mail, rateLimits);
  }

  insertPlan(plan: PlanRecord): Promise<InsertResult> {
    return insertUnique(this.plans, plan);
  }

  async findPlan(identifier: string): Promise<PlanRecord | null> {
    return this.plans.findOneAsync<PlanRecord>({ identifier }, WITHOUT_ID);
  }

  async findPlanByIdempotencyKey(idempotencyKey: string): Promise<PlanRecord | null> {
    return this.plans.findOneAsync<PlanRecord>({ idempotencyKey }, WITHOUT_ID);
  }

  enqueueMail(mail: MailRecord): Promise<InsertResult> {
    return insertUnique(this.mail, mail);
  }

  async findMailByIdempotencyKey(idempotencyKey: string): Promise<MailRecord | null> {
    return this.mail.findOneAsync<MailRecord>({ idempotencyKey }, WITHOUT_ID);
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
          if (affectedDocuments) return withoutId(affectedDocuments);
        }
      }
      return null;
    });
  }

  markMailSent(id: string, owner: string, now: number): Promise<boolean> {
    return this.finishLease(id, owner, {
      status: 'sent',
      sentAt: now,
      nextAttemptAt: null,
      lastError: null,
      ...redactedMailFields(),
    });
  }

  markMailRetry(id: string, owner: string, nextAttemptAt: number, error: string) {
    return this.finishLease(id, owner, { status: 'pending', nextAttemptAt, lastError: error });
  }

  markMailFailed(id: string, owner: string, error: string): Promise<boolean> {
    return this.finishLease(id, owner, {
      status: 'failed',
      nextAttemptAt: null,
      lastError: error,
      ...redactedMailFields(),
    });
  }

  private async finishLease(id: string, owner: string, fields: object): Promise<boolean> {
    const { numAffected } = await this.mail.updateAsync(
      { id, status: 'sending', leaseOwner: owner },
      { $set: { ...fields, leaseOwner: null, leaseUntil: null } },
      {},
    );
    return numAffected === 1;
  }

  async hitRateLimit(bucket: string, windowMs: number, now: number): Promise<RateLimitHit> {
    await this.sweepRateLimits(now);
    const start = windowStart(now, windowMs);
    const resetAt = start + windowMs;
    const { affectedDocuments } = await this.rateLimits.updateAsync<
      RateLimitDocument,
      { upsert: true; returnUpdatedDocs: true }
    >(
      { _id: `${bucket}@${start}` },
      { $inc: { count: 1 }, $set: { expiresAt: resetAt } },
      { upsert: true, returnUpdatedDocs: true },
    );
    return { count: affectedDocuments?.count ?? 1, resetAt };
  }

  // Windows that have ended are swept here, at most once a minute.
  private async sweepRateLimits(now: number): Promise<void> {
    if (now - this.lastSweep < RATE_LIMIT_SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.rateLimits.removeAsync({ expiresAt: { $lte: now } }, { multi: true });
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
    for (const collection of [this.plans, this.mail]) {
      collection.stopAutocompaction();
      // Waits for every queued write, then rewrites the file without superseded lines.
      await collection.compactDatafileAsync();
    }
  }
}

function withoutId<T extends object>(document: T & { _id?: string }): T {
  const { _id: _ignored, ...rest } = document;
  return rest as T;
}
