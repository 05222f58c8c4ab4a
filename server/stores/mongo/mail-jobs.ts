// Mail jobs in MongoDB: atomic claims with findOneAndUpdate, so two instances never take one job.
import type { Collection } from 'mongodb';
import {
  type InsertResult,
  type MailJobStore,
  type MailRecord,
  type MailJobsDepth,
} from '../types';
import { LeaseEnds } from '../lease-ends';
import { insertUnique, WITHOUT_ID } from './unique';

export class MongoMailJobs extends LeaseEnds implements MailJobStore {
  constructor(private readonly mail: Collection<MailRecord>) {
    super();
  }
  /** A MongoDB deployment has no read-only mode of ours: a failed write answers for itself. */
  async assertWritable(): Promise<void> {}

  enqueue(mail: MailRecord): Promise<InsertResult> {
    return insertUnique(this.mail, mail);
  }

  findByIdempotencyKey(idempotencyKey: string): Promise<MailRecord | null> {
    return this.mail.findOne({ idempotencyKey }, WITHOUT_ID);
  }

  claim(owner: string, now: number, leaseMs: number): Promise<MailRecord | null> {
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

  async removeFinishedQuiz(before: number): Promise<number> {
    const { deletedCount } = await this.mail.deleteMany({
      // The job's own kind: a checklist email, or any job that belongs to no plan.
      kind: { $ne: 'plan' },
      status: { $in: ['sent', 'failed'] },
      createdAt: { $lt: before },
    });
    return deletedCount;
  }

  async depth(countUpTo?: number): Promise<MailJobsDepth> {
    const waiting = { status: { $in: ['pending', 'sending'] as MailRecord['status'][] } };
    const [count, oldest] = await Promise.all([
      this.mail.countDocuments(waiting, countUpTo === undefined ? {} : { limit: countUpTo }),
      this.mail.findOne(waiting, { sort: { createdAt: 1 }, projection: { _id: 0, createdAt: 1 } }),
    ]);
    return { waiting: count, oldestCreatedAt: oldest?.createdAt ?? null };
  }
}
