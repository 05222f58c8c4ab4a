// HEALTH_TOKEN through the real entry point (point 10): read from the environment,
// checks shown only to its bearer, and a token too short stops the server with a message that
// names the variable and not the value.
import { afterAll, expect, it } from 'vitest';
import {
  exitOf,
  projectFolder,
  runServer,
  startServerProcess,
  type ServerProcess,
} from './process';

const TOKEN = 'operator-token-from-the-environment-0123456789';
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.stop();
});

it('shows the checks to the HEALTH_TOKEN bearer only', async () => {
  const server = await startServerProcess({ HEALTH_TOKEN: TOKEN }, projectFolder());
  running.push(server);
  const anonymous = await fetch(`${server.url}/api/health`);
  expect(anonymous.status).toBe(200);
  expect(await anonymous.json()).toEqual({ status: 'ok' });
  const wrong = await fetch(`${server.url}/api/health`, {
    headers: { Authorization: `Bearer ${TOKEN.toUpperCase()}` },
  });
  expect(await wrong.json()).toEqual({ status: 'ok' });
  const operator = await fetch(`${server.url}/api/health`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  const body = (await operator.json()) as { status: string; checks: { name: string }[] };
  expect(body.status).toBe('ok');
  expect(body.checks.map((check) => check.name)).toEqual(['store', 'mail', 'outbox']);
});

it('stops at start on a token shorter than 32 characters, without printing it', async () => {
  const short = 'too-short-a-token';
  const { code, stderr } = await exitOf(
    runServer({ PORT: '0', HEALTH_TOKEN: short }, projectFolder()),
  );
  expect(code).toBe(1);
  expect(stderr).toContain('HEALTH_TOKEN: must be at least 32 characters');
  expect(stderr).not.toContain(short);
});
