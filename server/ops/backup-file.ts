// An online backup of the embedded store: SQLite's backup API copies the file page by page while
// the server goes on (changes made meanwhile through the same connection are carried into the
// copy), into a temporary file that is synced and then renamed: FILE is complete or absent.
import { closeSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { SqliteStore } from '../stores/sqlite/store';

export async function backupStore(store: SqliteStore, file: string): Promise<void> {
  const temporary = `${file}.partial-${process.pid}`;
  rmSync(temporary, { force: true });
  try {
    await store.database.backup(temporary);
    // The copy must open and pass its own check before it takes FILE's name.
    const copy = new Database(temporary, { readonly: true });
    try {
      const result = copy.pragma('integrity_check', { simple: true });
      if (result !== 'ok')
        throw new Error(`The copy failed its integrity check: ${String(result)}`);
    } finally {
      copy.close();
    }
    const fd = openSync(temporary, 'r');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(temporary, file);
    const dir = openSync(path.dirname(file), 'r');
    fsyncSync(dir);
    closeSync(dir);
  } finally {
    rmSync(temporary, { force: true });
  }
}
