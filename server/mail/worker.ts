// Drains the durable mail jobs: `concurrency` loops each claim one message at a time under a
// lease (so two server instances never send the same one), render it, hand it to the (pooled)
// transport, and mark it sent. A permanent refusal (an SMTP 5xx reply) fails the message at
// once; anything else (4xx, network) is retried with exponential backoff until maxAttempts, then
// marked failed. Polls on an interval and is nudged right after a message is queued.
// A message sent whose "sent" mark could not be written (a full disk) is remembered and marked
// again before anything else is claimed, and never handed to the transport again, so it is not
// sent a second time when its lease runs out.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Clock } from '../clock';
import type { MailWorkerSettings } from '../config';
import type { Logger } from '../log';
import type { MailRecord, Store } from '../stores/types';
import { renderMailRecord } from './render';
import type { MailTransport } from './transport';

export interface MailWorkerOptions extends Omit<MailWorkerSettings, 'concurrency'> {
  /** Messages in flight at once (default 1). */
  concurrency?: number;
  store: Store;
  transport: MailTransport;
  logger: Logger;
  clock: Clock;
  publicUrl: string;
  /** Names this worker in leases; unique per process by default. */
  owner?: string;
  /** Told each delivery's outcome (the operators' figures). */
  onOutcome?: (outcome: 'sent' | 'failed' | 'retry') => void;
}

/** 1 s, 2 s, 4 s … after the 1st, 2nd, 3rd failed attempt, capped at retryMaxMs. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30));
}

/** While the mail jobs cannot be read, they are polled at most this often. */
const MAX_BACKOFF_MS = 60_000;

/** An error code safe to log and store: SMTP replies and messages may carry the address. */
export function errorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return `SMTP_${responseCode}`;
  if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) return code;
  return error instanceof Error ? error.name.slice(0, 40) : 'UNKNOWN';
}

/**
 * An SMTP reply in the 5xx range to the message itself (sender, recipient or content): sending
 * it again cannot succeed. A refused login (EAUTH) is our configuration, not the message's, so
 * it is retried like 4xx replies and network errors.
 */
function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    code !== 'EAUTH'
  );
}

export class MailWorker {
  readonly owner: string;
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private nudged = false;
  /** The error the mail jobs last failed with, while they fail (logged once), else null. */
  private failing: string | null = null;
  private backoffMs = 0;
  /** Messages handed to the transport whose "sent" mark has not been written yet: id → when. */
  private readonly sentUnmarked = new Map<string, number>();

  constructor(private readonly options: MailWorkerOptions) {
    this.owner =
      options.owner ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const loops = Math.max(1, this.options.concurrency ?? 1);
    this.loops = Array.from({ length: loops }, () => this.run());
  }

  /** Look at the mail jobs now instead of at the next poll. */
  nudge(): void {
    this.nudged = true;
    for (const wake of this.sleepers) wake();
  }

  /** Stops after the messages being sent, if any (their "sent" marks tried once more). */
  async stop(): Promise<void> {
    this.running = false;
    for (const wake of this.sleepers) wake();
    await Promise.all(this.loops);
    this.loops = [];
    await this.markSentAgain().catch(() => {});
  }

  /**
   * Claims and handles one due message; false when none was due. Throws while a "sent" mark
   * still cannot be written: nothing new is claimed until it is.
   */
  async processNext(): Promise<boolean> {
    const { store, clock, leaseMs } = this.options;
    await this.markSentAgain();
    const record = await store.mailJobs.claim(this.owner, clock.now(), leaseMs);
    if (!record) return false;
    if (this.sentUnmarked.has(record.id)) await this.markSent(record.id);
    else await this.deliver(record);
    return true;
  }

  private async markSentAgain(): Promise<void> {
    for (const id of [...this.sentUnmarked.keys()]) {
      await this.markSent(id);
      this.options.logger.info('mail marked sent after a failed mark', { mailId: id });
    }
  }

  /** Marks a message sent; until that is written it stays in sentUnmarked (never sent again). */
  private async markSent(id: string): Promise<boolean> {
    const sentAt = this.sentUnmarked.get(id) ?? this.options.clock.now();
    this.sentUnmarked.set(id, sentAt);
    const marked = await this.options.store.mailJobs.markSent(id, this.owner, sentAt);
    this.sentUnmarked.delete(id);
    return marked;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let processed = false;
      try {
        processed = await this.processNext();
        this.recovered();
      } catch (error) {
        this.failed(errorCode(error));
      }
      if (!processed && this.running) await this.sleep();
    }
  }

  /**
   * The mail jobs cannot be read or claimed (a data file open read-only, a full disk): said once
   * per cause, not at every poll, and polled less often, up to once a minute, until they can.
   */
  private failed(code: string): void {
    if (code !== this.failing) {
      this.options.logger.error('mail jobs unavailable', {
        error: code,
        action: 'retrying less often until the store takes writes again',
      });
      this.failing = code;
    }
    this.backoffMs = Math.min(
      Math.max(this.backoffMs * 2, this.options.pollIntervalMs),
      MAX_BACKOFF_MS,
    );
  }

  private recovered(): void {
    if (this.failing === null) return;
    this.options.logger.info('mail jobs available again', { after: this.failing });
    this.failing = null;
    this.backoffMs = 0;
  }

  private sleep(): Promise<void> {
    if (this.nudged) {
      this.nudged = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        this.nudged = false;
        resolve();
      };
      const timer = setTimeout(done, this.backoffMs || this.options.pollIntervalMs);
      this.sleepers.add(done);
    });
  }

  private async deliver(record: MailRecord): Promise<void> {
    const { store, transport, logger, clock, maxAttempts, retryBaseMs, retryMaxMs } = this.options;
    const fields = { mailId: record.id, kind: record.kind, attempt: record.attempts };
    if (record.attempts > maxAttempts) {
      // A worker died while holding it one time too often.
      await store.mailJobs.markFailed(record.id, this.owner, 'TOO_MANY_ATTEMPTS');
      logger.error('mail failed', { ...fields, error: 'TOO_MANY_ATTEMPTS' });
      this.options.onOutcome?.('failed');
      return;
    }
    try {
      const rendered = await renderMailRecord(record, this.options.publicUrl);
      await transport.send({ id: record.id, to: record.to, ...rendered });
    } catch (error) {
      const code = errorCode(error);
      const permanent = isPermanentFailure(error);
      if (permanent || record.attempts >= maxAttempts) {
        await store.mailJobs.markFailed(record.id, this.owner, code);
        logger.error('mail failed', { ...fields, error: code, permanent });
        this.options.onOutcome?.('failed');
        return;
      }
      const delay = retryDelayMs(record.attempts, retryBaseMs, retryMaxMs);
      await store.mailJobs.markRetry(record.id, this.owner, clock.now() + delay, code);
      logger.warn('mail send failed, will retry', { ...fields, error: code, retryInMs: delay });
      this.options.onOutcome?.('retry');
      return;
    }
    this.options.onOutcome?.('sent'); // handed over, whatever becomes of its mark
    let marked: boolean;
    try {
      marked = await this.markSent(record.id);
    } catch (error) {
      logger.error('mail sent, its sent mark failed: marking it again', {
        ...fields,
        error: errorCode(error),
      });
      return;
    }
    logger.info('mail sent', { ...fields, transport: transport.kind, leaseHeld: marked });
  }
}
