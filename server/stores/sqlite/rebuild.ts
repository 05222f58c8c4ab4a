// A data file whose damage lies only where it can be rebuilt (an index, a table of throw-away
// counts, a free page) is rebuilt at start instead of served read-only: every row of the kept
// tables is copied by a scan of the table itself (NOT INDEXED: a damaged index is never read)
// into a fresh file with the same schema, whose indexes SQLite builds anew from those rows. Rate
// limit counts that cannot be read start empty. The damaged file is kept beside it, untouched,
// for the operator. Damage in a kept table (a page of plans, mail or meta that cannot be read)
// is not rebuilt: the file is served read-only as before (database.ts), nothing dropped.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sqliteCode } from './context';
import { makePrivate, syncPath } from '../../files/private-files';
import { CURRENT_SCHEMA, KEPT_TABLES, SCHEMA_VERSION, THROW_AWAY_TABLES } from './schema';

export interface Rebuilt {
  /** Where the damaged file now lies, as it was found. */
  damagedFile: string;
  /** Throw-away tables that could not be read: they start empty. */
  startedEmpty: string[];
}

function columnsOf(db: Database.Database, table: string): string {
  const columns = db.prepare(`SELECT name FROM pragma_table_info(?, 'old')`).all(table) as {
    name: string;
  }[];
  return columns.map(({ name }) => `"${name}"`).join(', ');
}

/** Copies `table` from the attached old file by a scan of its rows; false when it cannot be read. */
function copied(db: Database.Database, table: string): boolean {
  const columns = columnsOf(db, table);
  try {
    db.exec(
      `INSERT INTO main.${table} (${columns}) SELECT ${columns} FROM old.${table} NOT INDEXED`,
    );
    return true;
  } catch (error) {
    // A damaged page, or garbled rows that break a constraint or a column's type: not copied.
    if (sqliteCode(error) === null) throw error;
    return false;
  }
}

/**
 * Rebuilds `file` when its damage is all in what can be rebuilt, and returns what was done; null
 * (nothing changed) when a kept table cannot be read whole or the file is of another version.
 */
export function rebuildDamaged(file: string, now = new Date()): Rebuilt | null {
  try {
    return rebuild(file, now);
  } catch (error) {
    // Whatever SQLite says on the way, the damaged file is served read-only as before.
    if (sqliteCode(error) === null) throw error;
    rmSync(`${file}.rebuild`, { force: true });
    return null;
  }
}

function rebuild(file: string, now: Date): Rebuilt | null {
  const fresh = `${file}.rebuild`;
  rmSync(fresh, { force: true });
  const db = new Database(fresh);
  let startedEmpty: string[] = [];
  let whole = false;
  try {
    db.pragma('journal_mode = DELETE');
    db.prepare('ATTACH DATABASE ? AS old').run(file);
    const version = db.pragma('old.user_version', { simple: true }) as number;
    if (version !== SCHEMA_VERSION) return null;
    db.exec(CURRENT_SCHEMA);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
    // Each copy is one statement, all or nothing (a damaged page met halfway undoes it); the
    // fresh file counts only once it is whole and synced, so no transaction spans them.
    if (!KEPT_TABLES.every((table) => copied(db, table))) return null;
    startedEmpty = THROW_AWAY_TABLES.filter((table) => !copied(db, table));
    db.exec('DETACH DATABASE old');
    whole = (db.pragma('integrity_check', { simple: true }) as string) === 'ok';
  } finally {
    db.close();
    if (!whole) rmSync(fresh, { force: true });
  }
  if (!whole) return null;
  makePrivate(fresh);
  syncPath(fresh);
  const damagedFile = `${file}.damaged-${now.toISOString().replace(/[:.]/g, '-')}`;
  renameSync(file, damagedFile);
  if (existsSync(`${file}-journal`)) renameSync(`${file}-journal`, `${damagedFile}-journal`);
  renameSync(fresh, file);
  syncPath(path.dirname(file));
  return { damagedFile, startedEmpty };
}
