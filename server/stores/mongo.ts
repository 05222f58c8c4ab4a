// The MongoDB store (official driver) for several server instances on one replica set: unique
// indexes on identifier and idempotency key, majority write concern, retryable writes, atomic
// claims with findOneAndUpdate, and rate-limit windows that expire through a TTL index.
import { MongoClient, MongoServerError, type Collection, type Db } from 'mongodb';
import {
  MAIL_STATUSES,
  windowStart,
  type InsertResult,
  type MailRecord,
  type OutboxDepth,
  type PlanRecord,
  type RateLimitHit,
  type Store,
  type StoreStats,
} from './types';
import { LeaseEnds } from './lease-ends';

const DEFAULT_DATABASE = 'escape-plan';
const DUPLICATE_KEY = 11000;
const WITHOUT_ID = { projection: { _id: 0 } } as const;

interface RateLimitDocument {
  _id: string;
  count: number;
  expiresAt: Date;
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY;
}

async function insertUnique<T extends object>(
  collection: Collection<T>,
  document: T,
): Promise<InsertResult> {
  try {
    // A copy: the driver writes an _id into the object it is given.
    await collection.insertOne({ ...document } as Parameters<Collection<T>['insertOne']>[0]);
    return 'inserted';
  } catch (error) {
    if (isDuplicateKey(error)) return 'duplicate';
    throw error;
  }
}

export class MongoStore extends LeaseEnds implements Store {
  readonly kind = 'mongodb';

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    super();
  }

  /** `databaseName` overrides the URI's database (the contract tests use a throwaway one). */
  static async connect(uri: string, databaseName?: string): Promise<MongoStore> {
    const client = new MongoClient(uri, {
      writeConcern: { w: 'majority' },
      readConcern: { level: 'majority' },
      retryWrites: true,
      retryReads: true,
      serverSelectionTimeoutMS: 10_000,
      appName: 'home-fire-escape-plan',
    });
    await client.connect();
    // The database named in the URI, or ours when the URI names none.
    const named = client.options.dbName;
    const db = client.db(databaseName ?? (named && named !== 'test' ? named : DEFAULT_DATABASE));
    const store = new MongoStore(client, db);
    await store.createIndexes();
    return store;
  }

  private get plans(): Collection<PlanRecord> {
    return this.db.collection<PlanRecord>('plans');
  }

  private get mail(): Collection<MailRecord> {
    return this.db.collection<MailRecord>('mailOutbox');
  }

  private get rateLimits(): Collection<RateLimitDocument> {
    return this.db.collection<RateLimitDocument>('rateLimits');
  }

  private async createIndexes(): Promise<void> {
    await Promise.all([
      this.plans.createIndex({ identifier: 1 }, { unique: true }),
      this.plans.createIndex({ idempotencyKey: 1 }, { unique: true }),
      this.mail.createIndex({ id: 1 }, { unique: true }),
      this.mail.createIndex({ idempotencyKey: 1 }, { unique: true }),
      this.mail.createIndex({ status: 1, nextAttemptAt: 1 }),
      this.mail.createIndex({ status: 1, leaseUntil: 1 }),
      this.mail.createIndex({ status: 1, createdAt: 1 }),
      this.rateLimits.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    ]);
  }

  insertPlan(plan: PlanRecord): Promise<InsertResult> {
    return insertUnique(this.plans, plan);
  }

  findPlan(identifier: string): Promise<PlanRecord | null> {
    return this.plans.findOne({ identifier }, WITHOUT_ID);
  }

  findPlanByIdempotencyKey(idempotencyKey: string): Promise<PlanRecord | null> {
    return this.plans.findOne({ idempotencyKey }, WITHOUT_ID);
  }

  enqueueMail(mail: MailRecord): Promise<InsertResult> {
    return insertUnique(this.mail, mail);
  }

  findMailByIdempotencyKey(idempotencyKey: string): Promise<MailRecord | null> {
    return this.mail.findOne({ idempotencyKey }, WITHOUT_ID);
  }

  claimMail(owner: string, now: number, leaseMs: number): Promise<MailRecord | null> {
    // One atomic findOneAndUpdate: two instances can never claim the same message.
    return this.mail.findOneAndUpdate(
      {
        $or: [
          { status: 'pending', nextAttemptAt: { $lte: now } },
          { status: 'sending', leaseUntil: { $lte: now } },
        ],
      },
      {
        $set: { status: 'sending', leaseOwner: owner, leaseUntil: now + leaseMs },
        $inc: { attempts: 1 },
      },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after', ...WITHOUT_ID },
    );
  }

  protected async finishLease(id: string, owner: string, fields: object): Promise<boolean> {
    const result = await this.mail.updateOne(
      { id, status: 'sending', leaseOwner: owner },
      { $set: { ...fields, leaseOwner: null, leaseUntil: null } },
    );
    return result.modifiedCount === 1;
  }

  async hitRateLimit(bucket: string, windowMs: number, now: number): Promise<RateLimitHit> {
    const start = windowStart(now, windowMs);
    const resetAt = start + windowMs;
    const filter = { _id: `${bucket}@${start}` };
    const update = { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(resetAt) } };
    const options = { upsert: true, returnDocument: 'after' } as const;
    let document: RateLimitDocument | null;
    try {
      document = await this.rateLimits.findOneAndUpdate(filter, update, options);
    } catch (error) {
      // Two first requests of a window may both try to insert; the loser simply retries.
      if (!isDuplicateKey(error)) throw error;
      document = await this.rateLimits.findOneAndUpdate(filter, update, options);
    }
    return { count: document?.count ?? 1, resetAt };
  }

  async stats(): Promise<StoreStats> {
    const [plans, ...counts] = await Promise.all([
      this.plans.estimatedDocumentCount(),
      ...MAIL_STATUSES.map((status) => this.mail.countDocuments({ status })),
    ]);
    const mail = Object.fromEntries(
      MAIL_STATUSES.map((status, index) => [status, counts[index] ?? 0]),
    ) as StoreStats['mail'];
    return { plans, mail };
  }

  async outboxDepth(countUpTo?: number): Promise<OutboxDepth> {
    const waiting = { status: { $in: ['pending', 'sending'] as MailRecord['status'][] } };
    const [count, oldest] = await Promise.all([
      this.mail.countDocuments(waiting, countUpTo === undefined ? {} : { limit: countUpTo }),
      this.mail.findOne(waiting, { sort: { createdAt: 1 }, projection: { _id: 0, createdAt: 1 } }),
    ]);
    return { waiting: count, oldestCreatedAt: oldest?.createdAt ?? null };
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** For the contract tests: removes everything this store wrote. */
  async dropAll(): Promise<void> {
    await this.db.dropDatabase();
  }
}
