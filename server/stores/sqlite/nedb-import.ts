// An install older than the SQLite store kept nedb files in DATA_DIR (plans.db, mail-outbox.db):
// on the first start they are read in nedb's own format (one JSON document a line; a later line
// for the same _id replaces it, '$$deleted' removes it, '$$index…' lines describe indexes) and
// imported in one transaction, recorded in `meta` so it happens once. The old files are only
// read. A line that cannot be read stops the start naming the file, unless it is the last one
// (an append cut short by a crash, which nedb itself skipped too).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { MailRecord, PlanRecord } from '../types';
import type { SqliteContext } from './context';
import { insertMailRow } from './mail-jobs';
import { insertPlanRow } from './plans';

const IMPORT_KEY = 'nedb-import';

/** The documents a nedb datafile holds, without nedb's _id; none when there is no file. */
function readNedbFile(file: string): Record<string, unknown>[] {
  if (!existsSync(file)) return [];
  const documents = new Map<string, Record<string, unknown>>();
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let document: Record<string, unknown>;
    try {
      document = JSON.parse(line) as Record<string, unknown>;
    } catch {
      if (lines.slice(index + 1).every((rest) => rest.trim() === '')) return;
      throw new Error(
        `The old data file ${file} cannot be imported: line ${index + 1} is not valid. ` +
          'Nothing was changed.',
      );
    }
    if ('$$indexCreated' in document || '$$indexRemoved' in document) return;
    const { _id: id, ...record } = document;
    documents.delete(String(id)); // a replaced document moves to where its last version is
    if (document.$$deleted !== true) documents.set(String(id), record);
  });
  return [...documents.values()];
}

/** Imports the folder's nedb files once (recorded in the meta table). */
export function importNedbFolder(dir: string, db: Database.Database, context: SqliteContext): void {
  if (db.prepare('SELECT value FROM meta WHERE key = ?').get(IMPORT_KEY) !== undefined) return;
  const plans = readNedbFile(path.join(dir, 'plans.db')) as unknown as PlanRecord[];
  const mail = readNedbFile(path.join(dir, 'mail-outbox.db')) as unknown as MailRecord[];
  db.transaction(() => {
    for (const plan of plans) insertPlanRow(context, plan);
    for (const message of mail) insertMailRow(context, message);
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(
      IMPORT_KEY,
      JSON.stringify({ at: new Date().toISOString(), plans: plans.length, mail: mail.length }),
    );
  })();
}
