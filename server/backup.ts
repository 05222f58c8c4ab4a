// npm run backup -- FILE: writes a complete, consistent copy of the embedded store to FILE while
// the server runs (through its control socket) or, when no server runs on DATA_DIR, from the file
// itself. Reads DATA_DIR (and MONGODB_URI) as the server does. Restore: README.md, "Backups".
import net from 'node:net';
import path from 'node:path';
import { ConfigError, parseConfig } from './config';
import { backupStore } from './ops/backup-file';
import { controlSocketPath } from './ops/control-socket';
import { SqliteStore } from './stores/sqlite/store';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Asks the running server; null when no server listens on this data folder. */
function askServer(
  socketPath: string,
  file: string,
): Promise<{ ok?: true; error?: string } | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ backup: file })}\n`));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(reply) as { ok?: true; error?: string });
      } catch {
        reject(new Error('The server gave no answer'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) fail('Usage: npm run backup -- FILE');
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : (error as Error).message);
  }
  if (config.mongodbUri) {
    fail('MONGODB_URI is set: back up MongoDB with mongodump (see README.md, "Backups").');
  }
  const file = path.resolve(target);
  const answer = await askServer(controlSocketPath(config.dataDir), file);
  if (answer) {
    if (answer.error) fail(`The backup failed: ${answer.error}`);
    process.stdout.write(`Backup written to ${file} by the running server.\n`);
    return;
  }
  const store = await SqliteStore.open(config.dataDir);
  try {
    await backupStore(store, file);
  } finally {
    await store.close();
  }
  process.stdout.write(`Backup written to ${file} (no server was running).\n`);
}

main().catch((error: unknown) => fail(`The backup failed: ${(error as Error).message}`));
