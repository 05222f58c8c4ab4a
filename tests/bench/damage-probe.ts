// npm run bench:damage — what damaged bytes do to the embedded store, through the real server
// process: N plans saved, then 64 bytes overwritten at chosen offsets of the data file (after a
// clean stop) or of its log (after SIGKILL), and the server started again. Prints, per offset,
// whether the server started, and how many acknowledged plans it serves (200), answers as damaged
// (500) or has lost (404). Bounded: a few hundred saves per case, all on 127.0.0.1.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newKey, planRequest } from '../server/fixtures';
import { exitOf, runServer } from '../server/process';
import { SHELL_HTML, tempDir } from '../server/support';

const PLANS = Number(process.env.DAMAGE_PLANS ?? 300);
const ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  RATE_LIMIT_CLIENT_SAVES_MAX: '100000',
  RATE_LIMIT_CLIENT_MAX: '100000',
  RATE_LIMIT_RECIPIENT_MAX: '100000',
};

function projectFolder(): string {
  const cwd = tempDir('damage-probe');
  mkdirSync(path.join(cwd, 'dist'));
  writeFileSync(path.join(cwd, 'dist', 'index.html'), SHELL_HTML);
  return cwd;
}

interface Started {
  url: string;
  child: ReturnType<typeof runServer>;
  exited: ReturnType<typeof exitOf>;
}

/** The server's URL once it listens, or its exit (code and stderr) when it refuses to start. */
async function start(cwd: string): Promise<Started | { refused: string }> {
  const child = runServer(ENV, cwd);
  const exited = exitOf(child);
  const url = await new Promise<string | null>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /"url":"(http:[^"]+)"/.exec(chunk.toString());
      if (found) resolve(found[1]!);
    });
    void exited.then(() => resolve(null));
  });
  if (url) return { url, child, exited };
  const { stderr } = await exited;
  const lost = /(\d+) committed changes? after that point would be lost \((\d+) before/.exec(
    stderr,
  );
  return {
    refused: lost
      ? `${lost[1]} committed changes would be lost (${lost[2]} intact), named`
      : stderr.trim().slice(0, 90),
  };
}

async function saveAll(url: string): Promise<string[]> {
  const identifiers: string[] = [];
  const body = JSON.stringify(planRequest());
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < PLANS) {
        next += 1;
        const response = await fetch(`${url}/api/v1/plan/save`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
          body,
        });
        if (response.status === 201) {
          identifiers.push(((await response.json()) as { identifier: string }).identifier);
        }
      }
    }),
  );
  return identifiers;
}

function damage(file: string, offset: number): void {
  const bytes = readFileSync(file);
  for (let index = 0; index < 64 && offset + index < bytes.length; index += 1) {
    bytes[offset + index] = 0xc3 ^ (index & 0x0f);
  }
  writeFileSync(file, bytes);
}

async function probe(target: 'file' | 'log', fraction: number): Promise<string> {
  const cwd = projectFolder();
  const first = await start(cwd);
  if ('refused' in first) throw new Error(first.refused);
  const identifiers = await saveAll(first.url);
  first.child.kill(target === 'file' ? 'SIGTERM' : 'SIGKILL');
  await first.exited;
  const file = path.join(cwd, 'data', `escape-plan.sqlite${target === 'log' ? '-wal' : ''}`);
  const size = statSync(file).size;
  const offset = Math.floor((size * fraction) / 64) * 64 + 40;
  damage(file, offset);
  const again = await start(cwd);
  const where = `${target} at ${offset} of ${size}`.padEnd(34);
  if ('refused' in again) return `${where} refused to start: ${again.refused}`;
  const counts: Record<number, number> = {};
  for (const identifier of identifiers) {
    const status = (await fetch(`${again.url}/api/v1/plan/${identifier}`)).status;
    counts[status] = (counts[status] ?? 0) + 1;
  }
  const alive = (await fetch(`${again.url}/api/health`)).status;
  again.child.kill('SIGTERM');
  await again.exited;
  return (
    `${where} served ${counts[200] ?? 0}/${identifiers.length}, damaged ${counts[500] ?? 0}, ` +
    `lost ${counts[404] ?? 0}, health ${alive}`
  );
}

const lines: string[] = [];
for (const fraction of [0.02, 0.2, 0.4, 0.6, 0.8, 0.97]) lines.push(await probe('file', fraction));
for (const fraction of [0.001, 0.25, 0.5, 0.75, 0.99]) lines.push(await probe('log', fraction));
process.stdout.write(`${PLANS} plans saved per case; 64 bytes damaged\n${lines.join('\n')}\n`);
