// The embedded default store: one SQLite file (DATA_DIR/escape-plan.sqlite) through libsql, the
// better-sqlite3-compatible binding with prebuilt binaries (docs/decisions.md says why). It fails
// safe where the old nedb files did not:
// - one server per data folder: the file is held under SQLite's exclusive lock for the life of
//   the process, so a second server on the same folder stops at once (StoreInUse);
// - an integrity check at start: a damaged file stops the server with a message naming it
//   (StoreDamaged), and nothing is written to it;
// - every change is committed to the write-ahead log before it is acknowledged; a write that
//   fails (full disk, I/O error) rejects the request (500) and makes ping() fail (health 503)
//   until a write succeeds again;
// - group commit: the saves that arrive together (in one turn of the event loop) are written in
//   one transaction, and each is acknowledged only once that transaction has committed; when it
//   fails, each change is tried again in a transaction of its own, so only those that cannot be
//   written fail (docs/decisions.md, "Plan save throughput");
// - plans and messages live on disk, not in memory: memory stays flat as they grow.
// Rate-limit windows are counters in memory, as before (one process per folder sees them all).
// The calls are synchronous: each write is one short statement or transaction, so nothing else
// can run between its read and its write (claims are atomic within the one process).
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { JSON_BODY_LIMIT_BYTES } from '../http/json-body';
import { importNedbFolder } from './nedb-import';
import { MemoryRateLimits } from './memory-rate-limits';
import {
  MAIL_STATUSES,
  type InsertResult,
  type MailRecord,
  type OutboxDepth,
  type PlanRecord,
  type RateLimitHit,
  type Store,
  type StoreStats,
} from './types';
import { LeaseEnds } from './lease-ends';

export const SQLITE_FILE = 'escape-plan.sqlite';
const PAGE_CACHE_KIB = 8 * 1024;

/** Another process holds this data folder. */
export class StoreInUse extends Error {
  override name = 'StoreInUse';
}

/** The data file failed its integrity check; it was left as it was. */
export class StoreDamaged extends Error {
  override name = 'StoreDamaged';
}

export interface SqliteStoreOptions {
  /**
   * For tests: cap the file at this many pages, so a write fails with SQLITE_FULL exactly as it
   * does on a full disk.
   */
  maxPages?: number;
  /** For tests: told the number of changes of each group commit, once it has committed. */
  onGroupCommit?: (changes: number) => void;
}

/** A change waiting for the next group commit, and its caller's promise. */
interface QueuedChange {
  change: () => unknown;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
  CREATE TABLE IF NOT EXISTS plans (
    identifier TEXT PRIMARY KEY,
    idempotency_key TEXT NOT NULL UNIQUE,
    record TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS mail (
    id TEXT PRIMARY KEY,
    idempotency_key TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    next_attempt_at INTEGER,
    lease_until INTEGER,
    created_at INTEGER NOT NULL,
    record TEXT NOT NULL
  ) STRICT;
  -- One index serves every outbox query: the rows waiting or being sent are few (the outbox is
  -- capped), so the lease and oldest-message queries scan just those. Each further index made
  -- every save and every status change write another page (npm run bench:server).
  CREATE INDEX IF NOT EXISTS mail_due ON mail (status, next_attempt_at);
`;

type Row = Record<string, unknown>;

function sqliteCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'UNKNOWN';
}

/**
 * Sets fields of a record freshly parsed from its row (so nothing else holds it), where
 * 'payload.name' means the name inside the payload; the objects changed are copied first.
 */
function withFields<T extends object>(record: T, fields: Record<string, unknown>): T {
  const copy = { ...record } as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    const [head, tail] = key.split('.', 2) as [string, string | undefined];
    if (tail === undefined) copy[head] = value;
    else copy[head] = { ...(copy[head] as Record<string, unknown>), [tail]: value };
  }
  return copy as T;
}

/** Opens the file under an exclusive lock and checks it; throws StoreInUse or StoreDamaged. */
function openChecked(file: string): Database.Database {
  const existed = existsSync(file) && statSync(file).size > 0;
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 0');
    // Before the first read: the lock taken is then kept until close, and the WAL index lives
    // in this process's memory (no -shm file another process could use).
    db.pragma('locking_mode = EXCLUSIVE');
    if (existed) {
      const result = (db.prepare('PRAGMA integrity_check').raw().all() as string[][]).flat();
      if (result.length !== 1 || result[0] !== 'ok') {
        throw new StoreDamaged(damagedMessage(file, result.slice(0, 3).join('; ')));
      }
    }
    db.exec('BEGIN IMMEDIATE; COMMIT'); // takes the write lock now, not at the first save
  } catch (error) {
    if (sqliteCode(error) === 'SQLITE_BUSY') {
      db.close();
      throw new StoreInUse(
        `Another server is already using the data file ${file}. Run one server per DATA_DIR ` +
          '(several instances need MONGODB_URI).',
      );
    }
    // A damaged file is not closed: closing would checkpoint the log into it.
    if (error instanceof StoreDamaged) throw error;
    const code = sqliteCode(error);
    if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') {
      throw new StoreDamaged(damagedMessage(file, (error as Error).message));
    }
    throw error;
  }
  return db;
}

function damagedMessage(file: string, detail: string): string {
  return (
    `The data file ${file} is damaged (${detail}). Nothing was changed: restore it from a ` +
    'backup, or move it aside to start empty.'
  );
}

// libsql releases a closed file (and its lock) only when the connection is garbage-collected.
// A store of this process reopening a file it closed (tests, a restart in-process) waits for that.
const closedHere = new Set<string>();
const REOPEN_WAIT_MS = 3_000;

async function openWhenReleased(file: string): Promise<Database.Database> {
  const deadline = Date.now() + REOPEN_WAIT_MS;
  for (;;) {
    try {
      const db = openChecked(file);
      closedHere.delete(file);
      return db;
    } catch (error) {
      if (!(error instanceof StoreInUse) || !closedHere.has(file) || Date.now() > deadline) {
        throw error;
      }
      (globalThis as { gc?: () => void }).gc?.();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

function prepareStatements(db: Database.Database) {
  const prepare = (sql: string) => db.prepare(sql);
  return {
    insertPlan: prepare(
      'INSERT INTO plans (identifier, idempotency_key, record) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    planById: prepare('SELECT record FROM plans WHERE identifier = ?').raw(),
    planByKey: prepare('SELECT record FROM plans WHERE idempotency_key = ?').raw(),
    insertMail: prepare(
      `INSERT INTO mail (id, idempotency_key, status, next_attempt_at, lease_until, created_at,
           record) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    ),
    mailByKey: prepare('SELECT record FROM mail WHERE idempotency_key = ?').raw(),
    mailById: prepare('SELECT record FROM mail WHERE id = ?').raw(),
    duePending: prepare(
      `SELECT record FROM mail WHERE status = 'pending' AND next_attempt_at <= ?
         ORDER BY next_attempt_at LIMIT 1`,
    ).raw(),
    expiredLease: prepare(
      `SELECT record FROM mail WHERE status = 'sending' AND lease_until <= ?
         ORDER BY lease_until LIMIT 1`,
    ).raw(),
    updateMail: prepare(
      `UPDATE mail SET status = ?, next_attempt_at = ?, lease_until = ?, record = ?
         WHERE id = ?`,
    ),
    countPlans: prepare('SELECT count(*) FROM plans').raw(),
    countMail: prepare('SELECT status, count(*) AS count FROM mail GROUP BY status'),
    // Answered from the (status, next_attempt_at) index; counting stops at the caller's cap.
    outboxCount: prepare(
      `SELECT count(*) FROM (SELECT 1 FROM mail WHERE status IN ('pending', 'sending') LIMIT ?)`,
    ).raw(),
    outboxOldest: prepare(
      "SELECT min(created_at) FROM mail WHERE status IN ('pending', 'sending')",
    ).raw(),
    probe: prepare(
      "INSERT INTO meta (key, value) VALUES ('last-write-probe', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ),
    begin: prepare('BEGIN'),
    commit: prepare('COMMIT'),
    rollback: prepare('ROLLBACK'),
  };
}

interface Connection {
  db: Database.Database;
  statements: ReturnType<typeof prepareStatements>;
}

export class SqliteStore extends LeaseEnds implements Store {
  readonly kind = 'sqlite';
  private readonly rateLimits = new MemoryRateLimits();
  /** The code of the last failed write, until a write succeeds again. */
  private writeFailure: string | null = null;
  private connection: Connection | null;
  /** Changes waiting for the group commit at the end of this turn of the event loop. */
  private queued: QueuedChange[] = [];

  private constructor(
    db: Database.Database,
    readonly file: string,
    private readonly onGroupCommit: (changes: number) => void = () => {},
  ) {
    super();
    this.connection = { db, statements: prepareStatements(db) };
  }

  private get db(): Database.Database {
    if (!this.connection) throw new Error('The store is closed');
    return this.connection.db;
  }

  private get statements(): Connection['statements'] {
    if (!this.connection) throw new Error('The store is closed');
    return this.connection.statements;
  }

  static async open(dir: string, options: SqliteStoreOptions = {}): Promise<SqliteStore> {
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, SQLITE_FILE);
    const db = await openWhenReleased(file);
    try {
      db.pragma('journal_mode = WAL');
      // Each commit is written to the log (the OS has it, a crash of this process loses
      // nothing); the log is synced to the disk at checkpoints. See docs/decisions.md.
      db.pragma('synchronous = NORMAL');
      db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
      db.exec(SCHEMA);
      if (options.maxPages !== undefined) db.pragma(`max_page_count = ${options.maxPages}`);
      const store = new SqliteStore(db, file, options.onGroupCommit);
      importNedbFolder(dir, db);
      return store;
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** Runs a change; a failure other than a refused duplicate marks the store unhealthy. */
  private write<T>(change: () => T): T {
    try {
      const result = change();
      this.writeFailure = null;
      return result;
    } catch (error) {
      this.writeFailure = sqliteCode(error);
      throw error;
    }
  }

  /** Runs `change` in one transaction: all of it is committed, or none of it. */
  private transaction<T>(change: () => T): T {
    const { begin, commit, rollback } = this.statements;
    begin.run();
    try {
      const result = change();
      commit.run();
      return result;
    } catch (error) {
      // A failed statement or commit may already have ended the transaction (SQLITE_FULL does).
      if (this.db.inTransaction) rollback.run();
      throw error;
    }
  }

  /**
   * Group commit: queues a change for the transaction that commits the changes of this turn of the
   * event loop (every request whose body arrived in it), and resolves once that has committed.
   * One commit writes each touched page to the log once, instead of once per change. A failed
   * transaction rejects every change in it: none of them is acknowledged.
   */
  private writeInGroup<T>(change: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queued.push({ change, resolve: resolve as (result: unknown) => void, reject });
      // setImmediate runs after the I/O callbacks of this turn, so the group takes them all.
      if (this.queued.length === 1) setImmediate(() => this.commitGroup());
    });
  }

  private commitGroup(): void {
    const group = this.queued;
    this.queued = [];
    if (group.length === 0) return;
    let results: unknown[];
    try {
      results = this.write(() => this.transaction(() => group.map(({ change }) => change())));
    } catch (error) {
      if (group.length === 1) group[0]!.reject(error);
      else this.commitOneByOne(group);
      return;
    }
    this.onGroupCommit(group.length);
    group.forEach(({ resolve }, index) => resolve(results[index]));
  }

  /**
   * After a group failed (a full disk, say, with one large plan among small ones): each change in
   * its own transaction, in the order they came, so one that cannot be written does not take the
   * others with it. The store stays unhealthy when any of them failed, until a probe write of the
   * largest size succeeds (ping).
   */
  private commitOneByOne(group: QueuedChange[]): void {
    let failure: string | null = null;
    for (const { change, resolve, reject } of group) {
      try {
        const result = this.write(() => this.transaction(change));
        this.onGroupCommit(1);
        resolve(result);
      } catch (error) {
        failure = this.writeFailure;
        reject(error);
      }
    }
    this.writeFailure ??= failure;
  }

  /** The record of a `SELECT record …` row read with raw(): [json], or undefined for none. */
  private parse<T>(row: unknown): T | null {
    const json = (row as unknown[] | undefined)?.[0];
    return typeof json === 'string' ? (JSON.parse(json) as T) : null;
  }

  async insertPlan(plan: PlanRecord): Promise<InsertResult> {
    const record = JSON.stringify(plan);
    const { changes } = await this.writeInGroup(() =>
      this.statements.insertPlan.run(plan.identifier, plan.idempotencyKey, record),
    );
    return changes === 1 ? 'inserted' : 'duplicate';
  }

  async findPlan(identifier: string): Promise<PlanRecord | null> {
    return this.parse(this.statements.planById.get(identifier));
  }

  async findPlanByIdempotencyKey(idempotencyKey: string): Promise<PlanRecord | null> {
    return this.parse(this.statements.planByKey.get(idempotencyKey));
  }

  async enqueueMail(mail: MailRecord): Promise<InsertResult> {
    const record = JSON.stringify(mail);
    const { changes } = await this.writeInGroup(() =>
      this.statements.insertMail.run(
        mail.id,
        mail.idempotencyKey,
        mail.status,
        mail.nextAttemptAt,
        mail.leaseUntil,
        mail.createdAt,
        record,
      ),
    );
    return changes === 1 ? 'inserted' : 'duplicate';
  }

  async findMailByIdempotencyKey(idempotencyKey: string): Promise<MailRecord | null> {
    return this.parse(this.statements.mailByKey.get(idempotencyKey));
  }

  private saveMail(record: MailRecord): void {
    this.statements.updateMail.run(
      record.status,
      record.nextAttemptAt,
      record.leaseUntil,
      JSON.stringify(record),
      record.id,
    );
  }

  async claimMail(owner: string, now: number, leaseMs: number): Promise<MailRecord | null> {
    // Read and update in one change of a group commit: no other claim can come between them.
    return this.writeInGroup(() => {
      const found =
        this.parse<MailRecord>(this.statements.duePending.get(now)) ??
        this.parse<MailRecord>(this.statements.expiredLease.get(now));
      if (!found) return null;
      const claimed: MailRecord = {
        ...found,
        status: 'sending',
        leaseOwner: owner,
        leaseUntil: now + leaseMs,
        attempts: found.attempts + 1,
      };
      this.saveMail(claimed);
      return claimed;
    });
  }

  protected async finishLease(id: string, owner: string, fields: object): Promise<boolean> {
    return this.writeInGroup(() => {
      const record = this.parse<MailRecord>(this.statements.mailById.get(id));
      if (!record || record.status !== 'sending' || record.leaseOwner !== owner) return false;
      this.saveMail(withFields(record, { ...fields, leaseOwner: null, leaseUntil: null } as Row));
      return true;
    });
  }

  async hitRateLimit(bucket: string, windowMs: number, now: number): Promise<RateLimitHit> {
    return this.rateLimits.hit(bucket, windowMs, now);
  }

  async stats(): Promise<StoreStats> {
    const counts = new Map(
      (this.statements.countMail.all() as { status: string; count: number }[]).map((row) => [
        row.status,
        Number(row.count),
      ]),
    );
    const mail = Object.fromEntries(
      MAIL_STATUSES.map((status) => [status, counts.get(status) ?? 0]),
    ) as StoreStats['mail'];
    return { plans: Number((this.statements.countPlans.get() as number[])[0]), mail };
  }

  async outboxDepth(countUpTo = Number.MAX_SAFE_INTEGER): Promise<OutboxDepth> {
    const [waiting] = this.statements.outboxCount.get(countUpTo) as [number];
    const [oldest] = this.statements.outboxOldest.get() as [number | null];
    return { waiting: Number(waiting), oldestCreatedAt: oldest ?? null };
  }

  /** Fails while the last write failed; then a probe write tells whether writing works again. */
  async ping(): Promise<void> {
    if (this.writeFailure === null) {
      this.db.prepare('SELECT 1').get();
      return;
    }
    // As large as the largest save (the API's body limit), so a nearly full disk does not pass.
    this.write(() => this.statements.probe.run('0'.repeat(JSON_BODY_LIMIT_BYTES)));
  }

  async close(): Promise<void> {
    if (!this.connection) return;
    this.commitGroup(); // what was queued before close is written (or fails) first
    const { db } = this.connection;
    this.connection = null; // nothing of this store holds the connection any more
    db.close();
    closedHere.add(this.file);
  }
}
