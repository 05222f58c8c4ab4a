// Counts every answer for the operators' figures (ops/metrics.ts). Labels are the router's route
// pattern ('/api/v1/plan/:identifier', never the identifier itself) or one fixed word.
import type { Context, Middleware } from 'koa';
import { API_PATHS } from '../../src/contracts/api-paths';
import type { PlanChange, ServiceMetrics } from '../ops/metrics';
import { StoreFull, StoreReadOnly } from '../stores/errors';
import { RecordDamaged } from '../stores/records';
import { knownAnswer } from './error-responses';
import { IDEMPOTENT_REPLAYED_HEADER } from './request-input';

/** The route a request took: the router's pattern, else 'api_unmatched', 'asset' or 'page'. */
export function routeLabel(ctx: Context): string {
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (ctx.path.startsWith('/api/')) return 'api_unmatched';
  return /\.[a-z0-9]+$/i.test(ctx.path) ? 'asset' : 'page';
}

/** A save, an update or a delete that happened now (a replay happened before). */
function planChangeOf(ctx: Context, route: string): PlanChange | null {
  if (ctx.response.get(IDEMPOTENT_REPLAYED_HEADER)) return null;
  if (route === API_PATHS.planSave && ctx.method === 'POST' && ctx.status === 201) return 'saved';
  if (route !== API_PATHS.plan) return null;
  if (ctx.method === 'PUT' && ctx.status === 200) return 'updated';
  if (ctx.method === 'DELETE' && ctx.status === 204) return 'deleted';
  return null;
}

/** Outermost, beside the request log: sees each answer's final status and its whole time. */
export function requestMetrics(metrics: ServiceMetrics): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeLabel(ctx);
      metrics.request(route, ctx.method, ctx.status, (performance.now() - started) / 1000);
      const change = planChangeOf(ctx, route);
      if (change) metrics.planChanged(change);
    }
  };
}

/** Just inside errorResponses: counts the store's refusals and unexpected errors by kind. */
export function errorMetrics(metrics: ServiceMetrics): Middleware {
  return async (_ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof StoreFull) metrics.diskFullAnswered();
      else if (error instanceof StoreReadOnly) metrics.storeError('read_only');
      else if (error instanceof RecordDamaged) metrics.storeError('damaged_record');
      else if (knownAnswer(error) === null) metrics.unexpectedError();
      throw error;
    }
  };
}
