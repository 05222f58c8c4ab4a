// The embedded store's control socket (DATA_DIR/control.sock, owner only): how `npm run backup`
// reaches a running server, which holds the data file under an exclusive lock so no other process
// can read it. One JSON line in ({"backup": "/absolute/path"}), one JSON line out ({"ok": true}
// or {"error": "…"}). Only someone who can open the data folder can use it.
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../log';
import { errorFields } from '../log';
import type { SqliteStore } from '../stores/sqlite/store';
import { backupStore } from './backup-file';

const CONTROL_SOCKET = 'control.sock';
const REQUEST_MAX_BYTES = 4096;

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_SOCKET);
}

export async function listenForControl(
  store: SqliteStore,
  dataDir: string,
  logger: Logger,
): Promise<net.Server> {
  const socketPath = controlSocketPath(dataDir);
  // A socket left by a server that died: this process holds the data file's lock, so it is stale.
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > REQUEST_MAX_BYTES) socket.destroy();
      if (!received.includes('\n')) return;
      void answer(received.slice(0, received.indexOf('\n'))).then((reply) =>
        socket.end(`${JSON.stringify(reply)}\n`),
      );
    });
    socket.on('error', () => socket.destroy());
  });
  const answer = async (line: string): Promise<object> => {
    try {
      const request = JSON.parse(line) as { backup?: unknown };
      if (typeof request.backup !== 'string' || !path.isAbsolute(request.backup)) {
        return { error: 'Expected {"backup": "/absolute/path"}' };
      }
      const started = Date.now();
      await backupStore(store, request.backup);
      logger.info('backup written', { ms: Date.now() - started });
      return { ok: true };
    } catch (error) {
      logger.error('backup failed', errorFields(error));
      return { error: (error as Error).message };
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return server;
}
