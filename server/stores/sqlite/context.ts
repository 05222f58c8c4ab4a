// What the three parts of the SQLite store share: the connection, the durable writer, and the
// reporting of damaged records (logged with table, key and problem; counted for operators).
import type Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import type { DurableWriter } from './durable-writes';
import { decodeRecord, RecordDamaged } from '../records';
import type { DamageCounts } from '../types';

/** The data file is damaged and open read-only: nothing can be written. */
export class StoreReadOnly extends Error {
  override name = 'StoreReadOnly';
  constructor(readonly reason: string) {
    super(`The data file is damaged and open read-only (${reason})`);
  }
}

export interface DamageLog {
  (damage: RecordDamaged): void;
}

export class SqliteContext {
  readonly damage: DamageCounts = { plans: 0, mail: 0 };
  /** Keys already reported, so a record read again and again is logged once. */
  private readonly reported = new Set<string>();

  constructor(
    readonly db: Database.Database,
    private readonly writer: DurableWriter,
    private readonly readOnlyBecause: string | null,
    private readonly logDamage: DamageLog,
  ) {}

  private readonly statements = new Map<string, Statement>();

  /** The prepared statement of `sql`, prepared once. */
  statement(sql: string): Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = this.db.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  /**
   * Reads one row; a read that meets a damaged page of the file (SQLITE_CORRUPT) is reported as
   * damage of the record asked for, not a crash of the request.
   */
  readRow<T>(table: 'plans' | 'mail', key: string, read: () => T): T {
    try {
      return read();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== 'SQLITE_CORRUPT') throw error;
      const damage = new RecordDamaged(table, key, 'the file is damaged where it is stored');
      this.report(damage);
      throw damage;
    }
  }

  /**
   * A change in the next group commit; resolves once it is on disk, or, when not `durable`, once
   * committed (for counts whose loss in a power cut costs nothing: limit hits).
   */
  write<T>(change: () => T, durable = true): Promise<T> {
    if (this.readOnlyBecause) return Promise.reject(new StoreReadOnly(this.readOnlyBecause));
    return this.writer.run(change, durable);
  }

  /** The row's record, checked; a damaged one is reported (once) and thrown. */
  decode<T>(
    table: 'plans' | 'mail',
    row: { key: unknown; json: unknown; checksum: unknown },
    keyField: string,
  ): T {
    try {
      return decodeRecord<T>(table, row, keyField);
    } catch (error) {
      if (error instanceof RecordDamaged) this.report(error);
      throw error;
    }
  }

  report(damage: RecordDamaged): void {
    const id = `${damage.table}:${damage.key}`;
    if (this.reported.has(id)) return;
    this.reported.add(id);
    this.damage[damage.table === 'plans' ? 'plans' : 'mail'] += 1;
    this.logDamage(damage);
  }
}
