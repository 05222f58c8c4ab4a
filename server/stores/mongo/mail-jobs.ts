// Mail jobs in MongoDB: atomic claims with findOneAndUpdate, so two instances never take one job.
import type { Collection } from 'mongodb';
import {
  mailOutcome,
  type InsertResult,
  type MailJobStore,
  type MailRecord,
  type OutboxDepth,
} from '../types';
import { insertUnique, WITHOUT_ID } from './unique';

export class MongoMailJobs implements MailJobStore {
  constructor(private readonly mail: Collection<MailRecord>) {}

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

  markSent(id: string, owner: string, now: number): Promise<boolean> {
    return this.finishLease(id, owner, mailOutcome.sent(now));
  }

  markRetry(id: string, owner: string, nextAttemptAt: number, error: string): Promise<boolean> {
    return this.finishLease(id, owner, mailOutcome.retry(nextAttemptAt, error));
  }

  markFailed(id: string, owner: string, error: string): Promise<boolean> {
    return this.finishLease(id, owner, mailOutcome.failed(error));
  }

  private async finishLease(id: string, owner: string, fields: object): Promise<boolean> {
    const result = await this.mail.updateOne(
      { id, status: 'sending', leaseOwner: owner },
      { $set: { ...fields, leaseOwner: null, leaseUntil: null } },
    );
    return result.modifiedCount === 1;
  }

  async depth(countUpTo?: number): Promise<OutboxDepth> {
    const waiting = { status: { $in: ['pending', 'sending'] as MailRecord['status'][] } };
    const [count, oldest] = await Promise.all([
      this.mail.countDocuments(waiting, countUpTo === undefined ? {} : { limit: countUpTo }),
      this.mail.findOne(waiting, { sort: { createdAt: 1 }, projection: { _id: 0, createdAt: 1 } }),
    ]);
    return { waiting: count, oldestCreatedAt: oldest?.createdAt ?? null };
  }
}
