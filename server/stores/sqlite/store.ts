// The embedded default store: one SQLite file (DATA_DIR/escape-plan.sqlite) through
// better-sqlite3 (docs/decisions.md, "Service trust"), in three parts: plans, mail jobs, limits.
// - Opening: the log is checked before SQLite replays it, the file's integrity and schema version
//   are checked (database.ts); every record is then read once and any damaged one reported.
// - Writes: group commit, then a sync of the log off the event loop, then the answer
//   (durable-writes.ts): a 201 means on disk.
// - A damaged record is reported (table, key, problem), answered as damaged for itself alone,
//   counted for operators; a damaged mail job is set aside (context.ts, records.ts).
// - Checkpoints run on a thread of their own (checkpointer.ts): every second while writes go on,
//   emptying the log once they pause, and at close: the file alone is then complete.
// - A write that fails (full disk, I/O error) rejects the request (500) and makes ping() fail
//   (health 503) until a probe write succeeds again.
import type Database from 'better-sqlite3';
import type { Logger } from '../../log';
import { silentLogger } from '../../log';
import { JSON_BODY_LIMIT_BYTES } from '../../http/json-body';
import { RecordDamaged } from '../records';
import {
  MAIL_JOB_STATUSES,
  type DamageCounts,
  type MailRecord,
  type PlanRecord,
  type Store,
  type StoreStats,
} from '../types';
import { SqliteContext } from './context';
import { closeDatabase, openDatabase, type OpenedDatabase, type OpenOptions } from './database';
import { Checkpointer } from './checkpointer';
import { DurableWriter } from './durable-writes';
import { SqliteLimits } from './limits';
import { SqliteMailJobs } from './mail-jobs';
import { importNedbFolder } from './nedb-import';
import { SqlitePlans } from './plans';

export { SQLITE_FILE, StoreDamaged, StoreInUse, StoreLogDamaged } from './database';
export { StoreReadOnly } from './context';

/** How often the checkpoint thread is asked to copy the log into the file, while writes go on. */
const CHECKPOINT_EVERY_MS = 1_000;
/** How long writes must pause before the log is emptied (the file alone is then current). */
const IDLE_CHECKPOINT_MS = 2_000;

export interface SqliteStoreOptions extends OpenOptions {
  /** For tests: told the number of changes of each group commit, once it is on disk. */
  onGroupCommit?: (changes: number) => void;
  logger?: Logger;
}

function sqliteCode(error: unknown): string | null {
  if (error === null) return null;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'UNKNOWN';
}

export class SqliteStore implements Store {
  readonly kind = 'sqlite';
  readonly plans: SqlitePlans;
  readonly mailJobs: SqliteMailJobs;
  readonly limits: SqliteLimits;
  /** The code of the last failed write, until a write succeeds again. */
  private writeFailure: string | null = null;
  private readonly context: SqliteContext;
  private readonly writer: DurableWriter;
  private readonly checkpoints: NodeJS.Timeout;
  private readonly checkpointer: Checkpointer | null;
  /** lastCommitAt when the last checkpoint was asked for, and when the last TRUNCATE was. */
  private checkpointedAt = 0;
  private truncatedAt = 0;
  private closed = false;

  private constructor(
    private readonly opened: OpenedDatabase,
    private readonly logger: Logger,
    options: SqliteStoreOptions,
  ) {
    this.writer = new DurableWriter(opened.db, opened.walFile, {
      onGroupCommit: options.onGroupCommit,
      onWriteOutcome: (failure) => {
        this.writeFailure = sqliteCode(failure);
      },
    });
    this.context = new SqliteContext(opened.db, this.writer, opened.readOnlyBecause, (damage) =>
      logger.error('damaged record', {
        table: damage.table,
        key: damage.key,
        problem: damage.problem,
        file: opened.file,
      }),
    );
    this.plans = new SqlitePlans(this.context);
    this.mailJobs = new SqliteMailJobs(this.context);
    this.limits = new SqliteLimits(this.context);
    this.checkpointer = opened.readOnlyBecause
      ? null
      : new Checkpointer(opened.file, (code) => logger.warn('checkpoint failed', { code }));
    this.checkpoints = setInterval(() => this.checkpoint(), CHECKPOINT_EVERY_MS);
    this.checkpoints.unref();
  }

  get file(): string {
    return this.opened.file;
  }

  /** The connection, for the online backup (backup.ts). */
  get database(): Database.Database {
    return this.opened.db;
  }

  static async open(dir: string, options: SqliteStoreOptions = {}): Promise<SqliteStore> {
    const logger = options.logger ?? silentLogger;
    const opened = openDatabase(dir, options);
    let store: SqliteStore | undefined;
    try {
      store = new SqliteStore(opened, logger, options);
      if (opened.readOnlyBecause) {
        logger.error('data file damaged: serving it read-only', {
          file: opened.file,
          problem: opened.readOnlyBecause,
          action: 'restore a backup (see README); saves are refused until then',
        });
      } else {
        if (opened.migratedFrom > 0) {
          logger.info('data file migrated', { file: opened.file, from: opened.migratedFrom });
        }
        importNedbFolder(dir, opened.db, store.context);
        if (opened.acceptedLogLoss) store.acceptLogLoss();
      }
      store.verifyAll();
    } catch (error) {
      if (store) await store.close();
      else closeDatabase(opened);
      throw error;
    }
    return store;
  }

  /** After a start that accepted a damaged log: waiting mail is held, and it is all logged. */
  private acceptLogLoss(): void {
    const report = this.opened.acceptedLogLoss!;
    const held = this.mailJobs.holdWaiting();
    this.logger.error('started without changes lost in a damaged log', {
      file: this.opened.walFile,
      lostChanges: report.lostCommits,
      keptChanges: report.keptCommits,
      mailHeld: held,
    });
  }

  /** Reads every record once at start, so damage is reported now, not when someone asks. */
  private verifyAll(): void {
    const tables = [
      {
        table: 'plans' as const,
        sql: 'SELECT identifier AS key, record AS json, checksum FROM plans',
        keyField: 'identifier',
      },
      {
        table: 'mail' as const,
        sql: 'SELECT id AS key, record AS json, checksum FROM mail',
        keyField: 'id',
      },
    ];
    for (const { table, sql, keyField } of tables) {
      try {
        for (const row of this.opened.db.prepare(sql).iterate()) {
          try {
            this.context.decode(
              table,
              row as { key: unknown; json: unknown; checksum: unknown },
              keyField,
            );
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
    const counts = new Map(
      (
        this.opened.db
          .prepare('SELECT status, count(*) AS count FROM mail GROUP BY status')
          .all() as {
          status: string;
          count: number;
        }[]
      ).map((row) => [row.status, Number(row.count)]),
    );
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
    if (this.writeFailure === null) {
      this.opened.db.prepare('SELECT 1').get();
      return;
    }
    // As large as the largest save (the API's body limit), so a nearly full disk does not pass.
    await this.context.write(() =>
      this.context
        .statement(
          "INSERT INTO meta (key, value) VALUES ('last-write-probe', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .run('0'.repeat(JSON_BODY_LIMIT_BYTES)),
    );
  }

  /**
   * Asks the checkpoint thread to copy what was written since the last time into the file; once
   * writes have paused, to empty the log too.
   */
  private checkpoint(): void {
    if (this.closed || !this.checkpointer) return;
    const last = this.writer.lastCommitAt;
    if (last > this.checkpointedAt) {
      this.checkpointedAt = last;
      this.checkpointer.request('PASSIVE');
    } else if (last > this.truncatedAt && Date.now() - last >= IDLE_CHECKPOINT_MS) {
      this.truncatedAt = last;
      this.checkpointer.request('TRUNCATE');
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.checkpoints);
    this.writer.flush(); // what was queued before close is written (or fails) first
    await this.writer.drain();
    await this.checkpointer?.stop();
    this.writer.close();
    closeDatabase(this.opened);
  }
}

export type { MailRecord, PlanRecord };
