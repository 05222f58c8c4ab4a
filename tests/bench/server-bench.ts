// npm run bench:server — plan save and plan get against a bare Koa route, measured in the same
// run with autocannon on 127.0.0.1 (embedded store, bounded in time). Prints requests per second,
// p99 latency and the ratios, and writes the numbers to bench/results/.
// BENCH_SECONDS (default 5) sets each measurement's length; --strict exits 1 on a missed goal.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { planRequest } from '../server/fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 10;
const GOAL = { saveRatio: 0.5, p99Ms: 25 };

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  averageMs: number;
  requests: number;
  non2xx: number;
  errors: number;
}

type Options = Omit<autocannon.Options, 'url'>;

function measure(name: string, url: string, options: Options, seconds = SECONDS) {
  return new Promise<Measurement>((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, ...options },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          name,
          requestsPerSecond: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          averageMs: result.latency.average,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
  });
}

function startServers(): Promise<{ bare: string; app: string; stop(): void }> {
  const child = fork(path.join(import.meta.dirname, 'bench-server.ts'), {
    execArgv: ['--import', 'tsx'],
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.once('message', (message) => {
      const { bare, app } = message as { bare: string; app: string };
      resolve({ bare, app, stop: () => child.kill('SIGTERM') });
    });
  });
}

const body = JSON.stringify(planRequest({ name: 'Bench Mark', email: 'bench@example.nz' }));
const json = { 'content-type': 'application/json' };
const post = { method: 'POST' as const, headers: json, body };
// A new Idempotency-Key for every save: a replay would be cheaper than a save.
const save: Options = {
  requests: [
    {
      ...post,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'idempotency-key': randomBytes(16).toString('base64url') },
      }),
    },
  ],
};

const servers = await startServers();
try {
  const created = await fetch(`${servers.app}/api/v1/plan/save`, {
    method: 'POST',
    headers: json,
    body,
  });
  const { identifier } = (await created.json()) as { identifier: string };

  await measure('warm-up bare', servers.bare, post, WARM_UP_SECONDS);
  await measure('warm-up save', `${servers.app}/api/v1/plan/save`, save, WARM_UP_SECONDS);

  const bareSave = await measure('bare Koa route (POST)', servers.bare, post);
  const planSave = await measure('POST /api/v1/plan/save', `${servers.app}/api/v1/plan/save`, save);
  const bareGet = await measure('bare Koa route (GET)', servers.bare, {});
  const planGet = await measure('GET /api/v1/plan/{id}', `${servers.app}/api/v1/plan/${identifier}`, {});

  const saveRatio = planSave.requestsPerSecond / bareSave.requestsPerSecond;
  const getRatio = planGet.requestsPerSecond / bareGet.requestsPerSecond;
  const rows = [
    [bareSave, 1],
    [planSave, saveRatio],
    [bareGet, 1],
    [planGet, getRatio],
  ] as const;

  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each, 127.0.0.1, embedded store, mail worker on\n`,
  );
  console.log('route                      req/s     p99 ms   avg ms   vs bare');
  for (const [row, ratio] of rows) {
    console.log(
      `${row.name.padEnd(25)} ${String(row.requestsPerSecond).padStart(7)} ${String(row.p99Ms).padStart(9)} ${row.averageMs.toFixed(2).padStart(8)}   ${(ratio * 100).toFixed(0).padStart(4)}%`,
    );
  }
  const failures = rows.filter(([row]) => row.non2xx > 0 || row.errors > 0);
  const goals = {
    saveThroughput: saveRatio >= GOAL.saveRatio,
    saveP99: planSave.p99Ms < GOAL.p99Ms,
    getP99: planGet.p99Ms < GOAL.p99Ms,
  };
  console.log(
    `\nGoal plan save >= ${GOAL.saveRatio * 100}% of bare: ${goals.saveThroughput ? 'met' : 'MISSED'} ` +
      `(${(saveRatio * 100).toFixed(0)}%); p99 < ${GOAL.p99Ms} ms: save ${goals.saveP99 ? 'met' : 'MISSED'}, ` +
      `get ${goals.getP99 ? 'met' : 'MISSED'}`,
  );

  const results = path.join(ROOT, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  const file = path.join(results, `server-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        connections: CONNECTIONS,
        seconds: SECONDS,
        measurements: [bareSave, planSave, bareGet, planGet],
        ratios: { save: saveRatio, get: getRatio },
        goals,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Results: ${path.relative(ROOT, file)}`);

  if (failures.length > 0) {
    console.error(`Requests failed: ${failures.map(([row]) => row.name).join(', ')}`);
    process.exitCode = 1;
  } else if (process.argv.includes('--strict') && !Object.values(goals).every(Boolean)) {
    process.exitCode = 1;
  }
} finally {
  servers.stop();
}
