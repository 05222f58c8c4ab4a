import Router from '@koa/router';

export type HealthCheck = () => Promise<{ name: string; ok: boolean; detail?: string }>;

/** GET /api/health: 200 when every check passes, 503 otherwise, with each check's state. */
export function healthRoutes(checks: HealthCheck[]): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const results = await Promise.all(
      checks.map(async (check) => {
        try {
          return await check();
        } catch (error) {
          return { name: 'unknown', ok: false, detail: (error as Error).message };
        }
      }),
    );
    const ok = results.every((result) => result.ok);
    ctx.status = ok ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: ok ? 'ok' : 'degraded', checks: results };
  });
  return router;
}
