// Group commit with a real sync: the changes that arrive in one turn of the event loop are
// written in one transaction, then the log is synced to the disk (fsync on libuv's thread pool,
// so no request waits on it), and only then is each change acknowledged. A 201 therefore means on
// disk, power loss included, as with synchronous = FULL, but the event loop never blocks on the
// disk: saves arriving during a sync form the next group, and one sync covers every group that
// committed before it started.
import { closeSync, fsync, fsyncSync, openSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';

/** A change waiting for the next group commit, and its caller's promise. */
interface QueuedChange {
  change: () => unknown;
  /** false: answered once committed, without waiting for the sync (a lost one costs little). */
  durable: boolean;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

interface SyncWaiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface DurableWriterOptions {
  /** Told the number of changes of each group commit, once it has committed and synced. */
  onGroupCommit?: (changes: number) => void;
  /** Told of each failed write (its SQLite code), and of each success (null). */
  onWriteOutcome?: (failure: unknown) => void;
}

export class DurableWriter {
  private queued: QueuedChange[] = [];
  private syncWaiters: SyncWaiter[] = [];
  private syncing = false;
  private walFd: number | null = null;
  /** When the last change committed (the idle checkpoint waits for a quiet moment). */
  lastCommitAt = 0;

  /** One transaction function for every group (better-sqlite3 builds a wrapper per call). */
  private readonly runInTransaction: (change: () => unknown) => unknown;

  constructor(
    db: Database.Database,
    private readonly walFile: string,
    private readonly options: DurableWriterOptions = {},
  ) {
    this.runInTransaction = db.transaction((change: () => unknown) => change());
  }

  /**
   * Queues `change` for this turn's transaction; resolves once it is committed and synced, or,
   * when not `durable`, once it is committed (it is synced with the next durable change).
   */
  run<T>(change: () => T, durable = true): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queued.push({ change, durable, resolve: resolve as (result: unknown) => void, reject });
      // setImmediate runs after the I/O callbacks of this turn, so the group takes them all.
      if (this.queued.length === 1) setImmediate(() => this.commitGroup());
    });
  }

  /** Commits what is queued now (close calls this first), without waiting for the sync. */
  flush(): void {
    this.commitGroup();
  }

  private commitGroup(): void {
    const group = this.queued;
    this.queued = [];
    if (group.length === 0) return;
    let results: unknown[];
    try {
      results = this.transaction(() => group.map(({ change }) => change()));
    } catch (error) {
      this.options.onWriteOutcome?.(error);
      if (group.length === 1) group[0]!.reject(error);
      else this.commitOneByOne(group);
      return;
    }
    this.options.onWriteOutcome?.(null);
    const waiting: { queued: QueuedChange; result: unknown }[] = [];
    group.forEach((queued, index) => {
      if (queued.durable) waiting.push({ queued, result: results[index] });
      else queued.resolve(results[index]);
    });
    if (waiting.length === 0) return;
    this.afterSync(
      group.length,
      () => waiting.forEach(({ queued, result }) => queued.resolve(result)),
      (error) => waiting.forEach(({ queued }) => queued.reject(error)),
    );
  }

  /**
   * After a group failed (a full disk, say, with one large plan among small ones): each change in
   * its own transaction, in the order they came, so one that cannot be written does not take the
   * others with it.
   */
  private commitOneByOne(group: QueuedChange[]): void {
    let failed: unknown = null;
    for (const { change, durable, resolve, reject } of group) {
      try {
        const result = this.transaction(change);
        if (durable) this.afterSync(1, () => resolve(result), reject);
        else resolve(result);
      } catch (error) {
        failed = error;
        reject(error);
      }
    }
    this.options.onWriteOutcome?.(failed);
  }

  private transaction<T>(change: () => T): T {
    const result = this.runInTransaction(change) as T;
    this.lastCommitAt = Date.now();
    return result;
  }

  private afterSync(changes: number, done: () => void, failed: (error: unknown) => void): void {
    this.sync().then(
      () => {
        this.options.onGroupCommit?.(changes);
        done();
      },
      (error: unknown) => {
        this.options.onWriteOutcome?.(error);
        failed(error);
      },
    );
  }

  /** Resolves after an fsync of the log that started after this call. */
  private sync(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.syncWaiters.push({ resolve, reject });
      if (!this.syncing) this.startSync();
    });
  }

  private startSync(): void {
    const waiters = this.syncWaiters;
    this.syncWaiters = [];
    this.syncing = true;
    let fd: number;
    try {
      fd = this.logFd();
    } catch (error) {
      this.syncing = false;
      waiters.forEach(({ reject }) => reject(error));
      return;
    }
    fsync(fd, (error) => {
      this.syncing = false;
      waiters.forEach(({ resolve, reject }) => (error ? reject(error) : resolve()));
      if (this.syncWaiters.length > 0) this.startSync();
    });
  }

  /**
   * The log's descriptor, opened at the first sync; its folder is synced then too, so the log's
   * own directory entry survives a power cut. The log is truncated at checkpoints, never
   * removed while the store is open, so the descriptor stays valid.
   */
  private logFd(): number {
    if (this.walFd !== null) return this.walFd;
    this.walFd = openSync(this.walFile, 'r');
    const dirFd = openSync(path.dirname(this.walFile), 'r');
    try {
      // fsync of a folder is how POSIX makes a new file's name durable.
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
    return this.walFd;
  }

  /** Resolves once every commit so far is synced. */
  drain(): Promise<void> {
    return this.syncing || this.syncWaiters.length > 0 ? this.sync() : Promise.resolve();
  }

  /** Closes the log's descriptor (before the store closes the database, which removes the log). */
  close(): void {
    if (this.walFd !== null) closeSync(this.walFd);
    this.walFd = null;
  }
}
