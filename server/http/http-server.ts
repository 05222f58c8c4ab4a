// The HTTP server around the Koa app, with the limits that keep slow or numerous clients from
// holding it (issue 13, finding 7): a request (headers and body) must arrive whole within
// bodyTimeoutMs, or Node answers 408 and closes the connection; beyond maxConnections open
// connections, new ones are closed at once until some end. One client address (an IPv6 client's
// /56) may hold at most maxConnectionsPerClient of them, so a single host cannot take every slot
// (API probe, session 6); behind a proxy every connection comes from the proxy, so not there.
// One connection may have only a few requests waiting for their answers (pipelining): Node hands
// every request of a received chunk to the app at once and holds each answer in memory until the
// ones before it are sent, so one connection sending thousands of requests and reading nothing
// grew the process to 1.7 GB (API probe, session 7). Browsers never pipeline.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import { clientNetwork } from '../services/client-network';

export interface HttpLimits {
  bodyTimeoutMs: number;
  maxConnections: number;
  /** Open connections of one client address at most (not applied behind a proxy). */
  maxConnectionsPerClient?: number;
  /** Requests of one connection in the app at once, at most; one more closes the connection. */
  maxRequestsInFlightPerConnection?: number;
  /** TRUST_PROXY: above 0, connections come from the proxy. */
  trustedProxyHops?: number;
}

/** Browsers send one request a connection at a time; a few waiting answers are already generous. */
const MAX_REQUESTS_IN_FLIGHT_PER_CONNECTION = 4;

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  bodyTimeoutMs: 10_000,
  maxConnections: 500,
  maxConnectionsPerClient: 50,
  maxRequestsInFlightPerConnection: MAX_REQUESTS_IN_FLIGHT_PER_CONNECTION,
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

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Hands a request to the app only while its connection has fewer than `max` others unanswered;
 * the one over closes the connection (with everything it pipelined) before the app sees it.
 */
function limitPipelining(handle: Handler, max: number): Handler {
  const inFlight = new WeakMap<Socket, number>();
  return (request, response) => {
    const { socket } = request;
    const count = (inFlight.get(socket) ?? 0) + 1;
    if (count > max || socket.destroyed) {
      socket.destroy();
      return;
    }
    inFlight.set(socket, count);
    response.once('close', () => inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1));
    handle(request, response);
  };
}

export function createHttpServer(app: Koa, limits: HttpLimits = DEFAULT_HTTP_LIMITS): Server {
  const server = createServer(
    {
      requestTimeout: limits.bodyTimeoutMs,
      headersTimeout: limits.bodyTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    limitPipelining(
      app.callback(),
      limits.maxRequestsInFlightPerConnection ?? MAX_REQUESTS_IN_FLIGHT_PER_CONNECTION,
    ),
  );
  server.maxConnections = limits.maxConnections;
  const perClient = limits.maxConnectionsPerClient;
  if (perClient !== undefined && !limits.trustedProxyHops) {
    capConnectionsPerClient(server, perClient);
  }
  return server;
}
