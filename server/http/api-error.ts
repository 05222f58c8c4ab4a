// API errors: one class for "answer this status with this message", and the middleware that
// turns it (and the services' refusals) into the API's one error body (src/contracts/api-error.ts). Unexpected errors
// answer 500 and are logged by name and code only (their messages may hold personal data).
import type { Context, Middleware } from 'koa';
import { apiErrorBody } from '../../src/contracts/api-error';
import { errorFields, type Logger } from '../log';
import { loggedPath } from './request-log';
import { MailJobsFull, RateLimited, RequestRejected } from '../services/errors';
import { RecordDamaged } from '../stores/records';
import { StoreReadOnly } from '../stores/sqlite/context';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const REJECTION_STATUS: Record<RequestRejected['reason'], number> = {
  invalid: 400,
  undeliverable: 422,
  'idempotency-conflict': 422,
};

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof RequestRejected) {
    return new ApiError(REJECTION_STATUS[error.reason], error.message);
  }
  if (error instanceof RateLimited) {
    return new ApiError(429, error.message, { 'Retry-After': String(error.retryAfterSeconds) });
  }
  if (error instanceof RecordDamaged) {
    // Logged and counted by the store; this record alone cannot be served.
    return new ApiError(
      500,
      'This record is damaged in the server’s store and cannot be read. Other records are not affected.',
    );
  }
  if (error instanceof StoreReadOnly) {
    return new ApiError(
      503,
      'The server’s store is damaged and cannot take new saves until it is restored: please try again later',
      { 'Retry-After': '3600' },
    );
  }
  if (error instanceof MailJobsFull) {
    return new ApiError(503, error.message, { 'Retry-After': String(error.retryAfterSeconds) });
  }
  return null;
}

/**
 * Answers a route's errors with the API's error body; `successFlag` for the quiz route, whose API
 * v1 clients read `success: false`.
 */
export function apiErrors(logger: Logger, { successFlag = false } = {}): Middleware {
  const body = (message: string) => apiErrorBody(message, { successFlag });
  return async (ctx: Context, next) => {
    try {
      await next();
    } catch (error) {
      const known = toApiError(error);
      if (known) {
        ctx.status = known.status;
        ctx.set(known.headers);
        ctx.body = body(known.message);
        return;
      }
      logger.error('request failed', { path: loggedPath(ctx.path), ...errorFields(error) });
      ctx.status = 500;
      ctx.body = body('Something went wrong on our side: please try again later');
    }
  };
}
