// Fixed rate-limit windows counted in this process's memory, for the embedded store (one server
// per data folder, so every request of the service passes here). A restart starts them afresh.
import { windowStart, type RateLimitHit } from './types';

const SWEEP_EVERY_MS = 60 * 1000;

export class MemoryRateLimits {
  /** bucket@windowStart → count and window end. */
  private readonly windows = new Map<string, RateLimitHit>();
  private lastSweep = 0;

  hit(bucket: string, windowMs: number, now: number): RateLimitHit {
    this.sweep(now);
    const start = windowStart(now, windowMs);
    const key = `${bucket}@${start}`;
    const hit = { count: (this.windows.get(key)?.count ?? 0) + 1, resetAt: start + windowMs };
    this.windows.set(key, hit);
    return hit;
  }

  // Windows that have ended are dropped here, at most once a minute: memory stays bounded by the
  // clients and recipients of the current windows.
  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, hit] of this.windows) {
      if (hit.resetAt <= now) this.windows.delete(key);
    }
  }
}
