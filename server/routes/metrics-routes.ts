import Router from '@koa/router';
import { isOperator } from '../http/operator-token';
import type { ServiceMetrics } from '../ops/metrics';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics: the operators' figures in Prometheus' text format, only to the HEALTH_TOKEN
 * bearer (they tell how close the service is to refusing mail). Anyone else gets 401; without a
 * HEALTH_TOKEN nobody gets them.
 */
export function metricsRoutes(metrics: ServiceMetrics, operatorToken: string | undefined): Router {
  const router = new Router({ sensitive: true });
  router.get(METRICS_PATH, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.vary('Authorization');
    if (!isOperator(ctx.get('Authorization') || undefined, operatorToken)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      ctx.type = 'text';
      ctx.body = operatorToken
        ? 'Unauthorized: send Authorization: Bearer <HEALTH_TOKEN>'
        : 'Unauthorized: the server has no HEALTH_TOKEN, so it shows no figures';
      return;
    }
    ctx.type = metrics.contentType;
    ctx.body = await metrics.text();
  });
  return router;
}
