// Environment parsed once, at start. A bad value stops the server with a message that says which
// variable is wrong and what it should look like.
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .min(1)
    .refine((value) => protocols.some((protocol) => value.startsWith(protocol)), {
      message: `must start with ${protocols.join(' or ')}`,
    })
    .optional();

const positiveInteger = (fallback: number, max = 1_000_000_000) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(max, { error: `must be at most ${max}` })
    .default(fallback);

// How many proxies in front of the server add an X-Forwarded-For hop: 0 (off) unless configured.
// 'true' and 'false' are still read as 1 and 0, as older settings wrote them.
const MAX_PROXY_HOPS = 10;
const proxyHops = z
  .string()
  .trim()
  .regex(/^(?:\d+|true|false)$/, { error: 'must be the number of trusted proxies (0 for none)' })
  .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
  .pipe(z.number().max(MAX_PROXY_HOPS, { error: `must be at most ${MAX_PROXY_HOPS}` }))
  .default(0);

const SECONDS_PER_MINUTE = 60;

// Secrets given as settings: long enough that guessing over the network is hopeless (e.g.
// `openssl rand -base64 32`), and never echoed in an error.
const MIN_SECRET_LENGTH = 32;
const secretSetting = () =>
  z
    .string()
    .trim()
    .min(MIN_SECRET_LENGTH, {
      error: `must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 32)`,
    });
// A bearer token is one word in the Authorization header.
const healthToken = secretSetting().regex(/^\S+$/, { error: 'must not contain spaces' }).optional();
// The key of the rate limits' hashed buckets (limit-buckets.ts).
const limitsKey = secretSetting().optional();

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  MONGODB_URI: optionalUrl(['mongodb://', 'mongodb+srv://']),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().trim().min(3).default('Escape plan <no-reply@escapeplan.local>'),
  DATA_DIR: z.string().trim().min(1).default('data'),
  MAIL_DIR: z.string().trim().min(1).default('mail-outbox'),
  DIST_DIR: z.string().trim().min(1).default('dist'),
  TRUST_PROXY: proxyHops,
  MAIL_POLL_MS: positiveInteger(5_000, 3_600_000),
  MAIL_LEASE_MS: positiveInteger(120_000, 3_600_000),
  MAIL_RETRY_BASE_MS: positiveInteger(1_000, 3_600_000),
  MAIL_RETRY_MAX_MS: positiveInteger(10 * SECONDS_PER_MINUTE * 1000, 86_400_000),
  MAIL_MAX_ATTEMPTS: positiveInteger(10, 100),
  MAIL_CONCURRENCY: positiveInteger(3, 20),
  // The mail jobs' limits keep the names operators already set (OUTBOX_*, HEALTH_OUTBOX_*).
  OUTBOX_MAX: positiveInteger(1_000),
  OUTBOX_RETRY_AFTER_S: positiveInteger(60, 3_600),
  HEALTH_OUTBOX_DEPTH: positiveInteger(200),
  HEALTH_OUTBOX_AGE_S: positiveInteger(15 * SECONDS_PER_MINUTE, 86_400),
  BODY_TIMEOUT_MS: positiveInteger(10_000, 600_000),
  MAX_CONNECTIONS: positiveInteger(500, 100_000),
  MAX_CONNECTIONS_PER_CLIENT: positiveInteger(50, 100_000),
  RATE_LIMIT_CLIENT_MAX: positiveInteger(20),
  RATE_LIMIT_CLIENT_WINDOW_S: positiveInteger(10 * SECONDS_PER_MINUTE, 86_400),
  RATE_LIMIT_RECIPIENT_MAX: positiveInteger(5),
  RATE_LIMIT_RECIPIENT_WINDOW_S: positiveInteger(60 * SECONDS_PER_MINUTE, 86_400),
  RATE_LIMIT_CLIENT_SAVES_MAX: positiveInteger(60),
  HEALTH_TOKEN: healthToken,
  LIMITS_KEY: limitsKey,
  // A plan nobody opened or changed for this long is removed: 24 months by default.
  PLAN_RETENTION_DAYS: positiveInteger(730, 36_500),
});

/** A sliding window: at most `max` requests in any `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface MailWorkerSettings {
  pollIntervalMs: number;
  /** How long a claimed message belongs to one worker; longer than any SMTP timeout. */
  leaseMs: number;
  /** First retry delay; doubled on each further failure up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** Messages sent at once, each over its own pooled SMTP connection. */
  concurrency: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** PUBLIC_URL, or http://localhost:$PORT when unset (see publicUrlSet). */
  publicUrl: string;
  /** false: PUBLIC_URL was not given, so the server uses the port it actually listens on. */
  publicUrlSet: boolean;
  mongodbUri: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  mailDir: string;
  distDir: string;
  /** Proxies in front of this server whose X-Forwarded-* headers are believed; 0: none. */
  trustedProxyHops: number;
  mailWorker: MailWorkerSettings;
  rateLimits: {
    perClient: RateLimitRule;
    perRecipient: RateLimitRule;
    savesPerClient: RateLimitRule;
  };
  /** Mail requests get 503 + Retry-After while this many messages wait to be sent. */
  mailJobs: { maxWaiting: number; retryAfterSeconds: number };
  /** LIMITS_KEY: keys the limits' hashed buckets; unset: a key per process (limits restart). */
  limitsKey: string | undefined;
  /** Bearer token that shows /api/health's details (operators); unset: only the status shows. */
  healthToken: string | undefined;
  /** Plans unused (not opened or changed) for this long are removed. */
  planRetentionMs: number;
  /** /api/health says "degraded" past these. */
  mailJobsHealth: { depth: number; ageMs: number };
  /** A request body must arrive within this time (slow uploads cannot hold the server). */
  bodyTimeoutMs: number;
  /** Open connections at most; more are refused until some close. */
  maxConnections: number;
  /** Open connections of one client address at most (only when TRUST_PROXY is 0). */
  maxConnectionsPerClient: number;
}

export class ConfigError extends Error {}

export function parseConfig(environment: NodeJS.ProcessEnv): ServerConfig {
  // Empty variables count as unset, the way shells and .env files usually mean them.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  if (env.MAIL_RETRY_MAX_MS < env.MAIL_RETRY_BASE_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_RETRY_MAX_MS: must not be less than MAIL_RETRY_BASE_MS',
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    publicUrlSet: env.PUBLIC_URL !== undefined,
    mongodbUri: env.MONGODB_URI,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    dataDir: path.resolve(env.DATA_DIR),
    mailDir: path.resolve(env.MAIL_DIR),
    distDir: path.resolve(env.DIST_DIR),
    trustedProxyHops: env.TRUST_PROXY,
    mailWorker: {
      pollIntervalMs: env.MAIL_POLL_MS,
      leaseMs: env.MAIL_LEASE_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      retryMaxMs: env.MAIL_RETRY_MAX_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      concurrency: env.MAIL_CONCURRENCY,
    },
    mailJobs: { maxWaiting: env.OUTBOX_MAX, retryAfterSeconds: env.OUTBOX_RETRY_AFTER_S },
    healthToken: env.HEALTH_TOKEN,
    limitsKey: env.LIMITS_KEY,
    planRetentionMs: env.PLAN_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    mailJobsHealth: { depth: env.HEALTH_OUTBOX_DEPTH, ageMs: env.HEALTH_OUTBOX_AGE_S * 1000 },
    bodyTimeoutMs: env.BODY_TIMEOUT_MS,
    maxConnections: env.MAX_CONNECTIONS,
    maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT,
    rateLimits: {
      perClient: {
        max: env.RATE_LIMIT_CLIENT_MAX,
        windowMs: env.RATE_LIMIT_CLIENT_WINDOW_S * 1000,
      },
      perRecipient: {
        max: env.RATE_LIMIT_RECIPIENT_MAX,
        windowMs: env.RATE_LIMIT_RECIPIENT_WINDOW_S * 1000,
      },
      savesPerClient: {
        max: env.RATE_LIMIT_CLIENT_SAVES_MAX,
        windowMs: env.RATE_LIMIT_CLIENT_WINDOW_S * 1000,
      },
    },
  };
}
