// The HTTP server around the Koa app, with the limits that keep slow or numerous clients from
// holding it (issue 13, finding 7): a request (headers and body) must arrive whole within
// bodyTimeoutMs, or Node answers 408 and closes the connection; beyond maxConnections open
// connections, new ones are closed at once until some end. One client address (an IPv6 client's
// /56) may hold at most maxConnectionsPerClient of them, so a single host cannot take every slot
// (API probe, session 6); behind a proxy every connection comes from the proxy, so not there.
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import { clientNetwork } from '../services/client-network';

export interface HttpLimits {
  bodyTimeoutMs: number;
  maxConnections: number;
  /** Open connections of one client address at most (not applied behind a proxy). */
  maxConnectionsPerClient?: number;
  /** TRUST_PROXY: above 0, connections come from the proxy. */
  trustedProxyHops?: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  bodyTimeoutMs: 10_000,
  maxConnections: 500,
  maxConnectionsPerClient: 50,
};

// How often Node looks for requests past their time (its default, 30 s, would let a 10 s limit
// run to 40 s).
const TIMEOUT_CHECK_MS = 500;

/** Closes a new connection at once when its address already holds `max` open ones. */
function capConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const client = clientNetwork(socket.remoteAddress ?? '');
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

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
  const perClient = limits.maxConnectionsPerClient;
  if (perClient !== undefined && !limits.trustedProxyHops) {
    capConnectionsPerClient(server, perClient);
  }
  return server;
}
