// Sliding-window limits in MongoDB: one document per counted hit, removed by a TTL index once no
// window can reach it. Counting and inserting are two operations: instances racing on one bucket
// may let a hit or two past the limit, never refuse one that was under it.
import type { Collection } from 'mongodb';
import type { LimitStore, LimitTake } from '../types';

export interface LimitHitDocument {
  bucket: string;
  at: number;
  /** When MongoDB's TTL monitor may remove the hit (the longest window after `at`). */
  expiresAt: Date;
}

/** Hits are kept this long at least, whatever the window asked for (the TTL needs one value). */
const KEEP_MS = 24 * 60 * 60 * 1000;

export class MongoLimits implements LimitStore {
  constructor(private readonly hits: Collection<LimitHitDocument>) {}

  async take(bucket: string, max: number, windowMs: number, now: number): Promise<LimitTake> {
    const inWindow = await this.hits
      .find({ bucket, at: { $gt: now - windowMs } }, { projection: { _id: 0, at: 1 } })
      .sort({ at: -1 })
      .limit(max)
      .toArray();
    if (inWindow.length >= max) {
      return { taken: false, retryAt: inWindow[inWindow.length - 1]!.at + windowMs };
    }
    await this.hits.insertOne({
      bucket,
      at: now,
      expiresAt: new Date(now + Math.max(windowMs, KEEP_MS)),
    });
    return { taken: true };
  }

  /**
   * Earlier releases counted under 'client:<address>' and 'recipient:<plain hash>'; today's
   * buckets are keyed hashes without a ':' (limit-buckets.ts). The old hits go at start.
   */
  async removeClearText(): Promise<void> {
    await this.hits.deleteMany({ bucket: { $regex: ':' } });
  }

  async prune(before: number): Promise<void> {
    await this.hits.deleteMany({ at: { $lte: before } });
  }
}
