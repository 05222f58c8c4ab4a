// createApp builds the Koa application from its dependencies and never listens: tests and
// server/index.ts decide where it runs. It holds no state of its own (everything lives in the
// store), so several instances can run behind a load balancer on one MongoDB replica set.
import Koa from 'koa';
import compress from 'koa-compress';
import { systemClock, type Clock } from './clock';
import { securityHeaders } from './http/security-headers';
import { requestLog } from './http/request-log';
import { errorResponses, logRequestErrors } from './http/error-responses';
import { appShell, staticFiles } from './http/static-app';
import { mediaRanges } from './http/media-ranges';
import { healthRoutes, type HealthCheck } from './routes/health-routes';
import { planRoutes } from './routes/plan-routes';
import { quizRoutes } from './routes/quiz-email-routes';
import { LimitBuckets } from './services/limit-buckets';
import { ServiceMetrics } from './ops/metrics';
import { errorMetrics, requestMetrics } from './http/request-metrics';
import { metricsRoutes } from './routes/metrics-routes';
import { MailQueue, type MailJobLimits } from './services/mail-queue';
import { MailedSubmissions } from './services/mailed-submission';
import { PlanService } from './services/plan-service';
import { QuizService } from './services/quiz-service';
import {
  DEFAULT_MAIL_RATE_LIMITS,
  MailRateLimiter,
  type MailRateLimits,
} from './services/rate-limiter';
import type { Store } from './stores/types';
import type { Logger } from './log';

export interface AppDependencies {
  /** Folder of the built PWA (vite build output). */
  distDir: string;
  /** The app shell (dist/index.html), read once at start. */
  shellHtml: string;
  logger: Logger;
  store: Store;
  healthChecks?: HealthCheck[];
  clock?: Clock;
  /** Called after a message was queued: the local mail worker looks at the mail jobs at once. */
  onMailQueued?: () => void;
  rateLimits?: MailRateLimits;
  /** LIMITS_KEY: the key of the limits' hashed buckets; unset: one drawn for this process. */
  limitsKey?: string;
  /** How many unsent mail jobs may wait before mail requests get 503. */
  mailJobLimits?: MailJobLimits;
  /**
   * How many proxies stand in front of this server (TRUST_PROXY). 0 (default): clients connect
   * directly, the socket address is the client and X-Forwarded-* headers are ignored (a client
   * could write any address there). N: X-Forwarded-Proto decides HSTS and the Nth address from
   * the right of X-Forwarded-For (the one the outermost trusted proxy saw) is the client.
   */
  trustedProxyHops?: number;
  /** HEALTH_TOKEN: the bearer token that shows /api/health's details and /metrics. */
  healthToken?: string;
  /** The operators' figures; the mail worker counts into the same (index.ts). */
  metrics?: ServiceMetrics;
}

export function createApp(deps: AppDependencies): Koa {
  const app = new Koa();
  const hops = deps.trustedProxyHops ?? 0;
  app.proxy = hops > 0;
  app.maxIpsCount = hops;
  logRequestErrors(app, deps.logger);

  const clock = deps.clock ?? systemClock;
  const rateLimiter = new MailRateLimiter(
    deps.store.limits,
    clock,
    deps.rateLimits ?? DEFAULT_MAIL_RATE_LIMITS,
    new LimitBuckets(deps.limitsKey),
  );
  const mailQueue = new MailQueue(
    deps.store.mailJobs,
    clock,
    deps.onMailQueued,
    deps.mailJobLimits,
  );
  const submissions = new MailedSubmissions(mailQueue);
  const plans = new PlanService(deps.store.plans, submissions, rateLimiter, clock);
  const quiz = new QuizService(submissions, rateLimiter);

  const metrics = deps.metrics ?? new ServiceMetrics(deps.store, () => clock.now());
  const health = healthRoutes(deps.healthChecks ?? [], { operatorToken: deps.healthToken });
  const plan = planRoutes(plans);
  const quizEmail = quizRoutes(quiz);

  app.use(requestLog(deps.logger));
  app.use(requestMetrics(metrics));
  app.use(securityHeaders());
  app.use(errorResponses(deps.logger));
  app.use(errorMetrics(metrics));
  app.use(compress());
  const figures = metricsRoutes(metrics, deps.healthToken);
  app.use(figures.routes());
  app.use(figures.allowedMethods());
  app.use(appShell(deps.shellHtml, deps.distDir));
  for (const router of [health, plan, quizEmail]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(mediaRanges(deps.distDir));
  app.use(staticFiles(deps.distDir));
  return app;
}
