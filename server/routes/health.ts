import Router from '@koa/router';

export interface HealthResult {
  name: string;
  ok: boolean;
  detail?: string;
  /** false: a failure shows as degraded but keeps 200 (e.g. mail: the outbox keeps messages). */
  critical?: boolean;
  /** Numbers a monitor may graph (e.g. the outbox's depth and the age of its oldest message). */
  metrics?: Record<string, number | null>;
}

export type HealthCheck = () => Promise<HealthResult>;

/**
 * GET /api/health: 200 when every check passes or only non-critical ones fail (status
 * 'degraded'), 503 when a critical check fails or throws; each check's state in the body.
 */
export function healthRoutes(checks: HealthCheck[]): Router {
  const router = new Router({ sensitive: true });
  router.get('/api/health', async (ctx) => {
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
    ctx.body = { status: ok ? 'ok' : 'degraded', checks: results };
  });
  return router;
}
