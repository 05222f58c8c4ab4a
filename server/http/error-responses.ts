// The one place where errors become answers, inside the security headers and the request log so
// every answer carries those headers and is logged with its status (Koa's own handler would drop
// them and print stacks on stderr).
// - Under /api: the API's one error body (src/contracts/api-error.ts), `Cache-Control: no-store`;
//   a route's ApiError and the services' and stores' refusals keep their status and message; an
//   answer left without a body (unknown path 404, wrong method 405) gets the body too; the quiz
//   route's errors add the `success: false` its v1 clients read.
// - Elsewhere (the static files refusing a path that does not decode, holds a NUL or climbs out
//   of the app's folder): the status's standard phrase as text.
// Unexpected errors answer 500 and are logged once, by name and code only (their messages may
// hold personal data).
import { STATUS_CODES } from 'node:http';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import { API_PATHS } from '../../src/contracts/api-paths';
import { apiErrorBody } from '../../src/contracts/api-error';
import { errorFields, type Logger } from '../log';
import { MailJobsFull, RateLimited, RequestRejected } from '../services/errors';
import { StoreFull, StoreReadOnly } from '../stores/errors';
import { RecordDamaged } from '../stores/records';
import { ApiError } from './api-error';
import { loggedPath } from './request-log';

/** What a device told to wait for a full disk waits before it tries again. */
const STORE_FULL_RETRY_AFTER_S = 300;

const REJECTION_STATUS: Record<RequestRejected['reason'], number> = {
  invalid: 400,
  undeliverable: 422,
  'idempotency-conflict': 422,
  'not-found': 404,
  gone: 410,
  'not-owner': 403,
};

const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) });

/** The answer of an error the API knows, or null for an unexpected one. */
export function knownAnswer(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof RequestRejected) {
    return new ApiError(REJECTION_STATUS[error.reason], error.message);
  }
  if (error instanceof RateLimited) {
    return new ApiError(429, error.message, retryAfter(error.retryAfterSeconds));
  }
  if (error instanceof MailJobsFull) {
    return new ApiError(503, error.message, retryAfter(error.retryAfterSeconds));
  }
  if (error instanceof StoreFull) {
    return new ApiError(
      503,
      'The service is short of storage space and could not keep this: please try again later',
      retryAfter(STORE_FULL_RETRY_AFTER_S),
    );
  }
  if (error instanceof StoreReadOnly) {
    return new ApiError(
      503,
      'The server’s store is damaged and cannot take new saves until it is restored: please try again later',
      retryAfter(3600),
    );
  }
  if (error instanceof RecordDamaged) {
    // Logged and counted by the store; this record alone cannot be served.
    return new ApiError(
      500,
      'This record is damaged in the server’s store and cannot be read. Other records are not affected.',
    );
  }
  // A refusal of Koa or koa-static (a path that does not decode …) keeps its 4xx status.
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError(status, STATUS_CODES[status] ?? 'Error');
  }
  return null;
}

const BODILESS_API_MESSAGES: Partial<Record<number, string>> = {
  404: 'Not found',
  405: 'Method not allowed',
  501: 'Not implemented',
};

function isApi(ctx: Context): boolean {
  return ctx.path.startsWith('/api/');
}

export function errorResponses(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (ctx.headerSent) throw error; // Too late to answer: Koa reports it (logRequestErrors).
      const known = knownAnswer(error);
      if (!known) {
        logger.error('request failed', { path: loggedPath(ctx.path), ...errorFields(error) });
      }
      const answer =
        known ?? new ApiError(500, 'Something went wrong on our side: please try again later');
      ctx.status = answer.status;
      ctx.set(answer.headers);
      if (isApi(ctx)) {
        ctx.body = apiErrorBody(answer.message, {
          successFlag: ctx.path === API_PATHS.quizEmail,
        });
      } else {
        ctx.type = 'text';
        ctx.body = STATUS_CODES[answer.status] ?? 'Error';
      }
    }
    if (!isApi(ctx)) return;
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    const message = BODILESS_API_MESSAGES[ctx.status];
    if (message !== undefined && (ctx.body === undefined || ctx.body === null)) {
      const status = ctx.status;
      ctx.body = apiErrorBody(message);
      ctx.status = status; // Setting a body would otherwise make it 200.
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
