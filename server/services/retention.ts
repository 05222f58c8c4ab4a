// Plans are kept no longer than needed: one nobody opened or changed for the retention
// period (PLAN_RETENTION_DAYS, default 730: 24 months) is removed with its mail jobs, and so is
// what a deleted plan left to answer replays. Swept at start and every few hours.
import type { Clock } from '../clock';
import type { Logger } from '../log';
import type { PlanStore } from '../stores/types';

export const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

export class RetentionSweep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** The cause the last sweep failed with (logged once), or null. */
  private failing: string | null = null;

  constructor(
    private readonly plans: PlanStore,
    private readonly clock: Clock,
    private readonly retentionMs: number,
    private readonly logger: Logger,
  ) {}

  /** Removes what is past retention now; answers how many plans went. */
  async sweep(): Promise<number> {
    const removed = await this.plans.removeInactive(this.clock.now() - this.retentionMs);
    if (removed > 0) this.logger.info('unused plans removed', { removed });
    return removed;
  }

  start(): void {
    const run = () => {
      this.running ??= this.sweep()
        .then(() => undefined)
        .then(() => {
          this.failing = null;
        })
        .catch((error: unknown) => {
          // Said once per cause (a read-only file fails every sweep alike), not every hour.
          const cause = String(error).slice(0, 200);
          if (cause !== this.failing) this.logger.error('retention sweep failed', { error: cause });
          this.failing = cause;
        })
        .finally(() => {
          this.running = null;
        });
    };
    run();
    this.timer = setInterval(run, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for a sweep under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
