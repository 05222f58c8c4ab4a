// The HTTP server around the Koa app, with the limits that keep slow or numerous clients from
// holding it (issue 13, finding 7): a request (headers and body) must arrive whole within
// bodyTimeoutMs, or Node answers 408 and closes the connection; beyond maxConnections open
// connections, new ones are closed at once until some end.
import { createServer, type Server } from 'node:http';
import type Koa from 'koa';

export interface HttpLimits {
  bodyTimeoutMs: number;
  maxConnections: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = { bodyTimeoutMs: 10_000, maxConnections: 500 };

// How often Node looks for requests past their time (its default, 30 s, would let a 10 s limit
// run to 40 s).
const TIMEOUT_CHECK_MS = 500;

export function createHttpServer(app: Koa, limits: HttpLimits = DEFAULT_HTTP_LIMITS): Server {
  const server = createServer(
    {
      requestTimeout: limits.bodyTimeoutMs,
      headersTimeout: limits.bodyTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    app.callback(),
  );
  server.maxConnections = limits.maxConnections;
  return server;
}
