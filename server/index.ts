// Starts the server: parse config, build the app, listen, and shut down cleanly on SIGTERM.
import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, parseConfig } from './config';
import { loadAppShell } from './http/static-app';
import { jsonLogger as logger } from './log';

function start(): Server {
  const config = parseConfig(process.env);
  const app = createApp({
    distDir: config.distDir,
    shellHtml: loadAppShell(config.distDir),
    logger,
    healthChecks: [async () => ({ name: 'app', ok: true })],
  });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info('listening', { url: `http://${config.host}:${port}`, publicUrl: config.publicUrl });
  });
  return server;
}

function stopOnSignals(server: Server): void {
  const stop = (signal: string) => {
    logger.info('shutting down', { signal });
    server.close(() => process.exit(0));
    // Keep-alive sockets would hold close() open; end idle ones now and force after 10 s.
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

try {
  stopOnSignals(start());
} catch (error) {
  const message = error instanceof ConfigError ? error.message : (error as Error).message;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
