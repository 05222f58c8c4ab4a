// Errors no route answered itself (the static files refusing a path that does not decode, holds a
// NUL or climbs out of the app's folder; anything unexpected) are answered here, inside the
// security headers and the request log, so the answer carries those headers and is logged with
// its status. Koa's own handler would drop every header already set and print unexpected errors'
// stacks on stderr. Only the status's standard phrase is sent, never the error's own message.
import { STATUS_CODES } from 'node:http';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { apiErrorBody } from '../../src/contracts/api-error';
import { errorFields, type Logger } from '../log';
import { loggedPath } from './request-log';

/** The error's own 4xx status (a refused request), otherwise 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

export function errorResponses(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (ctx.headerSent) throw error; // Too late to answer: Koa reports it (see below).
      const status = statusOf(error);
      if (status === 500) {
        logger.error('request failed', { path: loggedPath(ctx.path), ...errorFields(error) });
      }
      const message = STATUS_CODES[status] ?? 'Error';
      ctx.status = status;
      if (ctx.path.startsWith('/api/')) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = apiErrorBody(message);
      } else {
        ctx.type = 'text';
        ctx.body = message;
      }
    }
  };
}

/**
 * Errors Koa meets outside the middlewares (a request cut off at BODY_TIMEOUT_MS, a client gone
 * mid-answer) become one JSON log line instead of a stack trace on stderr.
 */
export function logRequestErrors(app: Koa, logger: Logger): void {
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    logger.warn('request error', {
      ...(ctx ? { path: loggedPath(ctx.path) } : {}),
      ...errorFields(error),
    });
  });
}
