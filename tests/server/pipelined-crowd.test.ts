// A crowd of connections costs bounded memory (issue 51): 400 connections from 10 loopback
// addresses (under both connection caps), each writing 2,000 pipelined GET /api/health and never
// reading an answer. Before, the server parsed and answered them all into memory (150 MB to
// 1.27 GB in 9 s) and a bystander timed out. The server process runs as `npm start` runs it.
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectFolder, startServerProcess, type ServerProcess } from './process';
import { tempDir } from './support';

const ADDRESSES = 10;
const CONNECTIONS = 400;
const PIPELINED = 2_000;
const MEMORY_LIMIT_MB = 700;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: tempDir('crowd-data') }, projectFolder());
});
afterAll(() => server.stop());

/** The server process's resident memory, in MB (Linux /proc). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function attacker(port: number, address: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: address }, () => {
      socket.pause(); // never reads an answer
      resolve(socket);
    });
    socket.on('error', () => {}); // closed by the server: what it should do
  });
}

it('stays under its memory bound and answers a bystander within 1 s', async () => {
  const { port } = new URL(server.url);
  const request = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
  const burst = request.repeat(PIPELINED);
  const sockets = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, index) =>
      attacker(Number(port), `127.0.0.${2 + (index % ADDRESSES)}`),
    ),
  );
  const before = residentMb(server.pid);
  for (const socket of sockets) socket.write(burst);
  let peak = before;
  let slowest = 0;
  // A bounded loop: bystander requests, one after another, for 3 s after the crowd wrote.
  const until = performance.now() + 3_000;
  let rounds = 0;
  for (; performance.now() < until; rounds += 1) {
    const started = performance.now();
    const answer = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    expect(answer.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    peak = Math.max(peak, residentMb(server.pid));
  }
  for (const socket of sockets) socket.destroy();
  console.log(
    `pipelined crowd: memory ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB; ` +
      `slowest of ${rounds} bystander requests ${slowest.toFixed(0)} ms`,
  );
  expect(slowest).toBeLessThan(1_000);
  expect(peak).toBeLessThan(MEMORY_LIMIT_MB);
}, 60_000);
