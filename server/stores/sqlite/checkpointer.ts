// Checkpoints on a thread of their own. A checkpoint copies the log's pages into the data file and
// syncs both: tens of milliseconds of disk waits that, run on the event loop (SQLite's own
// automatic checkpoint), held every request behind them. Here a worker thread with its own
// connection runs them (PASSIVE: never blocking the writer), so the log stays short and the data
// file current while the event loop only ever waits for nothing.
// The worker's code is a string (eval) so it runs the same under tsx, vitest and plain Node.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.binding);
const db = new Database(workerData.file, { timeout: workerData.busyTimeoutMs });
db.pragma('synchronous = NORMAL');
db.pragma('wal_autocheckpoint = 0');
parentPort.on('message', (mode) => {
  if (mode === 'stop') {
    db.close();
    parentPort.postMessage({ stopped: true });
    parentPort.close();
    return;
  }
  try {
    const [result] = db.pragma('wal_checkpoint(' + mode + ')');
    parentPort.postMessage({ done: result });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.code || error) });
  }
});
`;

const BINDING = createRequire(import.meta.url).resolve('better-sqlite3');

export type CheckpointMode = 'PASSIVE' | 'TRUNCATE';

export class Checkpointer {
  private readonly worker: Worker;
  private running: { mode: CheckpointMode; done: () => void } | null = null;
  private next: CheckpointMode | null = null;
  private stopped = false;

  constructor(
    file: string,
    private readonly onError: (code: string) => void,
  ) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file, binding: BINDING, busyTimeoutMs: 5_000 },
    });
    this.worker.unref();
    this.worker.on('message', (message: { error?: string }) => {
      if (message.error) this.onError(message.error);
      const finished = this.running;
      this.running = null;
      finished?.done();
      this.startNext();
    });
    this.worker.on('error', (error) => this.onError(error.name));
  }

  /** Asks for a checkpoint; one runs at a time, and one more waits at most. */
  request(mode: CheckpointMode): void {
    if (this.stopped) return;
    if (this.next !== 'TRUNCATE') this.next = mode;
    if (!this.running) this.startNext();
  }

  get busy(): boolean {
    return this.running !== null || this.next !== null;
  }

  private startNext(): void {
    if (!this.next || this.stopped) return;
    const mode = this.next;
    this.next = null;
    this.running = { mode, done: () => {} };
    this.worker.postMessage(mode);
  }

  /** Waits for the running checkpoint, then closes the worker's connection. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.next = null;
    if (this.running) {
      await new Promise<void>((resolve) => {
        this.running!.done = resolve;
      });
    }
    await new Promise<void>((resolve) => {
      this.worker.once('message', () => resolve());
      this.worker.once('exit', () => resolve());
      this.worker.postMessage('stop');
    });
    await this.worker.terminate();
  }
}
