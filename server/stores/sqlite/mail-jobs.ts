// Mail jobs in SQLite: the columns the worker's queries need, and the record as checked JSON.
// A job whose record cannot be read is set aside (status 'set-aside': kept, never claimed again),
// so one damaged job never stops the others or is sent twice. A job set aside (damaged, or waiting
// in a restored backup) is emptied as a sent one is: no address, no name, no plan, no keys.
import { encodeRecord, RecordDamaged } from '../records';
import type { InsertResult, MailJobStore, MailRecord, MailJobsDepth } from '../types';
import { LeaseEnds } from '../lease-ends';
import type { RecordRow, SqliteContext } from './context';

const SELECT = 'SELECT id AS key, record AS json, checksum FROM mail WHERE';

export function insertMailRow(context: SqliteContext, mail: MailRecord): boolean {
  const { json, checksum } = encodeRecord(mail);
  const { id, idempotencyKey, status, nextAttemptAt, leaseUntil, createdAt, kind } = mail;
  const sql = `INSERT INTO mail (id, idempotency_key, status, next_attempt_at, lease_until,
    created_at, record, checksum, kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;
  const row = [id, idempotencyKey, status, nextAttemptAt, leaseUntil, createdAt, json, checksum];
  return context.statement(sql).run(...row, kind).changes === 1;
}

/** The record with these fields set (a field's value replaces it whole, as MongoDB's $set). */
function withFields<T extends object>(record: T, fields: object): T {
  return { ...record, ...fields };
}

/** What a job set aside keeps: its bookkeeping, nothing personal (as a sent job). */
const SET_ASIDE = {
  status: 'set-aside',
  to: '',
  payload: {},
  nextAttemptAt: null,
  leaseUntil: null,
  leaseOwner: null,
} as const;

/** The columns of a job whose record cannot be read: enough to write an emptied one in its place. */
interface DamagedRow {
  idempotencyKey: string;
  createdAt: number;
  /** '' when no kind is known (a record damaged before kinds had their column). */
  kind: string;
}

export class SqliteMailJobs extends LeaseEnds implements MailJobStore {
  constructor(private readonly context: SqliteContext) {
    super();
  }

  async assertWritable(): Promise<void> {
    this.context.assertWritable();
  }

  async enqueue(mail: MailRecord): Promise<InsertResult> {
    return this.context.write(() => insertMailRow(this.context, mail)) ? 'inserted' : 'duplicate';
  }

  async removeFinishedQuiz(before: number): Promise<number> {
    return this.context.write(
      () =>
        this.context
          .statement(
            `DELETE FROM mail WHERE kind <> 'plan'
               AND status IN ('sent', 'failed', 'set-aside') AND created_at < ?`,
          )
          .run(before).changes,
    );
  }

  async findByIdempotencyKey(key: string): Promise<MailRecord | null> {
    return this.context.readRecord('mail', 'id', `${SELECT} idempotency_key = ?`, key);
  }

  async claim(owner: string, now: number, leaseMs: number): Promise<MailRecord | null> {
    // Read and update in one transaction: no other claim can come between them.
    return this.context.write(() => {
      for (;;) {
        const row = this.dueRow(now);
        if (!row) return null;
        const found = this.decodeOrSetAside(row);
        if (!found) continue;
        const lease = { status: 'sending' as const, leaseOwner: owner, leaseUntil: now + leaseMs };
        const claimed: MailRecord = { ...found, ...lease, attempts: found.attempts + 1 };
        this.save(claimed);
        return claimed;
      }
    });
  }

  private dueRow(now: number): RecordRow | undefined {
    return (this.context
      .statement(
        `${SELECT} status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT 1`,
      )
      .get(now) ??
      this.context
        .statement(`${SELECT} status = 'sending' AND lease_until <= ? ORDER BY lease_until LIMIT 1`)
        .get(now)) as RecordRow | undefined;
  }

  /** The row's record; a damaged one is set aside, emptied, and null. */
  private decodeOrSetAside(row: RecordRow): MailRecord | null {
    try {
      return this.context.decode<MailRecord>('mail', row, 'id');
    } catch (error) {
      if (!(error instanceof RecordDamaged)) throw error;
      this.setAsideDamaged(row.key);
      return null;
    }
  }

  /**
   * A damaged job's bytes may still hold an address, a name or a plan's keys: its record is
   * replaced by an emptied one (secure_delete overwrites the old bytes), marked damaged.
   */
  private setAsideDamaged(id: string): void {
    // The kind from the job's own column: a damaged record cannot tell it.
    const { idempotencyKey, createdAt, kind } = this.context
      .statement(
        `SELECT idempotency_key AS idempotencyKey, created_at AS createdAt, kind
           FROM mail WHERE id = ?`,
      )
      .get(id) as DamagedRow;
    const emptied = {
      id,
      idempotencyKey,
      requestHash: '',
      language: 'en',
      kind,
      attempts: 0,
      sentAt: null,
      createdAt,
      lastError: 'DAMAGED',
      ...SET_ASIDE,
    };
    this.save(emptied as unknown as MailRecord);
  }

  private save(record: MailRecord): void {
    const { json, checksum } = encodeRecord(record);
    this.context
      .statement(
        `UPDATE mail SET status = ?, next_attempt_at = ?, lease_until = ?, record = ?, checksum = ?
           WHERE id = ?`,
      )
      .run(record.status, record.nextAttemptAt, record.leaseUntil, json, checksum, record.id);
  }

  protected async finishLease(id: string, owner: string, fields: object): Promise<boolean> {
    return this.context.write(() => {
      const row = this.context.statement(`${SELECT} id = ?`).get(id) as RecordRow | undefined;
      const record = row ? this.decodeOrSetAside(row) : null;
      if (!record || record.status !== 'sending' || record.leaseOwner !== owner) return false;
      this.save(withFields(record, { ...fields, leaseOwner: null, leaseUntil: null }));
      return true;
    });
  }

  async depth(countUpTo = Number.MAX_SAFE_INTEGER): Promise<MailJobsDepth> {
    // Answered from the (status, next_attempt_at) index; counting stops at the caller's cap.
    const { waiting } = this.context
      .statement(
        `SELECT count(*) AS waiting FROM
           (SELECT 1 FROM mail WHERE status IN ('pending', 'sending') LIMIT ?)`,
      )
      .get(countUpTo) as { waiting: number };
    const { oldest } = this.context
      .statement(
        "SELECT min(created_at) AS oldest FROM mail WHERE status IN ('pending', 'sending')",
      )
      .get() as { oldest: number | null };
    return { waiting: Number(waiting), oldestCreatedAt: oldest ?? null };
  }

  /**
   * Sets aside every job waiting (a restored backup's: the old server may have sent them), each
   * emptied of what is personal: nobody will send it, so nothing needs the address or the plan.
   */
  setAsideWaiting(): number {
    const rows = this.context
      .statement(`${SELECT} status IN ('pending', 'sending')`)
      .all() as RecordRow[];
    for (const row of rows) {
      const record = this.decodeOrSetAside(row);
      if (record) this.save(withFields(record, SET_ASIDE));
    }
    return rows.length;
  }
}
