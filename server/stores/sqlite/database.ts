// Opening the data file safely:
// - one server per data folder: a lock file (escape-plan.lock, a tiny SQLite file held under its
//   exclusive lock for the life of the process) makes a second server stop at once (StoreInUse);
// - a rollback journal with synchronous = EXTRA: a commit returns once it is on disk (journal,
//   file and the journal's removal synced), and between commits there is no log at all, so no
//   log can be damaged and the file alone holds everything (docs/decisions/);
// - a file damaged only where it can be rebuilt (an index, the rate-limit counts) is rebuilt
//   (rebuild.ts); one damaged elsewhere opens read-only (what can be read is served, nothing is
//   written); one SQLite cannot open at all stops the start naming it (StoreDamaged);
// - the schema version is checked and an older file migrated (schema.ts).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './schema';
import { rebuildDamaged, type Rebuilt } from './rebuild';
import { StoreDamaged, StoreInUse } from '../errors';
import { sqliteCode } from './context';
import { keepPrivate, makePrivate, type LooseFile } from '../../files/private-files';

export const SQLITE_FILE = 'escape-plan.sqlite';
const LOCK_FILE = 'escape-plan.lock';
const PAGE_CACHE_KIB = 8 * 1024;

export interface OpenOptions {
  /** For tests: cap the file at this many pages, so a write fails as on a full disk. */
  maxPages?: number;
}

export interface OpenedDatabase {
  db: Database.Database;
  /** Held open (and locked) while the store is open: one server per data folder. */
  lock: Database.Database;
  file: string;
  /** Why the file is open read-only (its integrity check failed), or null. */
  readOnlyBecause: string | null;
  /** The schema version the file was migrated from at this start (0: new), or null. */
  migratedFrom: number | null;
  /** The folder or files found readable by others at this start, tightened or not. */
  looseFiles: LooseFile[];
  /** The damage found at this start and rebuilt, or null. */
  rebuilt: (Rebuilt & { problem: string }) | null;
}

/** Every file of the store starts with this (the data file, its journal, the lock). */
const STORE_PREFIX = 'escape-plan.';

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

/** Takes the folder's lock, then opens the file and checks it. */
export function openDatabase(dir: string, options: OpenOptions = {}): OpenedDatabase {
  const looseFiles = keepPrivate(dir, STORE_PREFIX);
  const file = path.join(dir, SQLITE_FILE);
  const lock = lockFolder(dir, file);
  // The lock and its journal, made just now under the process umask (SQLite makes a database's
  // later journals with the database's own mode).
  for (const name of [LOCK_FILE, `${LOCK_FILE}-journal`]) makePrivate(path.join(dir, name));
  let db: Database.Database | null = null;
  try {
    const existed = existsSync(file) && statSync(file).size > 0;
    db = new Database(file, { timeout: 0 });
    const problem = existed ? integrityProblem(db, file) : null;
    let rebuilt: OpenedDatabase['rebuilt'] = null;
    if (problem) {
      db.close();
      db = null;
      const done = rebuildDamaged(file);
      if (!done) {
        db = new Database(file, { readonly: true });
        return {
          db,
          lock,
          file,
          readOnlyBecause: problem,
          migratedFrom: null,
          looseFiles,
          rebuilt,
        };
      }
      rebuilt = { ...done, problem };
      db = new Database(file, { timeout: 0 });
    }
    const readOnlyBecause = null;
    // A file of an earlier release is in WAL mode: SQLite moves its log into it here.
    db.pragma('journal_mode = DELETE');
    db.pragma('synchronous = EXTRA');
    // A deleted plan or a sent email's words are overwritten with zeros, not left in free pages.
    db.pragma('secure_delete = ON');
    db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
    if (options.maxPages !== undefined) db.pragma(`max_page_count = ${options.maxPages}`);
    makePrivate(file);
    return {
      db,
      lock,
      file,
      readOnlyBecause,
      migratedFrom: migrate(db, file),
      looseFiles,
      rebuilt,
    };
  } catch (error) {
    db?.close();
    lock.close();
    throw error;
  }
}

/**
 * What the integrity check found, in short, or null when the file is whole; StoreDamaged when
 * SQLite cannot read the file's schema at all.
 */
function integrityProblem(db: Database.Database, file: string): string | null {
  try {
    db.prepare('SELECT count(*) FROM sqlite_schema').get();
  } catch (error) {
    const code = sqliteCode(error);
    if (code !== 'SQLITE_CORRUPT' && code !== 'SQLITE_NOTADB') throw error;
    throw new StoreDamaged(
      `The data file ${file} is damaged (${(error as Error).message}). Nothing was changed: ` +
        'restore it from a backup (npm run backup makes one), or move it aside to start empty.',
    );
  }
  try {
    const result = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const lines = result.map((row) => row.integrity_check);
    return lines.length === 1 && lines[0] === 'ok' ? null : lines.slice(0, 3).join('; ');
  } catch (error) {
    if (sqliteCode(error) === 'SQLITE_CORRUPT') return (error as Error).message;
    throw error;
  }
}

export function closeDatabase(opened: OpenedDatabase): void {
  opened.db.close();
  opened.lock.close();
}
