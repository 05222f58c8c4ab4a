// createApp builds the Koa application from its dependencies and never listens: tests and
// server/index.ts decide where it runs.
import Koa from 'koa';
import compress from 'koa-compress';
import { securityHeaders } from './http/security-headers';
import { requestLog } from './http/request-log';
import { appShell, staticFiles } from './http/static-app';
import { healthRoutes, type HealthCheck } from './routes/health';
import type { Logger } from './log';

export interface AppDependencies {
  /** Folder of the built PWA (vite build output). */
  distDir: string;
  /** The app shell (dist/index.html), read once at start. */
  shellHtml: string;
  logger: Logger;
  healthChecks?: HealthCheck[];
}

export function createApp(deps: AppDependencies): Koa {
  const app = new Koa();
  app.proxy = true; // behind a load balancer: trust X-Forwarded-Proto for HSTS and ctx.secure.

  const health = healthRoutes(deps.healthChecks ?? []);

  app.use(requestLog(deps.logger));
  app.use(securityHeaders());
  app.use(compress());
  app.use(appShell(deps.shellHtml));
  app.use(health.routes());
  app.use(health.allowedMethods());
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { error: 'Not found' };
    }
  });
  app.use(staticFiles(deps.distDir));
  return app;
}
