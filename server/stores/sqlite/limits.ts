// Sliding-window limits in SQLite: one row per counted hit, so a window is exact at any moment
// (no burst across a fixed window's edge) and survives a restart.
import type { LimitStore, LimitTake } from '../types';
import type { SqliteContext } from './context';

export class SqliteLimits implements LimitStore {
  constructor(private readonly context: SqliteContext) {}

  take(bucket: string, max: number, windowMs: number, now: number): Promise<LimitTake> {
    // Count and insert in one change of a group commit: nothing can come between them.
    return this.context.write((): LimitTake => {
      const since = now - windowMs;
      // The hits in the window, newest first: the max-th one is the hit that must leave it first.
      const hits = this.context
        .statement('SELECT at FROM limit_hits WHERE bucket = ? AND at > ? ORDER BY at DESC LIMIT ?')
        .all(bucket, since, max) as { at: number }[];
      if (hits.length >= max) {
        return { taken: false, retryAt: hits[hits.length - 1]!.at + windowMs };
      }
      this.context.statement('INSERT INTO limit_hits (bucket, at) VALUES (?, ?)').run(bucket, now);
      return { taken: true };
    });
  }

  async prune(before: number): Promise<void> {
    await this.context.write(() =>
      this.context.statement('DELETE FROM limit_hits WHERE at <= ?').run(before),
    );
  }
}
