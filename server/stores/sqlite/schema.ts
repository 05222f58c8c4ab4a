// The data file's layout and its version (PRAGMA user_version). A file of an older version is
// migrated at start, inside one transaction; a file of a newer version (written by a later
// release) is refused, since this release cannot know what its changes mean.
//   1: plans and mail as JSON records (the libsql store); user_version was left at 0.
//   2: a checksum beside every record; sliding-window limit hits.
//   3: when each plan was last in use, for the retention sweep.
//   4: limit hits under keyed hashes; the clear-text ones of earlier releases are removed.
//   5: a mail job's kind in a column of its own, read from the job (its key's prefix told it).
import type Database from 'better-sqlite3';
import { checksumOf } from '../records';

export const SCHEMA_VERSION = 5;

/** Tables whose rows are bookkeeping a server can start without (rate-limit counts). */
export const THROW_AWAY_TABLES = ['limit_hits'] as const;
/** Tables whose rows are the households' and the mail's: never dropped. */
export const KEPT_TABLES = ['meta', 'plans', 'mail'] as const;

// No index: the hits are read once, at start (limits.ts keeps them in memory), and appended in
// time order; an index on the bucket made each hit dirty a page of its own in every commit.
const LIMITS_SCHEMA = `
  CREATE TABLE limit_hits (bucket TEXT NOT NULL, at INTEGER NOT NULL) STRICT;
`;

// The retention sweep reads the plans unused for longest, oldest first.
const PLANS_ACTIVE_INDEX = 'CREATE INDEX plans_active ON plans (active_at);';

export const CURRENT_SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
  CREATE TABLE plans (identifier TEXT PRIMARY KEY, idempotency_key TEXT NOT NULL UNIQUE,
    record TEXT NOT NULL, checksum TEXT NOT NULL, active_at INTEGER NOT NULL) STRICT;
  ${PLANS_ACTIVE_INDEX}
  CREATE TABLE mail (id TEXT PRIMARY KEY, idempotency_key TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL, next_attempt_at INTEGER, lease_until INTEGER,
    created_at INTEGER NOT NULL, record TEXT NOT NULL, checksum TEXT NOT NULL,
    kind TEXT NOT NULL DEFAULT '') STRICT;
  -- One index serves every mail job query: the rows waiting or being sent are few (the queue is
  -- capped). Each further index made every save and status change write another page.
  CREATE INDEX mail_due ON mail (status, next_attempt_at);
  ${LIMITS_SCHEMA}
`;

/** From version 1: checksums of the records already stored, and the limits table. */
function migrateFrom1(db: Database.Database): void {
  db.exec(`ALTER TABLE plans ADD COLUMN checksum TEXT NOT NULL DEFAULT '';
    ALTER TABLE mail ADD COLUMN checksum TEXT NOT NULL DEFAULT '';
    ${LIMITS_SCHEMA}`);
  db.function('record_checksum', { deterministic: true }, (json: unknown) =>
    typeof json === 'string' ? checksumOf(json) : '',
  );
  db.exec(`UPDATE plans SET checksum = record_checksum(record);
    UPDATE mail SET checksum = record_checksum(record);`);
}

/** From version 2: a plan was last in use when it was saved. */
function migrateFrom2(db: Database.Database): void {
  db.exec(`ALTER TABLE plans ADD COLUMN active_at INTEGER NOT NULL DEFAULT 0;
    UPDATE plans SET active_at = coalesce(json_extract(record, '$.createdAt'), 0)
      WHERE json_valid(record);
    ${PLANS_ACTIVE_INDEX}`);
}

/**
 * From version 3: limit hits were counted under client addresses and plain hashes of recipients;
 * they go (a limit starts afresh once, no worse than a restart without LIMITS_KEY).
 */
function migrateFrom3(db: Database.Database): void {
  db.exec('DELETE FROM limit_hits;');
}

/**
 * From version 4: each job's kind from its own record, so a damaged job is set aside and swept
 * as what it is. A record that cannot be read leaves it '' (no kind known: swept as no plan's).
 */
function migrateFrom4(db: Database.Database): void {
  db.exec(`ALTER TABLE mail ADD COLUMN kind TEXT NOT NULL DEFAULT '';
    UPDATE mail SET kind = coalesce(json_extract(record, '$.kind'), '')
      WHERE json_valid(record) AND json_type(record, '$.kind') = 'text';`);
}

/**
 * Brings the file to SCHEMA_VERSION in one transaction (a failure leaves it as it was); returns
 * the version it had (0: a new file), or null when it was current (nothing migrated).
 */
export function migrate(db: Database.Database, file: string): number | null {
  const stored = db.pragma('user_version', { simple: true }) as number;
  // The libsql store (version 1) never set user_version: its tables tell it apart from a new file.
  const hasPlans = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'plans'").get();
  const found = stored === 0 && hasPlans ? 1 : stored;
  if (found > SCHEMA_VERSION) {
    throw new Error(
      `The data file ${file} has version ${found}, written by a newer release of this server ` +
        `(this one knows versions up to ${SCHEMA_VERSION}). Nothing was changed: run the newer ` +
        'release, or restore a backup made by this one.',
    );
  }
  if (found === SCHEMA_VERSION) return null;
  db.transaction(() => {
    if (found === 0) db.exec(CURRENT_SCHEMA);
    if (found === 1) migrateFrom1(db);
    if (found >= 1 && found <= 2) migrateFrom2(db);
    if (found >= 1 && found <= 3) migrateFrom3(db);
    if (found >= 1 && found <= 4) migrateFrom4(db);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
  return found;
}
