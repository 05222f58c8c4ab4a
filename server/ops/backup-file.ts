// An online backup of the embedded store: SQLite's backup API copies the file page by page while
// the server goes on (changes made meanwhile through the same connection are carried into the
// copy), into a temporary file that is marked as a backup, checked, synced and then renamed: FILE
// is complete or absent, and nothing else is left beside it. The mark tells the server that
// starts on a restored copy to set its waiting mail aside (stores/sqlite/store.ts).
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BACKUP_MARK, type SqliteStore } from '../stores/sqlite/store';
import { makePrivate, syncPath } from '../files/private-files';

/** The files SQLite may make beside a database file. */
const SIDE_FILES = ['-journal', '-wal', '-shm'];

export async function backupStore(store: SqliteStore, file: string): Promise<void> {
  const temporary = `${file}.partial-${process.pid}`;
  const removeTemporary = () =>
    ['', ...SIDE_FILES].forEach((side) => rmSync(`${temporary}${side}`, { force: true }));
  removeTemporary();
  try {
    await store.database.backup(temporary);
    const copy = new Database(temporary);
    try {
      copy.pragma('journal_mode = DELETE');
      copy
        .prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)')
        .run(BACKUP_MARK, new Date().toISOString());
      // The copy must pass its own check before it takes FILE's name.
      const result = copy.pragma('integrity_check', { simple: true });
      if (result !== 'ok') {
        throw new Error(`The copy failed its integrity check: ${String(result)}`);
      }
    } finally {
      copy.close();
    }
    // A backup holds what the data file holds: the server's alone (0600, whatever the umask).
    makePrivate(temporary);
    syncPath(temporary);
    renameSync(temporary, file);
    syncPath(path.dirname(file));
  } finally {
    removeTemporary();
  }
}
