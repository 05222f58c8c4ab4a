// The real entry point (server/index.ts) in a child process: it starts with no configuration,
// writes .eml files, shuts down cleanly on SIGTERM, keeps queued mail across a restart, and
// stops with a readable message on bad configuration.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newKey, planRequest, quizRequest } from './fixtures';
import { postJson } from './harness';
import {
  exitOf,
  projectFolder,
  runServer,
  startServerProcess,
  type ServerProcess,
} from './process';
import { deadSmtpPort, parseMail, startSmtp, type TestSmtp } from './smtp';
import { sleep, tempDir, waitUntil, getPlan } from './support';

const running: (ServerProcess | TestSmtp)[] = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()?.stop();
});

async function start(env: Record<string, string>, cwd?: string) {
  const server = await startServerProcess(env, cwd);
  running.push(server);
  return server;
}

describe('server/index.ts', () => {
  it('runs with no configuration (embedded store, .eml files) and stops cleanly on SIGTERM', async () => {
    const cwd = projectFolder();
    const server = await start({}, cwd);
    expect(server.logs.find((entry) => entry.msg === 'listening')).toMatchObject({
      store: 'sqlite',
      mail: 'files',
    });

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const saved = await postJson(`${server.url}/api/v1/plan/save`, planRequest(), {
      'Idempotency-Key': newKey(),
    });
    expect(saved.status).toBe(201);
    const { identifier } = (await saved.json()) as { identifier: string };
    await waitUntil(() => server.logs.some((entry) => entry.msg === 'mail written'), '.eml file');

    const files = readdirSync(path.join(cwd, 'mail-outbox'));
    expect(files).toHaveLength(1);
    const eml = parseMail(readFileSync(path.join(cwd, 'mail-outbox', files[0]!), 'utf8'));
    expect(eml.headers.get('to')).toBe('aroha@example.nz');
    // Without PUBLIC_URL the link uses the port the server actually listens on.
    const port = new URL(server.url).port;
    expect(eml.text).toContain(`http://localhost:${port}/print/${identifier}`);
    expect(readdirSync(path.join(cwd, 'data'))).toContain('escape-plan.sqlite');

    // SIGTERM with a request in flight: headers and half the body sent, the signal, then the
    // rest. The answer must still come, and the process must exit 0 after it.
    const body = JSON.stringify(quizRequest());
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(
        `${server.url}/api/v1/quiz/email`,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => req.end(body.slice(20)), 300);
    });
    await sleep(100);
    const stopped = server.stop();
    expect(await answer).toBe(200);
    expect(await stopped).toBe(0);
    expect(server.logs.at(-1)?.msg).toBe('stopped');

    // Structured logs only, and no personal data in any of them.
    expect(server.output.every((line) => JSON.parse(line) !== null)).toBe(true);
    expect(server.output.join('\n')).not.toMatch(/example\.nz|Aroha|Hēmi|pōhutukawa/);
  });

  it('keeps queued mail across a restart and sends it exactly once', async () => {
    const dataDir = tempDir('process-data');
    const deadPort = await deadSmtpPort();
    const retries = { MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '300', MAIL_POLL_MS: '50' };
    const first = await start({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${deadPort}`,
      ...retries,
    });
    const saved = await postJson(
      `${first.url}/api/v1/plan/save`,
      planRequest({ email: 'survivor@example.nz' }),
      { 'Idempotency-Key': newKey() },
    );
    const { identifier } = (await saved.json()) as { identifier: string };
    await postJson(
      `${first.url}/api/v1/quiz/email`,
      quizRequest({ email: 'survivor2@example.nz' }),
    );
    await waitUntil(
      () => first.logs.filter((entry) => entry.msg === 'mail send failed, will retry').length >= 2,
      'the messages to fail while the SMTP server is down',
    );
    expect(await first.stop()).toBe(0);

    const smtp = await startSmtp();
    running.push(smtp);
    const second = await start({ DATA_DIR: dataDir, SMTP_URL: smtp.url, ...retries });
    expect((await getPlan(second.url, identifier)).status).toBe(200);
    await waitUntil(
      () => second.logs.filter((entry) => entry.msg === 'mail sent').length === 2,
      'both queued messages marked sent after the restart',
    );
    // Stopped, the server can send nothing more: the SMTP server holds all it will ever get.
    expect(await second.stop()).toBe(0);
    expect(smtp.messages.flatMap((message) => message.envelopeTo).sort()).toEqual([
      'survivor2@example.nz',
      'survivor@example.nz',
    ]);
  });

  it('lets one server use a data folder: a second exits at once saying why', async () => {
    const cwd = projectFolder();
    const first = await start({}, cwd);
    const started = Date.now();
    const { code, stderr } = await exitOf(runServer({ PORT: '0' }, cwd));
    expect(code).toBe(1);
    expect(stderr).toContain(`Another server is already using the data file ${cwd}`);
    expect(stderr).toContain('one server per DATA_DIR');
    expect(Date.now() - started).toBeLessThan(10_000); // the time to start Node and tsx
    const saved = await postJson(`${first.url}/api/v1/plan/save`, planRequest(), {
      'Idempotency-Key': newKey(),
    });
    expect(saved.status).toBe(201);
  });

  it('does not start on a damaged data file, names it, and leaves it as it was', async () => {
    const cwd = projectFolder();
    const file = path.join(cwd, 'data', 'escape-plan.sqlite');
    mkdirSync(path.dirname(file));
    const damaged = Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.alloc(4080, 0x5a)]);
    writeFileSync(file, damaged);
    const { code, stderr } = await exitOf(runServer({ PORT: '0' }, cwd));
    expect(code).toBe(1);
    expect(stderr).toContain(`The data file ${file} is damaged`);
    expect(readFileSync(file).equals(damaged)).toBe(true);
  });

  it('stops with a readable message naming each bad variable', async () => {
    const env = { PORT: 'eighty', MONGODB_URI: 'postgres://db', RATE_LIMIT_CLIENT_MAX: '0' };
    const { code, stderr } = await exitOf(runServer(env, projectFolder()));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    for (const variable of Object.keys(env)) expect(stderr).toContain(variable);
  });
});
