// Opening the data file safely, and closing it so the file alone holds everything.
// - one server per data folder: a lock file (escape-plan.lock, a tiny SQLite file held under its
//   exclusive lock for the life of the process) makes a second server on the same folder stop at
//   once (StoreInUse); the data file itself uses SQLite's normal locking, so the checkpoint
//   thread (checkpointer.ts) can have a connection of its own;
// - the log is read before SQLite replays it (wal-check.ts): when damage in it would drop
//   committed changes, the store does not start unless told to accept the loss (StoreLogDamaged);
// - an integrity check: a file whose structure is damaged opens read-only (every record that can
//   be read is still served; nothing is written to it); a file SQLite cannot open at all stops
//   the start with a message naming it (StoreDamaged);
// - the schema version is checked and an older file migrated (schema.ts);
// - at close the log is checkpointed into the file and truncated.
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './schema';
import { checkWal, type WalReport } from './wal-check';

export const SQLITE_FILE = 'escape-plan.sqlite';
const LOCK_FILE = 'escape-plan.lock';
const PAGE_CACHE_KIB = 8 * 1024;
/** When the log restarts after a checkpoint it is cut back to this size. */
const LOG_SIZE_LIMIT_BYTES = 4 * 1024 * 1024;
/**
 * A write that meets the checkpoint thread's brief lock (only a TRUNCATE checkpoint takes one)
 * waits this long at most.
 */
const BUSY_TIMEOUT_MS = 1_000;

/** Another process holds this data folder. */
export class StoreInUse extends Error {
  override name = 'StoreInUse';
}

/** The data file cannot be opened at all; it was left as it was. */
export class StoreDamaged extends Error {
  override name = 'StoreDamaged';
}

/** Damage in the log would drop committed changes; nothing was changed. */
export class StoreLogDamaged extends Error {
  override name = 'StoreLogDamaged';
}

export interface OpenOptions {
  /** Start even though damage in the log drops committed changes (STORE_ACCEPT_LOG_LOSS=1). */
  acceptLogLoss?: boolean;
  /** For tests: cap the file at this many pages, so a write fails as on a full disk. */
  maxPages?: number;
}

export interface OpenedDatabase {
  db: Database.Database;
  /** Held open (and locked) while the store is open: one server per data folder. */
  lock: Database.Database;
  file: string;
  walFile: string;
  /** Why the file is open read-only (its integrity check failed), or null. */
  readOnlyBecause: string | null;
  /** Set when the start accepted a damaged log: how many committed changes were dropped. */
  acceptedLogLoss: WalReport | null;
  /** The schema version the file had before this start (0: new). */
  migratedFrom: number;
}

function sqliteCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'UNKNOWN';
}

function damagedMessage(file: string, detail: string): string {
  return (
    `The data file ${file} is damaged (${detail}). Nothing was changed: restore it from a ` +
    'backup (npm run backup makes one), or move it aside to start empty.'
  );
}

function logDamagedMessage(walFile: string, report: WalReport): string {
  return (
    `The log ${walFile} is damaged at byte ${report.breakAt}: ${report.lostCommits} committed ` +
    `change${report.lostCommits === 1 ? '' : 's'} after that point would be lost ` +
    `(${report.keptCommits} before it are intact). Nothing was changed. Restore a backup of ` +
    'the data folder, or, to go on without those changes, start once with ' +
    'STORE_ACCEPT_LOG_LOSS=1 (the log is copied aside first, and mail that was waiting is held, ' +
    'not sent, since some of it may have been sent already). If the machine lost power, the ' +
    'last change may simply be one that was never acknowledged.'
  );
}

function inUse(file: string): StoreInUse {
  return new StoreInUse(
    `Another server is already using the data file ${file}. Run one server per DATA_DIR ` +
      '(several instances need MONGODB_URI).',
  );
}

/** Takes the data folder's lock, or throws StoreInUse at once. */
function lockFolder(dir: string, file: string): Database.Database {
  const lock = new Database(path.join(dir, LOCK_FILE), { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE; COMMIT'); // the exclusive lock is now kept until close
    return lock;
  } catch (error) {
    lock.close();
    if (sqliteCode(error) === 'SQLITE_BUSY') throw inUse(file);
    throw error;
  }
}

/** Takes the folder's lock, reads the log, then opens the file and checks it. */
export function openDatabase(dir: string, options: OpenOptions = {}): OpenedDatabase {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, SQLITE_FILE);
  const walFile = `${file}-wal`;
  const lock = lockFolder(dir, file);
  try {
    return openLocked(file, walFile, lock, options);
  } catch (error) {
    lock.close();
    throw error;
  }
}

function openLocked(
  file: string,
  walFile: string,
  lock: Database.Database,
  options: OpenOptions,
): OpenedDatabase {
  const existed = existsSync(file) && statSync(file).size > 0;
  const wal = existed ? checkWal(walFile) : null;
  let acceptedLogLoss: WalReport | null = null;
  if (wal && wal.lostCommits > 0) {
    if (!options.acceptLogLoss) throw new StoreLogDamaged(logDamagedMessage(walFile, wal));
    copyFileSync(walFile, `${walFile}.damaged-${Date.now()}`);
    acceptedLogLoss = wal;
  }
  const db = new Database(file, { timeout: 0 });
  let readOnlyBecause: string | null = null;
  try {
    // Fails at once (SQLITE_BUSY) when a server of an earlier release holds the file.
    db.exec('BEGIN IMMEDIATE; COMMIT');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (existed) readOnlyBecause = integrityProblem(db);
  } catch (error) {
    db.close();
    if (sqliteCode(error) === 'SQLITE_BUSY') throw inUse(file);
    const code = sqliteCode(error);
    if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') {
      throw new StoreDamaged(damagedMessage(file, (error as Error).message));
    }
    throw error;
  }
  try {
    if (readOnlyBecause) {
      // A read-only connection: closing it checkpoints nothing into the damaged file.
      db.close();
      const readOnly = new Database(file, { readonly: true });
      return {
        db: readOnly,
        lock,
        file,
        walFile,
        readOnlyBecause,
        acceptedLogLoss,
        migratedFrom: -1,
      };
    }
    db.pragma('journal_mode = WAL');
    // SQLite writes each commit to the log; DurableWriter syncs the log before acknowledging.
    db.pragma('synchronous = NORMAL');
    // Checkpoints run on their own thread (checkpointer.ts), never on the event loop.
    db.pragma('wal_autocheckpoint = 0');
    db.pragma(`journal_size_limit = ${LOG_SIZE_LIMIT_BYTES}`);
    db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
    if (options.maxPages !== undefined) db.pragma(`max_page_count = ${options.maxPages}`);
    const migratedFrom = migrate(db, file);
    return { db, lock, file, walFile, readOnlyBecause, acceptedLogLoss, migratedFrom };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** What the integrity check found, in short, or null when the file is whole. */
function integrityProblem(db: Database.Database): string | null {
  try {
    const result = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const lines = result.map((row) => row.integrity_check);
    return lines.length === 1 && lines[0] === 'ok' ? null : lines.slice(0, 3).join('; ');
  } catch (error) {
    const code = sqliteCode(error);
    if (code === 'SQLITE_CORRUPT') return (error as Error).message;
    throw error;
  }
}

/** Moves everything in the log into the file and empties the log. */
export function checkpoint(db: Database.Database): void {
  db.pragma('wal_checkpoint(TRUNCATE)');
}

/**
 * Closes so that the file alone is complete: the log checkpointed into it (SQLite then removes
 * the log, being its last connection). A read-only (damaged) file gets no checkpoint from us.
 */
export function closeDatabase(opened: OpenedDatabase): void {
  if (!opened.readOnlyBecause) checkpoint(opened.db);
  opened.db.close();
  opened.lock.close();
}
