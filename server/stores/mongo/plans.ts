// Saved plans in MongoDB. A plan and its mail job are written in one transaction (the store
// needs a replica set, as the README says), so a save, a change or a delete is stored whole or not
// at all. `activeAt` (when the plan was last in use, for the retention sweep) lives beside the
// record in its document and is never read back with it.
import type { ClientSession, Collection, Filter, MongoClient } from 'mongodb';
import type {
  InsertResult,
  MailRecord,
  OwnedPlanRecord,
  PlanRecord,
  PlanReplaceEffects,
  PlanStore,
} from '../types';
import { planMailKeys } from '../types';
import { insertUnique } from './unique';

export type PlanDocument = PlanRecord & { activeAt?: number };

const RECORD_ONLY = { projection: { _id: 0, activeAt: 0 } } as const;

export class MongoPlans implements PlanStore {
  constructor(
    private readonly client: MongoClient,
    private readonly plans: Collection<PlanDocument>,
    private readonly mail: Collection<MailRecord>,
  ) {}

  private transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
    return this.client.withSession((session) => session.withTransaction(() => work(session)));
  }

  async insert(plan: PlanRecord, mail?: MailRecord): Promise<InsertResult> {
    const document: PlanDocument = { ...plan, activeAt: plan.createdAt };
    if (!mail) return insertUnique(this.plans, document);
    return this.transaction(async (session) => {
      const result = await insertUnique(this.plans, document, session);
      if (result === 'duplicate') return result;
      if ((await insertUnique(this.mail, mail, session)) === 'duplicate') {
        throw new Error('The plan’s mail job already exists');
      }
      return result;
    });
  }

  find(identifier: string): Promise<PlanRecord | null> {
    return this.plans.findOne({ identifier }, RECORD_ONLY);
  }

  findByIdempotencyKey(idempotencyKey: string): Promise<PlanRecord | null> {
    return this.plans.findOne({ idempotencyKey }, RECORD_ONLY);
  }

  async replace(
    next: OwnedPlanRecord,
    expected: OwnedPlanRecord,
    effects: PlanReplaceEffects = {},
  ): Promise<'replaced' | 'conflict'> {
    const at = next.state === 'deleted' ? next.deletedAt : next.updatedAt;
    return this.transaction(async (session) => {
      const filter = {
        identifier: next.identifier,
        revision: expected.revision,
      } as Filter<PlanDocument>;
      const { matchedCount } = await this.plans.replaceOne(
        filter,
        { ...next, activeAt: at },
        { session },
      );
      if (matchedCount !== 1) return 'conflict';
      if (effects.mail && (await insertUnique(this.mail, effects.mail, session)) === 'duplicate') {
        throw new Error('The change’s mail job already exists');
      }
      if (effects.dropMail?.length) {
        await this.mail.deleteMany({ idempotencyKey: { $in: [...effects.dropMail] } }, { session });
      }
      return 'replaced';
    });
  }

  async touch(identifier: string, at: number, unlessSince: number): Promise<void> {
    await this.plans.updateOne(
      { identifier, activeAt: { $lt: unlessSince } } as Filter<PlanDocument>,
      { $set: { activeAt: at } },
    );
  }

  async removeInactive(before: number): Promise<number> {
    const unused = await this.plans
      .find({ activeAt: { $lt: before } } as Filter<PlanDocument>, RECORD_ONLY)
      .toArray();
    for (const plan of unused) {
      await this.transaction(async (session) => {
        await this.mail.deleteMany({ idempotencyKey: { $in: planMailKeys(plan) } }, { session });
        await this.plans.deleteOne({ identifier: plan.identifier }, { session });
      });
    }
    return unused.length;
  }

  /** Plans stored before the retention sweep have no activeAt: they were last in use when saved. */
  async markUnmarked(): Promise<void> {
    await this.plans.updateMany({ activeAt: { $exists: false } } as Filter<PlanDocument>, [
      { $set: { activeAt: '$createdAt' } },
    ]);
  }
}
