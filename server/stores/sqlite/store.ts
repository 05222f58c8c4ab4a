// The embedded default store: one SQLite file (DATA_DIR/escape-plan.sqlite, opened and checked by
// database.ts) in three parts: plans, mail jobs, limits. Every record is read once at start, so
// damage is reported before anyone asks; a failed write makes ping() fail (health 503) until a
// probe write succeeds again; a file restored from a backup sets its waiting mail aside, since
// the old server may have sent it after the backup (ops/backup-file.ts marks the copy).
import type Database from 'better-sqlite3';
import { PLAN_BODY_LIMIT_BYTES } from '../../../src/contracts/api-paths';
import type { Logger } from '../../log';
import { silentLogger } from '../../log';
import { logLooseFiles } from '../../files/private-files';
import { RecordDamaged } from '../records';
import { MAIL_JOB_STATUSES, type DamageCounts, type Store, type StoreStats } from '../types';
import { SqliteContext, sqliteCode, type RecordRow } from './context';
import { closeDatabase, openDatabase, type OpenedDatabase, type OpenOptions } from './database';
import { SqliteLimits } from './limits';
import { SqliteMailJobs } from './mail-jobs';
import { importNedbFolder } from './nedb-import';
import { SqlitePlans } from './plans';

export { SQLITE_FILE } from './database';
export { StoreDamaged, StoreInUse } from '../errors';

/** The meta row a backup writes into its copy (ops/backup-file.ts): the copy is a restore. */
export const BACKUP_MARK = 'backup-written-at';

export interface SqliteStoreOptions extends OpenOptions {
  logger?: Logger;
}

export class SqliteStore implements Store {
  readonly kind = 'sqlite';
  readonly plans: SqlitePlans;
  readonly mailJobs: SqliteMailJobs;
  readonly limits: SqliteLimits;
  private readonly context: SqliteContext;
  private closed = false;

  private constructor(
    private readonly opened: OpenedDatabase,
    private readonly logger: Logger,
  ) {
    this.context = new SqliteContext(
      opened.db,
      opened.readOnlyBecause,
      // Never the record's key: a plan's identifier opens nothing alone, but a log is no place
      // for it (the damaged-record counter tells operators how many).
      (damage) =>
        logger.error('damaged record', {
          table: damage.table,
          problem: damage.problem,
          file: opened.file,
        }),
      // A full disk is said once when it starts and once when it clears, not on every 503.
      (failure, before) => {
        if (failure) {
          logger.error('data file refuses writes: saves answer 503', {
            code: failure,
            cause: failure === 'SQLITE_FULL' ? 'disk full' : 'write failed',
            file: opened.file,
          });
        } else {
          logger.info('data file takes writes again', { after: before ?? '', file: opened.file });
        }
      },
    );
    this.plans = new SqlitePlans(this.context);
    this.mailJobs = new SqliteMailJobs(this.context);
    this.limits = new SqliteLimits(this.context, () =>
      logger.warn('rate-limit counts could not be read: every limit starts afresh', {
        file: opened.file,
      }),
    );
  }

  get file(): string {
    return this.opened.file;
  }

  /** For the online backup (ops/backup-file.ts). */
  get database(): Database.Database {
    return this.opened.db;
  }

  static async open(dir: string, options: SqliteStoreOptions = {}): Promise<SqliteStore> {
    const logger = options.logger ?? silentLogger;
    const opened = openDatabase(dir, options);
    const store = new SqliteStore(opened, logger);
    logLooseFiles(logger, opened.looseFiles, { folder: 'data folder', setting: 'DATA_DIR' });
    if (opened.rebuilt) {
      const { damagedFile, startedEmpty, problem } = opened.rebuilt;
      logger.warn('data file was damaged where it can be rebuilt: rebuilt, every record kept', {
        file: opened.file,
        problem,
        damagedFile,
        startedEmpty: startedEmpty.join(', '),
        action: 'keep or remove the damaged copy; nothing else is needed',
      });
    }
    try {
      if (opened.readOnlyBecause) {
        logger.error('data file damaged: serving it read-only', {
          file: opened.file,
          problem: opened.readOnlyBecause,
          action: 'restore a backup (see README); saves are refused until then',
        });
      } else {
        if (opened.migratedFrom !== null && opened.migratedFrom > 0) {
          logger.info('data file migrated', { file: opened.file, from: opened.migratedFrom });
        }
        importNedbFolder(dir, opened.db, store.context);
        store.startAfterRestore();
      }
      store.verifyAll();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  private startAfterRestore(): void {
    const mark = this.opened.db.prepare('SELECT value FROM meta WHERE key = ?').get(BACKUP_MARK) as
      { value: string } | undefined;
    if (!mark) return;
    const setAside = this.context.write(() => {
      this.context.statement('DELETE FROM meta WHERE key = ?').run(BACKUP_MARK);
      return this.mailJobs.setAsideWaiting();
    });
    this.logger.warn('started from a backup: its waiting mail is set aside, not sent', {
      file: this.opened.file,
      backupWrittenAt: mark.value,
      mailSetAside: setAside,
    });
  }

  private verifyAll(): void {
    for (const [table, key] of [
      ['plans', 'identifier'],
      ['mail', 'id'],
    ] as const) {
      try {
        const sql = `SELECT ${key} AS key, record AS json, checksum FROM ${table}`;
        for (const row of this.opened.db.prepare(sql).iterate()) {
          try {
            this.context.decode(table, row as RecordRow, key);
          } catch (error) {
            if (!(error instanceof RecordDamaged)) throw error;
          }
        }
      } catch (error) {
        if (sqliteCode(error) !== 'SQLITE_CORRUPT') throw error;
        this.context.report(
          new RecordDamaged(table, '*', 'the file is damaged: not every record could be read'),
        );
      }
    }
  }

  async stats(): Promise<StoreStats> {
    const rows = this.opened.db
      .prepare('SELECT status, count(*) AS count FROM mail GROUP BY status')
      .all() as { status: string; count: number }[];
    const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
    const mail = Object.fromEntries(
      MAIL_JOB_STATUSES.map((status) => [status, counts.get(status) ?? 0]),
    ) as StoreStats['mail'];
    const { plans } = this.opened.db.prepare('SELECT count(*) AS plans FROM plans').get() as {
      plans: number;
    };
    return { plans: Number(plans), mail };
  }

  damage(): DamageCounts {
    return { ...this.context.damage };
  }

  /** Fails while read-only or while the last write failed; a probe write tells when it works. */
  async ping(): Promise<void> {
    if (this.closed) throw new Error('The store is closed');
    if (this.opened.readOnlyBecause) {
      throw Object.assign(new Error('The data file is damaged'), { code: 'READ_ONLY_DAMAGED' });
    }
    if (this.context.writeFailure === null) {
      this.opened.db.prepare('SELECT 1').get();
      return;
    }
    this.context.write(
      () =>
        this.context
          .statement(
            `INSERT INTO meta (key, value) VALUES ('last-write-probe', ?)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
          )
          .run('0'.repeat(PLAN_BODY_LIMIT_BYTES)), // the largest save: a nearly full disk fails
    );
    this.context.writeFailure = null;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      if (!this.opened.readOnlyBecause) this.limits.flush();
    } finally {
      closeDatabase(this.opened); // a hit not written only makes a limit kinder
    }
  }
}
