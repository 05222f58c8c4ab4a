import type { Middleware } from 'koa';
import type { Logger } from '../log';

// A saved plan's identifier is the key to it: logs show where it was, not what it was. Everything
// after the prefix goes, in any case and with a trailing slash or more (the print page answers
// '/print/{identifier}/' too), the owner's page included.
const IDENTIFIER_PATHS = [
  /^(\/api\/v1\/plan\/)(?!save\/?$).+$/i,
  /^((?:\/mi)?\/print\/).+$/i,
  /^((?:\/mi)?\/my-plan\/).+$/i,
];

export function loggedPath(path: string): string {
  for (const pattern of IDENTIFIER_PATHS) {
    if (pattern.test(path)) return path.replace(pattern, '$1{identifier}');
  }
  return path;
}

/** Logs method, path (no query string, no plan identifier), status and duration of a request. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info('request', {
        method: ctx.method,
        path: loggedPath(ctx.path),
        status: ctx.status,
        ms: Math.round(performance.now() - started),
      });
    }
  };
}
