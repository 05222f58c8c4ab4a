import { startServer } from './server-process';

/** One real server for the whole run; its address reaches the workers through the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Every test comes from 127.0.0.1, so the per-client mail limit is raised for the suite (the
  // limits themselves are tested in tests/server/rate-limit.test.ts).
  const server = await startServer({
    RATE_LIMIT_CLIENT_MAX: '10000',
    RATE_LIMIT_RECIPIENT_MAX: '10000',
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_DIR = server.mailDir;
  return () => server.stop();
}
