// What the three parts of the SQLite store share: the connection and its prepared statements, a
// write (one transaction, on disk when it returns: synchronous = EXTRA, database.ts), and the
// reporting of damaged records (logged with table and problem, never the key; counted for operators).
import type Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import { StoreFull, StoreReadOnly } from '../errors';
import { decodeRecord, RecordDamaged } from '../records';
import type { DamageCounts } from '../types';

export type Table = 'plans' | 'mail';

const UNREADABLE_PAGE = 'the file is damaged where it is stored';

/** A row as the parts select it: the key column, the record's JSON and its checksum. */
export interface RecordRow {
  key: string;
  json: string;
  checksum: string;
}

/** The SQLite error code of `error` (SQLITE_FULL, SQLITE_CORRUPT …), or null. */
export function sqliteCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : null;
}

export class SqliteContext {
  readonly damage: DamageCounts = { plans: 0, mail: 0 };
  /** The SQLite code of the last failed write, until the store's probe write succeeds. */
  private failure: string | null = null;
  /** Keys already reported, so a record read again and again is logged once. */
  private readonly reported = new Set<string>();
  private readonly statements = new Map<string, Statement>();
  /** Run first inside every write's transaction (limit hits wait there for the next write). */
  private readonly beforeEachWrite: (() => void)[] = [];
  private readonly transaction: (change: () => unknown) => unknown;

  constructor(
    readonly db: Database.Database,
    private readonly readOnlyBecause: string | null,
    private readonly logDamage: (damage: RecordDamaged) => void,
    /** Told when writes start failing (a full disk) and when they work again: logged once each. */
    private readonly writesChanged: (
      failure: string | null,
      before: string | null,
    ) => void = () => {},
  ) {
    this.transaction = db.transaction((change: () => unknown) => {
      for (const first of this.beforeEachWrite) first();
      return change();
    });
  }

  /** The prepared statement of `sql`, prepared once. */
  statement(sql: string): Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = this.db.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  joinEachWrite(first: () => void): void {
    this.beforeEachWrite.push(first);
  }

  /**
   * Runs `change` in one transaction, all or nothing; once it returns, the change is on disk.
   * A full disk throws StoreFull; a damaged file open read-only, StoreReadOnly.
   */
  /** Throws StoreReadOnly when the file is open read-only. */
  assertWritable(): void {
    if (this.readOnlyBecause) throw new StoreReadOnly(this.readOnlyBecause);
  }

  /**
   * The SQLite code the last write failed with (SQLITE_FULL…), until the store's probe write of
   * the largest save works again (SqliteStore.ping): a small write may fit where a save does not.
   */
  get writeFailure(): string | null {
    return this.failure;
  }

  set writeFailure(failure: string | null) {
    if (failure === this.failure) return;
    const before = this.failure;
    this.failure = failure;
    this.writesChanged(failure, before);
  }

  write<T>(change: () => T): T {
    this.assertWritable();
    try {
      return this.transaction(change) as T;
    } catch (error) {
      const code = sqliteCode(error);
      if (code) this.writeFailure = code;
      if (code === 'SQLITE_FULL') throw new StoreFull();
      throw error;
    }
  }

  /**
   * The record `sql` selects by `key`, checked, or null. A damaged one, or a read that meets a
   * damaged page of the file (SQLITE_CORRUPT), is reported and thrown as damage of the record
   * asked for, not a crash of the request.
   */
  readRecord<T>(table: Table, keyField: string, sql: string, key: string): T | null {
    if (!this.readOnlyBecause) return this.readBy<T>(table, keyField, sql, key, true);
    // A file damaged somewhere (served read-only): an index may be what is damaged, hiding or
    // mixing up records. A record the index cannot give whole is looked for in the table itself.
    let damage: RecordDamaged | null = null;
    try {
      const found = this.readBy<T>(table, keyField, sql, key, false);
      if (found) return found;
    } catch (error) {
      if (!(error instanceof RecordDamaged)) throw error;
      damage = error;
    }
    const scan = sql.replace(` FROM ${table} WHERE `, ` FROM ${table} NOT INDEXED WHERE `);
    try {
      const found = this.readBy<T>(table, keyField, scan, key, false);
      if (found || !damage) return found;
    } catch (error) {
      if (!(error instanceof RecordDamaged)) throw error;
      // The scan met a damaged page before finding it: what the index said stands.
      damage ??= error.problem === UNREADABLE_PAGE ? null : error;
    }
    if (!damage) return null;
    this.report(damage);
    throw damage;
  }

  /** One read of a record, checked; damage is thrown (and reported when `report`). */
  private readBy<T>(
    table: Table,
    keyField: string,
    sql: string,
    key: string,
    report: boolean,
  ): T | null {
    let row: RecordRow | undefined;
    try {
      row = this.statement(sql).get(key) as RecordRow | undefined;
    } catch (error) {
      if (sqliteCode(error) !== 'SQLITE_CORRUPT') throw error;
      const damage = new RecordDamaged(table, key, UNREADABLE_PAGE);
      if (report) this.report(damage);
      throw damage;
    }
    if (!row) return null;
    return report ? this.decode<T>(table, row, keyField) : decodeRecord<T>(table, row, keyField);
  }

  /** The row's record, checked; a damaged one is reported (once) and thrown. */
  decode<T>(table: Table, row: RecordRow, keyField: string): T {
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
