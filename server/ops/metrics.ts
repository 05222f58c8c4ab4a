// Figures for operators, in Prometheus' text format (prom-client), served at GET /metrics to the
// HEALTH_TOKEN bearer (routes/metrics-routes.ts). No label ever holds a plan identifier, a name,
// an address or anything a visitor typed: routes are the router's patterns, methods and
// statuses come from fixed sets, and everything else is a fixed word.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Store } from '../stores/types';

const PREFIX = 'escape_plan_';

export type MailOutcome = 'sent' | 'failed' | 'retry';
export type StoreErrorKind = 'read_only' | 'damaged_record';
export type PlanChange = 'saved' | 'updated' | 'deleted';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

// The process's figures (memory, CPU, event-loop delay, handles) once per process: every app a
// test makes shares them, and their monitors are started once.
let processRegistry: Registry | undefined;

function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export class ServiceMetrics {
  private readonly registry = new Registry();
  private readonly requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request arriving to its answer, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    // Around the service's goal: p99 within 250 ms.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly plans = new Counter({
    name: `${PREFIX}plan_changes_total`,
    help: 'Plans saved, updated and deleted (a replayed request is not counted again).',
    labelNames: ['change'] as const,
    registers: [this.registry],
  });
  private readonly mail = new Counter({
    name: `${PREFIX}mail_deliveries_total`,
    help: 'Mail delivery attempts by outcome: sent, failed (given up) or retry (will try again).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly storeErrors = new Counter({
    name: `${PREFIX}store_errors_total`,
    help: 'Requests the store could not serve: read_only (a damaged file), damaged_record.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly unexpected = new Counter({
    name: `${PREFIX}unexpected_errors_total`,
    help: 'Requests answered 500 by an error nothing expected (logged by name and code).',
    registers: [this.registry],
  });
  private readonly diskFull = new Counter({
    name: `${PREFIX}disk_full_answers_total`,
    help: 'Requests answered 503 because the store had no room to keep them.',
    registers: [this.registry],
  });

  private readonly waiting = new Gauge({
    name: `${PREFIX}mail_waiting`,
    help: 'Messages not yet handed to the mail server (pending or being sent).',
    registers: [this.registry],
  });
  private readonly oldestWaiting = new Gauge({
    name: `${PREFIX}mail_oldest_waiting_seconds`,
    help: 'How long the oldest waiting message has waited; 0 when none waits.',
    registers: [this.registry],
  });
  private readonly storeUp = new Gauge({
    name: `${PREFIX}store_up`,
    help: '1 when the store answered this scrape, 0 when it did not.',
    registers: [this.registry],
  });

  readonly contentType = this.registry.contentType;

  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {
    // Every fixed label at 0 from the start, so a rate over the first event is right.
    for (const change of ['saved', 'updated', 'deleted'] as const) this.plans.inc({ change }, 0);
    for (const outcome of ['sent', 'failed', 'retry'] as const) this.mail.inc({ outcome }, 0);
    for (const kind of ['read_only', 'damaged_record'] as const) this.storeErrors.inc({ kind }, 0);
  }

  /** One answered request; `route` is the router's pattern, or a fixed word (routeLabel). */
  request(route: string, method: string, status: number, seconds: number): void {
    const knownMethod = METHODS.has(method) ? method : 'other';
    this.requests.inc({ route, method: knownMethod, status: String(status) });
    this.duration.observe({ route, method: knownMethod }, seconds);
  }

  planChanged(change: PlanChange): void {
    this.plans.inc({ change });
  }

  mailDelivered(outcome: MailOutcome): void {
    this.mail.inc({ outcome });
  }

  storeError(kind: StoreErrorKind): void {
    this.storeErrors.inc({ kind });
  }

  unexpectedError(): void {
    this.unexpected.inc();
  }

  diskFullAnswered(): void {
    this.diskFull.inc();
  }

  /** The scrape: this service's figures, then the process's. */
  async text(): Promise<string> {
    // Read from the store at each scrape, so they are right across restarts and instances.
    try {
      const depth = await this.store.mailJobs.depth();
      this.waiting.set(depth.waiting);
      const oldest = depth.oldestCreatedAt;
      this.oldestWaiting.set(oldest === null ? 0 : Math.max(0, this.now() - oldest) / 1000);
      this.storeUp.set(1);
    } catch {
      this.storeUp.set(0);
    }
    return `${await this.registry.metrics()}\n${await processFigures().metrics()}`;
  }
}
