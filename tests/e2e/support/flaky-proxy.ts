// A reverse proxy on 127.0.0.1 in front of the real server, standing in for a load balancer whose
// backend is down: while `failing` is set it answers the submissions' POSTs with a real HTTP 503.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDEMPOTENCY_HEADER, isQueueableRequest } from '../../../src/contracts/idempotency';

export interface FlakyProxy {
  url: string;
  failing: boolean;
  /** Submissions' POSTs that reached the proxy, answered or not. */
  outboxPosts: number;
  stop(): Promise<void>;
}

export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const upstream = new URL(target);
  const proxy: FlakyProxy = { url: '', failing: false, outboxPosts: 0, stop: async () => {} };
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://proxy').pathname;
    const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (isQueueableRequest(request.method ?? '', path, typeof key === 'string' ? key : null)) {
      proxy.outboxPosts += 1;
      if (proxy.failing) {
        request.resume();
        response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
        response.end(JSON.stringify({ error: 'Service unavailable' }));
        return;
      }
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
