// Plans are kept no longer than needed: one nobody opened or changed for the retention
// period (PLAN_RETENTION_DAYS, default 730: 24 months) is removed with its mail jobs, and so is
// what a deleted plan left to answer replays. A checklist email sent or failed goes after
// QUIZ_JOB_KEPT_MS (a device's outbox may replay its request for a week). Swept at start and every
// few hours.
import type { Clock } from '../clock';
import type { Logger } from '../log';
import type { MailJobStore, PlanStore } from '../stores/types';

export const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
/** A sent or failed checklist email answers a replay of its request this long, then goes. */
export const QUIZ_JOB_KEPT_MS = 8 * DAY_MS;

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
    private readonly mailJobs: MailJobStore | null = null,
  ) {}

  /** Removes what is past retention now; answers how many plans went. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const removed = await this.plans.removeInactive(now - this.retentionMs);
    if (removed > 0) this.logger.info('unused plans removed', { removed });
    const quiz = (await this.mailJobs?.removeFinishedQuiz(now - QUIZ_JOB_KEPT_MS)) ?? 0;
    if (quiz > 0) this.logger.info('finished checklist emails removed', { removed: quiz });
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
