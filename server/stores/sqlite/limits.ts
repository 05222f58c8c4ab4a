// Sliding-window limits in SQLite: one row per counted hit, so a window is exact at any moment
// (no burst across a fixed window's edge) and survives a restart. This process is the only one
// on the data file, so the hits of each bucket in use are also kept in memory (read from the
// table on first use): a take is decided at once, and its row joins the next group commit
// instead of costing a commit of its own. Not waited on to the disk: a hit lost in a power cut
// only makes the limit a little kinder.
import type { LimitStore, LimitTake } from '../types';
import type { SqliteContext } from './context';

/** Hits read back per bucket: more than any limit's max. */
const LOAD_MAX = 1_000;

export class SqliteLimits implements LimitStore {
  /** bucket → times of its recent hits, oldest first. */
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly context: SqliteContext) {}

  async take(bucket: string, max: number, windowMs: number, now: number): Promise<LimitTake> {
    const hits = this.hitsOf(bucket);
    while (hits.length > 0 && hits[0]! <= now - windowMs) hits.shift();
    if (hits.length >= max) return { taken: false, retryAt: hits[hits.length - max]! + windowMs };
    hits.push(now);
    if (hits.length > max) hits.splice(0, hits.length - max); // only the newest max can matter
    this.context
      .write(
        () =>
          this.context
            .statement('INSERT INTO limit_hits (bucket, at) VALUES (?, ?)')
            .run(bucket, now),
        false,
      )
      .catch(() => {}); // a hit that could not be written only makes the limit kinder
    return { taken: true };
  }

  private hitsOf(bucket: string): number[] {
    let hits = this.hits.get(bucket);
    if (!hits) {
      const rows = this.context
        .statement('SELECT at FROM limit_hits WHERE bucket = ? ORDER BY at DESC LIMIT ?')
        .all(bucket, LOAD_MAX) as { at: number }[];
      hits = rows.map((row) => row.at).reverse();
      this.hits.set(bucket, hits);
    }
    return hits;
  }

  async prune(before: number): Promise<void> {
    for (const [bucket, hits] of this.hits) {
      if (hits.length === 0 || hits[hits.length - 1]! <= before) this.hits.delete(bucket);
    }
    await this.context.write(
      () => this.context.statement('DELETE FROM limit_hits WHERE at <= ?').run(before),
      false,
    );
  }
}
