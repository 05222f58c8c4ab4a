// Saved plans in SQLite: one row each, the record as checked JSON (records.ts).
import type { MailRecord, InsertResult, PlanRecord, PlanStore } from '../types';
import { encodeRecord } from '../records';
import type { SqliteContext } from './context';
import { insertMailRow } from './mail-jobs';

const SELECT = 'SELECT identifier AS key, record AS json, checksum FROM plans WHERE';

export function insertPlanRow(context: SqliteContext, plan: PlanRecord): boolean {
  const { json, checksum } = encodeRecord(plan);
  const { changes } = context
    .statement(
      `INSERT INTO plans (identifier, idempotency_key, record, checksum) VALUES (?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
    )
    .run(plan.identifier, plan.idempotencyKey, json, checksum);
  return changes === 1;
}

export class SqlitePlans implements PlanStore {
  constructor(private readonly context: SqliteContext) {}

  async insert(plan: PlanRecord, mail?: MailRecord): Promise<InsertResult> {
    // Plan and mail in one transaction: a mail that cannot be queued leaves no plan behind.
    const inserted = this.context.write(() => {
      if (!insertPlanRow(this.context, plan)) return false;
      if (mail && !insertMailRow(this.context, mail)) {
        throw new Error('The plan’s mail job already exists');
      }
      return true;
    });
    return inserted ? 'inserted' : 'duplicate';
  }

  async find(identifier: string): Promise<PlanRecord | null> {
    return this.context.readRecord('plans', 'identifier', `${SELECT} identifier = ?`, identifier);
  }

  async findByIdempotencyKey(key: string): Promise<PlanRecord | null> {
    return this.context.readRecord('plans', 'identifier', `${SELECT} idempotency_key = ?`, key);
  }
}
