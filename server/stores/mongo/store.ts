// The MongoDB store (official driver) for several server instances on one replica set: unique
// indexes on identifier and idempotency key, majority write concern (journaled: acknowledged
// means on disk), retryable writes, transactions for a plan and its mail job, atomic claims, and
// sliding-window limits whose hits expire through a TTL index. Backups: mongodump (README).
import { MongoClient, type Collection, type Db } from 'mongodb';
import {
  MAIL_JOB_STATUSES,
  type DamageCounts,
  type MailRecord,
  type Store,
  type StoreStats,
} from '../types';
import { MongoLimits, type LimitHitDocument } from './limits';
import { MongoMailJobs } from './mail-jobs';
import { MongoPlans, type PlanDocument } from './plans';

const DEFAULT_DATABASE = 'escape-plan';

export class MongoStore implements Store {
  readonly kind = 'mongodb';
  readonly plans: MongoPlans;
  readonly mailJobs: MongoMailJobs;
  readonly limits: MongoLimits;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.plans = new MongoPlans(client, this.planCollection, this.mailCollection);
    this.mailJobs = new MongoMailJobs(this.mailCollection);
    this.limits = new MongoLimits(this.limitCollection);
  }

  /** `databaseName` overrides the URI's database (the contract tests use a throwaway one). */
  static async connect(uri: string, databaseName?: string): Promise<MongoStore> {
    const client = new MongoClient(uri, {
      writeConcern: { w: 'majority', journal: true },
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
    await store.limits.removeClearText();
    await store.plans.markUnmarked();
    return store;
  }

  private get planCollection(): Collection<PlanDocument> {
    return this.db.collection<PlanDocument>('plans');
  }

  private get mailCollection(): Collection<MailRecord> {
    // The mail jobs' collection keeps the name earlier releases stored them under.
    return this.db.collection<MailRecord>('mailOutbox');
  }

  private get limitCollection(): Collection<LimitHitDocument> {
    return this.db.collection<LimitHitDocument>('limitHits');
  }

  private async createIndexes(): Promise<void> {
    await Promise.all([
      this.planCollection.createIndex({ identifier: 1 }, { unique: true }),
      this.planCollection.createIndex({ idempotencyKey: 1 }, { unique: true }),
      this.planCollection.createIndex({ activeAt: 1 }),
      this.mailCollection.createIndex({ id: 1 }, { unique: true }),
      this.mailCollection.createIndex({ idempotencyKey: 1 }, { unique: true }),
      this.mailCollection.createIndex({ status: 1, nextAttemptAt: 1 }),
      this.mailCollection.createIndex({ status: 1, leaseUntil: 1 }),
      this.mailCollection.createIndex({ status: 1, createdAt: 1 }),
      this.limitCollection.createIndex({ bucket: 1, at: -1 }),
      this.limitCollection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    ]);
  }

  async stats(): Promise<StoreStats> {
    const [plans, ...counts] = await Promise.all([
      this.planCollection.estimatedDocumentCount(),
      ...MAIL_JOB_STATUSES.map((status) =>
        this.mailCollection.countDocuments({ status } as Record<string, unknown>),
      ),
    ]);
    const mail = Object.fromEntries(
      MAIL_JOB_STATUSES.map((status, index) => [status, counts[index] ?? 0]),
    ) as StoreStats['mail'];
    return { plans, mail };
  }

  /** MongoDB checks its own storage (WiredTiger checksums every block); nothing counted here. */
  damage(): DamageCounts {
    return { plans: 0, mail: 0 };
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
