// Runs server/index.ts as `npm start` does (through tsx) in a child process on 127.0.0.1, with
// exactly the environment given (nothing inherited but PATH), and reads its JSON log lines.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { SHELL_HTML, tempDir } from './support';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX_LOADER = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
const SERVER_ENTRY = path.join(ROOT, 'server/index.ts');
const START_TIMEOUT_MS = 15_000;

export interface LogEntry {
  msg?: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  url: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number;
  logs: LogEntry[];
  output: string[];
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** A folder laid out like the project after `npm run build`: ./dist/index.html. */
export function projectFolder(): string {
  const dir = tempDir('project');
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), SHELL_HTML);
  return dir;
}

export function runServer(env: Record<string, string>, cwd = ROOT): ChildProcess {
  return spawn(process.execPath, ['--import', TSX_LOADER, SERVER_ENTRY], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the exit code and everything written to stderr. */
export function exitOf(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

export async function startServerProcess(
  env: Record<string, string>,
  cwd?: string,
): Promise<ServerProcess> {
  const child = runServer({ PORT: '0', HOST: '127.0.0.1', ...env }, cwd);
  const logs: LogEntry[] = [];
  const output: string[] = [];
  const exited = exitOf(child);
  const lines = readline.createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('The server did not start listening in time'));
    }, START_TIMEOUT_MS);
    void exited.then(({ code, stderr }) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before listening: ${stderr}`));
    });
    lines.on('line', (line) => {
      output.push(line);
      try {
        const entry = JSON.parse(line) as LogEntry;
        logs.push(entry);
        if (entry.msg === 'listening' && typeof entry.url === 'string') {
          clearTimeout(timer);
          resolve(entry.url);
        }
      } catch {
        // Not one of our log lines; kept in output.
      }
    });
  });
  return {
    url,
    pid: child.pid!,
    logs,
    output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const { code } = await exited;
      lines.close();
      return code;
    },
  };
}
