// Saved plans in SQLite: one row each, the record as checked JSON (records.ts), and when the plan
// was last in use (active_at, for the retention sweep). The file is opened with secure_delete
// (database.ts): a replaced or removed record's bytes are zeroed, not left in free pages.
import type {
  MailRecord,
  InsertResult,
  OwnedPlanRecord,
  PlanRecord,
  PlanReplaceEffects,
  PlanStore,
} from '../types';
import { planMailKeys } from '../types';
import { encodeRecord, RecordDamaged } from '../records';
import type { RecordRow, SqliteContext } from './context';
import { insertMailRow } from './mail-jobs';

const SELECT = 'SELECT identifier AS key, record AS json, checksum FROM plans WHERE';

export function insertPlanRow(context: SqliteContext, plan: PlanRecord): boolean {
  const { json, checksum } = encodeRecord(plan);
  const { changes } = context
    .statement(
      `INSERT INTO plans (identifier, idempotency_key, record, checksum, active_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .run(plan.identifier, plan.idempotencyKey, json, checksum, plan.createdAt);
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

  async replace(
    next: OwnedPlanRecord,
    expected: OwnedPlanRecord,
    effects: PlanReplaceEffects = {},
  ): Promise<'replaced' | 'conflict'> {
    // Read and write in one transaction: nothing can come between them.
    return this.context.write(() => {
      const current = this.context.readRecord<PlanRecord>(
        'plans',
        'identifier',
        `${SELECT} identifier = ?`,
        next.identifier,
      );
      if (current?.state === undefined || current.revision !== expected.revision) {
        return 'conflict';
      }
      const { json, checksum } = encodeRecord(next);
      this.context
        .statement('UPDATE plans SET record = ?, checksum = ? WHERE identifier = ?')
        .run(json, checksum, next.identifier);
      if (effects.mail && !insertMailRow(this.context, effects.mail)) {
        throw new Error('The change’s mail job already exists');
      }
      for (const key of effects.dropMail ?? []) this.dropMail(key);
      return 'replaced';
    });
  }

  async touch(identifier: string, at: number, unlessSince: number): Promise<void> {
    this.context.write(() =>
      this.context
        .statement('UPDATE plans SET active_at = ? WHERE identifier = ? AND active_at < ?')
        .run(at, identifier, unlessSince),
    );
  }

  async removeInactive(before: number): Promise<number> {
    return this.context.write(() => {
      const rows = this.context
        .statement(
          'SELECT identifier AS key, record AS json, checksum FROM plans WHERE active_at < ?',
        )
        .all(before) as RecordRow[];
      for (const row of rows) {
        // A damaged record is removed all the same; only its mail jobs cannot be named.
        try {
          const plan = this.context.decode<PlanRecord>('plans', row, 'identifier');
          for (const key of planMailKeys(plan)) this.dropMail(key);
        } catch (error) {
          if (!(error instanceof RecordDamaged)) throw error;
        }
        this.context.statement('DELETE FROM plans WHERE identifier = ?').run(row.key);
      }
      return rows.length;
    });
  }

  private dropMail(key: string): void {
    this.context.statement('DELETE FROM mail WHERE idempotency_key = ?').run(key);
  }
}
