// Starts the real server (server/index.ts, as `npm start` runs it) on a free port on 127.0.0.1
// with throwaway data and mail folders, and resolves once it logs that it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

export interface RunningServer {
  url: string;
  dataDir: string;
  mailDir: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 20_000;

/** The operator token of every e2e server: its health answer then shows the mail jobs waiting. */
export const E2E_HEALTH_TOKEN = 'e2e-operator-token-0123456789abcdefghijklmn';

export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'escape-plan-e2e-'));
  const dataDir = path.join(root, 'data');
  const mailDir = path.join(root, 'mail');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_DIR: mailDir,
      HEALTH_TOKEN: E2E_HEALTH_TOKEN,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await waitForListening(child);
  return {
    url,
    dataDir,
    mailDir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('The server did not start listening in time'));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before listening`));
    });
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (process.env.E2E_SERVER_LOGS) process.stdout.write(`[server] ${line}\n`);
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'listening' && entry.url) {
          clearTimeout(timer);
          resolve(entry.url);
        }
      } catch {
        // Not a log line of ours.
      }
    });
  });
}
