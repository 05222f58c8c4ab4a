// Builds the real app from createApp and listens on a free loopback port for one test file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp, type AppDependencies } from '../../server/app';
import { silentLogger } from '../../server/log';
import { SqliteStore } from '../../server/stores/sqlite/store';
import type { Store } from '../../server/stores/types';
import { PLAN_READ_KEY_HEADER } from '../../src/contracts/plan-links';
import { TEST_KEYS } from './fixtures';

export const SHELL_HTML =
  '<!doctype html><html lang="en"><head><title>Plan</title></head><body><div id="root"></div></body></html>';

export interface TestServer {
  url: string;
  store: Store;
  close(): Promise<void>;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `escape-plan-${prefix}-`));
}

/** A dist folder with just an app shell and one hashed asset, so no build is needed. */
export function fakeDist(): string {
  const dir = tempDir('dist');
  writeFileSync(path.join(dir, 'index.html'), SHELL_HTML);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

/** Listens on 127.0.0.1; a store is made (embedded, in a temporary folder) when none is given. */
export async function listen(overrides: Partial<AppDependencies> = {}): Promise<TestServer> {
  const distDir = overrides.distDir ?? fakeDist();
  const ownStore = overrides.store ? null : await SqliteStore.open(tempDir('data'));
  const store = overrides.store ?? ownStore!;
  const app = createApp({
    distDir,
    shellHtml: SHELL_HTML,
    logger: silentLogger,
    ...overrides,
    store,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    store,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ownStore?.close();
    },
  };
}

/** Polls until the check passes; fails with the message after timeoutMs. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  message: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** GET a saved plan with the read key its link carries (the test saves' own, unless given). */
export function getPlan(
  base: string,
  identifier: string,
  readKey: string = TEST_KEYS.readKey,
): Promise<Response> {
  return fetch(`${base}/api/v1/plan/${identifier}`, {
    headers: { [PLAN_READ_KEY_HEADER]: readKey },
  });
}
