import type { Middleware } from 'koa';
import type { Logger } from '../log';

/** Logs method, path (no query string), status and duration of every request. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info('request', {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(performance.now() - started),
      });
    }
  };
}
