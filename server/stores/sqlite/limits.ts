// Sliding-window limits in SQLite: one row per counted hit, so a window is exact at any moment
// (no burst across a fixed window's edge) and survives a restart. This process is the only one
// on the data file, so the hits are also kept in memory (read from the table at start): a take is
// decided at once, and its row is written with the next write (the save or email it counted) or
// at close, instead of costing a synced commit of its own. A hit lost in a power cut only makes
// the limit a little kinder.
import type { LimitStore, LimitTake } from '../types';
import { sqliteCode, type SqliteContext } from './context';

export class SqliteLimits implements LimitStore {
  /** bucket → times of its recent hits, oldest first. */
  private readonly hits = new Map<string, number[]>();
  private unwritten: [bucket: string, at: number][] = [];

  constructor(
    private readonly context: SqliteContext,
    /** Told once when the stored hits cannot be read (a damaged page): the limits start empty. */
    unreadable: () => void = () => {},
  ) {
    try {
      // Oldest first: each bucket's list stays in time order.
      const rows = context.db.prepare('SELECT bucket, at FROM limit_hits ORDER BY at').all() as {
        bucket: string;
        at: number;
      }[];
      for (const { bucket, at } of rows) this.hitsOf(bucket).push(at);
    } catch (error) {
      // Counts, not anyone's data: a damaged page of them never stops the server.
      if (sqliteCode(error) !== 'SQLITE_CORRUPT') throw error;
      this.hits.clear();
      unreadable();
    }
    context.joinEachWrite(() => this.writeHits());
  }

  async take(bucket: string, max: number, windowMs: number, now: number): Promise<LimitTake> {
    const hits = this.hitsOf(bucket);
    while (hits.length > 0 && hits[0]! <= now - windowMs) hits.shift();
    if (hits.length >= max) return { taken: false, retryAt: hits[hits.length - max]! + windowMs };
    hits.push(now);
    if (hits.length > max) hits.splice(0, hits.length - max); // only the newest max can matter
    this.unwritten.push([bucket, now]);
    return { taken: true };
  }

  private hitsOf(bucket: string): number[] {
    let hits = this.hits.get(bucket);
    if (!hits) {
      hits = [];
      this.hits.set(bucket, hits);
    }
    return hits;
  }

  /** Inside a write's transaction: the hits taken since the last write. */
  private writeHits(): void {
    const insert = this.context.statement('INSERT INTO limit_hits (bucket, at) VALUES (?, ?)');
    for (const [bucket, at] of this.unwritten) insert.run(bucket, at);
    this.unwritten = [];
  }

  /** At close: the hits no other write took along. */
  flush(): void {
    if (this.unwritten.length > 0) this.context.write(() => {});
  }

  async prune(before: number): Promise<void> {
    for (const [bucket, hits] of this.hits) {
      if (hits.length === 0 || hits[hits.length - 1]! <= before) this.hits.delete(bucket);
    }
    this.context.write(() =>
      this.context.statement('DELETE FROM limit_hits WHERE at <= ?').run(before),
    );
  }
}
