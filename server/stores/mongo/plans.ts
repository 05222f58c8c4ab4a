// Saved plans in MongoDB. A plan and its first mail job are written in one transaction (the
// store needs a replica set, as the README says), so a save is stored whole or not at all.
import type { ClientSession, Collection, MongoClient } from 'mongodb';
import type { InsertResult, MailRecord, PlanRecord, PlanStore } from '../types';
import { insertUnique, WITHOUT_ID } from './unique';

export class MongoPlans implements PlanStore {
  constructor(
    private readonly client: MongoClient,
    private readonly plans: Collection<PlanRecord>,
    private readonly mail: Collection<MailRecord>,
  ) {}

  async insert(plan: PlanRecord, mail?: MailRecord): Promise<InsertResult> {
    if (!mail) return insertUnique(this.plans, plan);
    return this.client.withSession((session: ClientSession) =>
      session.withTransaction(async () => {
        const result = await insertUnique(this.plans, plan, session);
        if (result === 'duplicate') return result;
        if ((await insertUnique(this.mail, mail, session)) === 'duplicate') {
          throw new Error('The plan’s mail job already exists');
        }
        return result;
      }),
    );
  }

  find(identifier: string): Promise<PlanRecord | null> {
    return this.plans.findOne({ identifier }, WITHOUT_ID);
  }

  findByIdempotencyKey(idempotencyKey: string): Promise<PlanRecord | null> {
    return this.plans.findOne({ idempotencyKey }, WITHOUT_ID);
  }
}
