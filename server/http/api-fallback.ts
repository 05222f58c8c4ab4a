import type { Middleware } from 'koa';

/**
 * Under /api: nothing is cached, and an answer without a body (unknown path 404, wrong method
 * 405) gets a JSON `{ error }` like every other API error.
 */
export function apiFallback(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    await next();
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    if (ctx.body === undefined || ctx.body === null) {
      if (ctx.status === 404) ctx.body = { error: 'Not found' };
      else if (ctx.status === 405) ctx.body = { error: 'Method not allowed' };
      else if (ctx.status === 501) ctx.body = { error: 'Not implemented' };
    }
  };
}
