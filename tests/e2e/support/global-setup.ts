import { startServer } from './server-process';

/** One real server for the whole run; its address reaches the workers through the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_DIR = server.mailDir;
  return () => server.stop();
}
