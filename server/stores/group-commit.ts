// Group commit for one nedb datastore. nedb appends every change to its file before it starts the
// next operation, so a datastore makes at most one change per disk round trip. Here its
// append is taken over: operations go on at memory speed, and the changes made meanwhile are
// appended together, in order, by nedb's own writer (same file format, one append per group).
// A caller acknowledges a change only after `durable()`, so a 201 still means "on disk" (in the
// operating system's file cache, as with plain nedb: it does not fsync either).
import type Datastore from '@seald-io/nedb';

interface NedbPersistence {
  persistNewStateAsync(docs: unknown[]): Promise<void>;
}

export class GroupCommit {
  private readonly write: (docs: unknown[]) => Promise<void>;
  private pending: unknown[] = [];
  private nextFlush: Promise<void> | null = null;
  private lastFlush: Promise<void> = Promise.resolve();

  constructor(datastore: Datastore) {
    const persistence = datastore.persistence as unknown as NedbPersistence;
    this.write = persistence.persistNewStateAsync.bind(persistence);
    persistence.persistNewStateAsync = async (docs) => this.add(docs);
  }

  /** Resolves once every change made before this call is in the file. */
  durable(): Promise<void> {
    return this.lastFlush;
  }

  private add(docs: unknown[]): void {
    if (docs.length === 0) return;
    this.pending.push(...docs);
    if (this.nextFlush) return; // The flush that has not started yet takes these too.
    const flush = this.lastFlush
      .catch(() => undefined) // A failed group fails its own callers, not the next group.
      .then(() => {
        const group = this.pending;
        this.pending = [];
        this.nextFlush = null;
        return this.write(group);
      });
    this.nextFlush = flush;
    this.lastFlush = flush;
  }
}
