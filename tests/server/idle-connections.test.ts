// Idle connections give way, against the real server process: a few addresses holding every connection
// slot with idle keep-alive connections cannot lock anyone else out. 10 loopback addresses try
// 60 connections each (600; each address may hold 50, so 500 = MAX_CONNECTIONS stay open), each
// asking for /api/health every 4 s like the observed attack; then another address makes 10
// requests, each on a new connection that it keeps open. Before the fix all 10 were reset.
//
// The holders do not reconnect when closed, and the newcomer keeps its connections: 510
// connections want 500 slots, so the server must have closed at least 10 holders; an exact bound
// that no timing can blur (a reconnecting holder only adds churn among the holders).
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectFolder, startServerProcess, type ServerProcess } from './process';
import { waitUntil } from './support';

const ADDRESSES = Array.from({ length: 10 }, (_, index) => `127.0.0.${index + 2}`);
const ATTEMPTS_PER_ADDRESS = 60;
const MAX_CONNECTIONS = 500;
const PER_CLIENT = 50;
const REQUESTS = 10;
const REQUEST_EVERY_MS = 4_000;
const GET = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

let server: ServerProcess;
let port: number;

beforeAll(async () => {
  server = await startServerProcess(
    {
      MAX_CONNECTIONS: String(MAX_CONNECTIONS),
      MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
    },
    projectFolder(),
  );
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.stop();
});

/** A keep-alive connection from `from` that counts the answers it reads. */
interface Connection {
  from: string;
  socket: Socket;
  answers: () => number;
  closed: () => boolean;
}

function open(from: string): Connection {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  let answers = 0;
  let closed = false;
  socket.on('error', () => undefined); // a reset shows as closed
  socket.on(
    'data',
    (chunk: Buffer) => (answers += chunk.toString().split('HTTP/1.1 200').length - 1),
  );
  socket.on('close', () => (closed = true));
  socket.on('connect', () => socket.write(GET));
  return { from, socket, answers: () => answers, closed: () => closed };
}

/** A newcomer from `from`: one request on a new connection, answered (true) or refused. */
async function ask(
  from: string,
  index: number,
): Promise<{ connection: Connection; served: boolean }> {
  const connection = open(from);
  await waitUntil(
    () => connection.answers() > 0 || connection.closed(),
    `request ${index + 1} to be answered or refused`,
    10_000,
  );
  return { connection, served: connection.answers() > 0 };
}

/** A holder: asks again every 4 s (spread out, like many separate holders) while open. */
function hold(from: string): Connection & { stop(): void } {
  const connection = open(from);
  let timer: NodeJS.Timeout | null = null;
  const ask = () => {
    if (connection.closed()) return;
    connection.socket.write(GET);
    timer = setTimeout(ask, REQUEST_EVERY_MS);
  };
  timer = setTimeout(ask, Math.random() * REQUEST_EVERY_MS);
  return {
    ...connection,
    stop() {
      if (timer) clearTimeout(timer);
      connection.socket.destroy();
    },
  };
}

it('serves another client 10 times out of 10 while 10 addresses hold every slot idle', async () => {
  const holders = ADDRESSES.flatMap((from) =>
    Array.from({ length: ATTEMPTS_PER_ADDRESS }, () => hold(from)),
  );
  const newcomers: Connection[] = [];
  const held = () => holders.filter((holder) => !holder.closed() && holder.answers() > 0);
  try {
    const started = Date.now();
    // Every slot taken: each address holds its 50, the other 10 of each are refused.
    await waitUntil(
      () =>
        held().length === MAX_CONNECTIONS && holders.every((h) => h.closed() || h.answers() > 0),
      'the holders to fill every slot',
      30_000,
    );
    const filledMs = Date.now() - started;
    for (const from of ADDRESSES) {
      expect(held().filter((holder) => holder.from === from).length, from).toBe(PER_CLIENT);
    }
    // Every holder has asked again and been answered: they are between requests.
    await waitUntil(
      () => held().every((holder) => holder.answers() >= 2),
      'every holder to ask again',
      3 * REQUEST_EVERY_MS,
    );

    const results: string[] = [];
    const timings: number[] = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      const before = Date.now();
      const { connection, served } = await ask('127.0.0.1', index);
      newcomers.push(connection);
      results.push(served ? '200' : 'closed unanswered');
      timings.push(Date.now() - before);
    }
    const closedByServer = () => holders.filter((h) => h.closed() && h.answers() > 0).length;
    // Each newcomer was served in a slot a holder gave up: that holder's close reaches us too.
    await waitUntil(() => closedByServer() >= REQUESTS, 'the holders that gave way to be closed');
    const closedHolders = closedByServer();
    console.info(
      `idle-connections: slots filled in ${filledMs} ms; served ` +
        `${results.filter((result) => result === '200').length}/${REQUESTS}; ms per request ` +
        `${timings.join(',')}; holders closed by the server: ${closedHolders}`,
    );
    expect(results).toEqual(Array(REQUESTS).fill('200'));
    // The server was full: each newcomer took a holder's slot, the holders idle longest.
    expect(closedHolders).toBeGreaterThanOrEqual(REQUESTS);
    expect(held().length).toBeLessThanOrEqual(MAX_CONNECTIONS - REQUESTS);
    // The newcomers are still connected: it was holders that gave way.
    expect(newcomers.filter((newcomer) => newcomer.closed())).toEqual([]);
  } finally {
    for (const holder of holders) holder.stop();
    for (const newcomer of newcomers) newcomer.socket.destroy();
  }
}, 90_000);

/** A save's headers, and a body that never comes. */
const STALLED_SAVE =
  'POST /api/v1/plan/save HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  'Content-Length: 2000\r\n\r\n{"name":';

/** An attacker's connection from `from`: sends a save's headers and no body; reopened when closed. */
function stall(from: string, opened: { count: number }): { stop(): void } {
  let current: Socket | null = null;
  let stopped = false;
  const reopen = () => {
    if (stopped) return;
    opened.count += 1;
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    current = socket;
    socket.on('error', () => undefined);
    socket.on('connect', () => socket.write(STALLED_SAVE));
    socket.on('close', () => setImmediate(reopen));
  };
  reopen();
  return {
    stop() {
      stopped = true;
      current?.destroy();
    },
  };
}

it('serves another client while 10 addresses hold every slot with saves whose body never comes, reopening each one closed', async () => {
  const opened = { count: 0 };
  const attackers = ADDRESSES.flatMap((from) =>
    Array.from({ length: PER_CLIENT }, () => stall(from, opened)),
  );
  const newcomers: Connection[] = [];
  try {
    await waitUntil(() => opened.count >= MAX_CONNECTIONS, 'the attackers to open every slot');
    const results: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      const { connection, served } = await ask('127.0.0.12', index);
      newcomers.push(connection);
      results.push(served ? '200' : 'closed unanswered');
      connection.socket.destroy();
    }
    console.info(
      `stalled uploads: served ${results.filter((result) => result === '200').length}/25; ` +
        `attacker connections opened: ${opened.count}`,
    );
    expect(results).toEqual(Array(25).fill('200'));
  } finally {
    for (const attacker of attackers) attacker.stop();
  }
}, 90_000);
