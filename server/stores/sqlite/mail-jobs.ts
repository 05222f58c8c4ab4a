// Mail jobs in SQLite: the columns the worker's queries need, and the record as checked JSON.
// A job whose record cannot be read is set aside (status 'set-aside': kept, never claimed again), so one
// damaged job never stops the others or is sent twice.
import { encodeRecord, RecordDamaged } from '../records';
import {
  type InsertResult,
  type MailJobStore,
  type MailRecord,
  type MailJobsDepth,
} from '../types';
import { LeaseEnds } from '../lease-ends';
import type { SqliteContext } from './context';

interface MailRow {
  key: string;
  json: string;
  checksum: string;
}

const COLUMNS = 'id AS key, record AS json, checksum';

export function insertMailRow(context: SqliteContext, mail: MailRecord): boolean {
  const { json, checksum } = encodeRecord(mail);
  const { changes } = context
    .statement(
      `INSERT INTO mail (id, idempotency_key, status, next_attempt_at, lease_until, created_at,
         record, checksum) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .run(
      mail.id,
      mail.idempotencyKey,
      mail.status,
      mail.nextAttemptAt,
      mail.leaseUntil,
      mail.createdAt,
      json,
      checksum,
    );
  return changes === 1;
}

/**
 * Sets fields of a record freshly parsed from its row (so nothing else holds it), where
 * 'payload.name' means the name inside the payload; the objects changed are copied first.
 */
function withFields<T extends object>(record: T, fields: Record<string, unknown>): T {
  const copy = { ...record } as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    const [head, tail] = key.split('.', 2) as [string, string | undefined];
    if (tail === undefined) copy[head] = value;
    else copy[head] = { ...(copy[head] as Record<string, unknown>), [tail]: value };
  }
  return copy as T;
}

export class SqliteMailJobs extends LeaseEnds implements MailJobStore {
  constructor(private readonly context: SqliteContext) {
    super();
  }

  async enqueue(mail: MailRecord): Promise<InsertResult> {
    const inserted = await this.context.write(() => insertMailRow(this.context, mail));
    return inserted ? 'inserted' : 'duplicate';
  }

  async findByIdempotencyKey(idempotencyKey: string): Promise<MailRecord | null> {
    const row = this.context.readRow('mail', idempotencyKey, () =>
      this.context
        .statement(`SELECT ${COLUMNS} FROM mail WHERE idempotency_key = ?`)
        .get(idempotencyKey),
    ) as MailRow | undefined;
    return row ? this.context.decode<MailRecord>('mail', row, 'id') : null;
  }

  claim(owner: string, now: number, leaseMs: number): Promise<MailRecord | null> {
    // Read and update in one change of a group commit: no other claim can come between them. Not
    // waited on to the disk: the log is written in order, so once the job's sent mark is synced
    // its claim is too; a claim lost in a power cut only counts one attempt less.
    return this.context.write(() => {
      for (;;) {
        const row = this.dueRow(now);
        if (!row) return null;
        let found: MailRecord;
        try {
          found = this.context.decode<MailRecord>('mail', row, 'id');
        } catch (error) {
          if (!(error instanceof RecordDamaged)) throw error;
          this.setAside(row.key);
          continue;
        }
        const claimed: MailRecord = {
          ...found,
          status: 'sending',
          leaseOwner: owner,
          leaseUntil: now + leaseMs,
          attempts: found.attempts + 1,
        };
        this.save(claimed);
        return claimed;
      }
    }, false);
  }

  private dueRow(now: number): MailRow | undefined {
    const { context } = this;
    return (context
      .statement(
        `SELECT ${COLUMNS} FROM mail WHERE status = 'pending' AND next_attempt_at <= ?
           ORDER BY next_attempt_at LIMIT 1`,
      )
      .get(now) ??
      context
        .statement(
          `SELECT ${COLUMNS} FROM mail WHERE status = 'sending' AND lease_until <= ?
             ORDER BY lease_until LIMIT 1`,
        )
        .get(now)) as MailRow | undefined;
  }

  /** The row keeps its bytes as they are (for whoever looks into it); only its status changes. */
  private setAside(id: string): void {
    this.context
      .statement(
        `UPDATE mail SET status = 'set-aside', next_attempt_at = NULL, lease_until = NULL WHERE id = ?`,
      )
      .run(id);
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

  protected finishLease(id: string, owner: string, fields: object): Promise<boolean> {
    return this.context.write(() => {
      const row = this.context.statement(`SELECT ${COLUMNS} FROM mail WHERE id = ?`).get(id) as
        MailRow | undefined;
      if (!row) return false;
      let record: MailRecord;
      try {
        record = this.context.decode<MailRecord>('mail', row, 'id');
      } catch (error) {
        if (!(error instanceof RecordDamaged)) throw error;
        this.setAside(id);
        return false;
      }
      if (record.status !== 'sending' || record.leaseOwner !== owner) return false;
      this.save(withFields(record, { ...fields, leaseOwner: null, leaseUntil: null }));
      return true;
    });
  }

  async depth(countUpTo = Number.MAX_SAFE_INTEGER): Promise<MailJobsDepth> {
    const { context } = this;
    // Answered from the (status, next_attempt_at) index; counting stops at the caller's cap.
    const { waiting } = context
      .statement(
        `SELECT count(*) AS waiting FROM
           (SELECT 1 FROM mail WHERE status IN ('pending', 'sending') LIMIT ?)`,
      )
      .get(countUpTo) as { waiting: number };
    const { oldest } = context
      .statement(
        "SELECT min(created_at) AS oldest FROM mail WHERE status IN ('pending', 'sending')",
      )
      .get() as { oldest: number | null };
    return { waiting: Number(waiting), oldestCreatedAt: oldest ?? null };
  }

  /** Holds every waiting job (after a start that accepted a damaged log): none is sent twice. */
  holdWaiting(): number {
    return this.context.db
      .prepare(
        `UPDATE mail SET status = 'set-aside', next_attempt_at = NULL, lease_until = NULL
           WHERE status IN ('pending', 'sending')`,
      )
      .run().changes;
  }
}
