// The HTTP server around the Koa app, with the limits that keep slow or numerous clients from
// holding it: a request (headers and body) must arrive whole within
// bodyTimeoutMs, or Node answers 408 and closes the connection; at maxConnections open
// connections a new one takes the slot of the one that has waited longest while giving the app
// nothing to work on (idle, or its body not arriving), and is closed at once only when every one
// has a request in the works (connection-slots.ts). One client address (an IPv6 client's /56) may
// hold at most maxConnectionsPerClient of them, so a single host cannot take every slot (API
// probe, session 6); behind a proxy every connection comes from the proxy, so not there.
// One connection may have only a few requests waiting for their answers (pipelining): Node hands
// every request of a received chunk to the app at once and holds each answer in memory until the
// ones before it are sent, so one connection sending thousands of requests and reading nothing
// grew the process to 1.7 GB (API probe, session 7). Browsers never pipeline. Closing the
// connection at the request over the limit was not enough: Node's parser still made a request
// and a response of every request in the chunk it had read (up to 64 kB, some 1,700 GETs), so
// 400 such connections still took 1.27 GB (issue 51). Each chunk is now looked at before the
// parser sees it, and one that carries more requests than the connection may have in flight
// closes it unparsed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import { ConnectionSlots } from './connection-slots';

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

const DEFAULT_HTTP_LIMITS: HttpLimits = {
  bodyTimeoutMs: 10_000,
  maxConnections: 500,
  maxConnectionsPerClient: 50,
  maxRequestsInFlightPerConnection: MAX_REQUESTS_IN_FLIGHT_PER_CONNECTION,
};

// How often Node looks for requests past their time (its default, 30 s, would let a 10 s limit
// run to 40 s).
const TIMEOUT_CHECK_MS = 500;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A request that announces a body (which may be slow to come, or never come). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/**
 * Hands a request to the app only while its connection has fewer than `max` others unanswered;
 * the one over closes the connection (with everything it pipelined) before the app sees it.
 * Also tells the slots when a request starts, when its body has arrived and when it is answered.
 */
function trackRequests(handle: Handler, slots: ConnectionSlots, max: number): Handler {
  return (request, response) => {
    const { socket } = request;
    if (slots.inFlight(socket) >= max || socket.destroyed) {
      socket.destroy();
      return;
    }
    const tracked = slots.requestStarted(socket, hasBody(request));
    // 'end' comes once the body is read whole: the API's routes read it first thing.
    request.once('end', tracked.bodyArrived);
    response.once('close', tracked.ended);
    handle(request, response);
  };
}

const END_OF_HEAD = Buffer.from('\r\n\r\n');

/** Request heads in a chunk, counted up to `enough` (a body may hold more; it is never pipelined). */
function headsIn(chunk: Buffer, enough: number): number {
  let heads = 0;
  for (let at = chunk.indexOf(END_OF_HEAD); at >= 0 && heads < enough; heads += 1) {
    at = chunk.indexOf(END_OF_HEAD, at + END_OF_HEAD.length);
  }
  return heads;
}

/**
 * Puts a look at each received chunk between the socket and Node's HTTP parser: a chunk that
 * would take the connection past `max` requests in flight closes it before anything of it is
 * parsed. (Adding a 'data' listener makes Node parse from the socket's 'data' events instead of
 * reading the socket itself, so its own listener can be run from ours.)
 */
function guardPipelining(socket: Socket, slots: ConnectionSlots, max: number): void {
  const parse = socket.listeners('data') as ((chunk: Buffer) => void)[];
  for (const listener of parse) socket.removeListener('data', listener);
  socket.on('data', (chunk: Buffer) => {
    const room = max - slots.inFlight(socket);
    if (headsIn(chunk, room + 1) > room) {
      socket.destroy();
      return;
    }
    for (const listener of parse) listener.call(socket, chunk);
  });
}

export function createHttpServer(app: Koa, limits: HttpLimits = DEFAULT_HTTP_LIMITS): Server {
  const slots = new ConnectionSlots({
    maxConnections: limits.maxConnections,
    // Behind a proxy every connection comes from the proxy: no share per address there.
    maxPerClient: limits.trustedProxyHops ? undefined : limits.maxConnectionsPerClient,
  });
  const maxInFlight =
    limits.maxRequestsInFlightPerConnection ?? MAX_REQUESTS_IN_FLIGHT_PER_CONNECTION;
  const server = createServer(
    {
      requestTimeout: limits.bodyTimeoutMs,
      headersTimeout: limits.bodyTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    trackRequests(app.callback(), slots, maxInFlight),
  );
  // Not server.maxConnections: Node would close the new connection before anyone could choose
  // an idle one to give up instead. Node's own connection listener (its parser) came first.
  server.on('connection', (socket: Socket) => {
    if (slots.admit(socket)) guardPipelining(socket, slots, maxInFlight);
  });
  return server;
}
