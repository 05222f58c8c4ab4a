import Router from '@koa/router';
import { API_PATHS } from '../../src/contracts/api-paths';
import { isOperator } from '../http/operator-token';

export interface HealthResult {
  name: string;
  ok: boolean;
  detail?: string;
  /** false: a failure shows as degraded but keeps 200 (e.g. mail: the mail jobs wait). */
  critical?: boolean;
  /** Numbers a monitor may graph (e.g. the mail jobs' depth and the age of its oldest message). */
  metrics?: Record<string, number | null>;
}

export type HealthCheck = () => Promise<HealthResult>;

export interface HealthOptions {
  /**
   * HEALTH_TOKEN: a request with `Authorization: Bearer <token>` also gets each check's state.
   * Unset: nobody does (the details name the mail error, the mail jobs' depth and limits, which
   * tell an attacker how close the service is to refusing mail).
   */
  operatorToken?: string;
}

/**
 * GET /api/health: 200 when every check passes or only non-critical ones fail (status
 * 'degraded'), 503 when a critical check fails or throws. Anyone gets the status alone; an
 * operator (the bearer token) also gets each check's state.
 */
export function healthRoutes(checks: HealthCheck[], options: HealthOptions = {}): Router {
  const router = new Router({ sensitive: true });
  router.get(API_PATHS.health, async (ctx) => {
    const results: HealthResult[] = await Promise.all(
      checks.map(async (check) => {
        try {
          return await check();
        } catch (error) {
          return { name: 'unknown', ok: false, detail: (error as Error).name };
        }
      }),
    );
    const ok = results.every((result) => result.ok);
    const down = results.some((result) => !result.ok && result.critical !== false);
    ctx.status = down ? 503 : 200;
    ctx.set('Cache-Control', 'no-store');
    // The answer differs by the Authorization header: no shared cache may hand one to the other.
    ctx.vary('Authorization');
    const status = ok ? 'ok' : 'degraded';
    ctx.body = isOperator(ctx.get('Authorization') || undefined, options.operatorToken)
      ? { status, checks: results }
      : { status };
  });
  return router;
}
