import type { Middleware } from 'koa';
import { apiErrorBody } from '../../src/contracts/api-error';

const FALLBACK_MESSAGES: Partial<Record<number, string>> = {
  404: 'Not found',
  405: 'Method not allowed',
  501: 'Not implemented',
};

/**
 * Under /api: nothing is cached, and an answer without a body (unknown path 404, wrong method
 * 405) gets the API's error body (src/contracts/api-error.ts) like every other API error.
 */
export function apiFallback(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    await next();
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    if (ctx.body !== undefined && ctx.body !== null) return;
    const status = ctx.status;
    const message = FALLBACK_MESSAGES[status];
    if (message === undefined) return;
    ctx.body = apiErrorBody(message);
    ctx.status = status; // Setting a body would otherwise make it 200.
  };
}
