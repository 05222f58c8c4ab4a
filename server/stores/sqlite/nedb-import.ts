// Moves an existing install's data into SQLite on the first start after the upgrade: the nedb
// files of the old embedded store (plans.db, mail-outbox.db in DATA_DIR) are read line by line in
// nedb's own format (one JSON document a line; a later line for the same _id replaces it,
// '$$deleted' removes it, '$$index…' lines describe indexes), and every plan and message is
// inserted in one transaction. The old files are only read, never changed or removed. A line
// that cannot be read stops the start naming the file, unless it is the last one (an append cut
// short by a crash, which nedb itself skipped too).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { MailRecord, PlanRecord } from '../types';
import type { SqliteContext } from './context';
import { insertMailRow } from './mail-jobs';
import { insertPlanRow } from './plans';

const IMPORT_KEY = 'nedb-import';
const NEDB_FILES = { plans: 'plans.db', mail: 'mail-outbox.db' } as const;

type NedbDocument = Record<string, unknown> & { _id?: unknown };

/** The documents a nedb datafile holds, in file order, without nedb's _id. */
function readNedbFile(file: string): Record<string, unknown>[] {
  const documents = new Map<string, Record<string, unknown>>();
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let document: NedbDocument;
    try {
      document = JSON.parse(line) as NedbDocument;
    } catch {
      const last = lines.slice(index + 1).every((rest) => rest.trim() === '');
      if (last) return;
      throw new Error(
        `The old data file ${file} cannot be imported: line ${index + 1} is not valid. ` +
          'Nothing was changed.',
      );
    }
    if ('$$indexCreated' in document || '$$indexRemoved' in document) return;
    const id = String(document._id);
    if (document.$$deleted === true) {
      documents.delete(id);
      return;
    }
    const record: Record<string, unknown> = { ...document };
    delete record._id;
    documents.delete(id); // a replaced document moves to where its last version was written
    documents.set(id, record);
  });
  return [...documents.values()];
}

export interface NedbImportResult {
  plans: number;
  mail: number;
}

/** Imports the folder's nedb files once (recorded in the meta table); null when done before. */
export function importNedbFolder(
  dir: string,
  db: Database.Database,
  context: SqliteContext,
): NedbImportResult | null {
  const done = db.prepare('SELECT value FROM meta WHERE key = ?').get(IMPORT_KEY);
  if (done !== undefined) return null;
  const read = (name: string) => {
    const file = path.join(dir, name);
    return existsSync(file) ? readNedbFile(file) : [];
  };
  const plans = read(NEDB_FILES.plans) as unknown as PlanRecord[];
  const mail = read(NEDB_FILES.mail) as unknown as MailRecord[];
  const result = { plans: plans.length, mail: mail.length };
  db.transaction(() => {
    for (const plan of plans) insertPlanRow(context, plan);
    for (const message of mail) insertMailRow(context, message);
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(
      IMPORT_KEY,
      JSON.stringify({ at: new Date().toISOString(), ...result }),
    );
  })();
  return result;
}
