// Builds the real app from createApp and listens on a free loopback port for one test file.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp, type AppDependencies } from '../../server/app';
import { silentLogger } from '../../server/log';

export const SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** A dist folder with just an app shell and one hashed asset, so no build is needed. */
export function fakeDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'escape-plan-dist-'));
  writeFileSync(path.join(dir, 'index.html'), SHELL_HTML);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

export async function listen(overrides: Partial<AppDependencies> = {}): Promise<TestServer> {
  const distDir = overrides.distDir ?? fakeDist();
  const app = createApp({ distDir, shellHtml: SHELL_HTML, logger: silentLogger, ...overrides });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
