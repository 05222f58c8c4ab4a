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
});

export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  mongodbUri: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  mailDir: string;
  distDir: string;
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
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    mongodbUri: env.MONGODB_URI,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    dataDir: path.resolve(env.DATA_DIR),
    mailDir: path.resolve(env.MAIL_DIR),
    distDir: path.resolve(env.DIST_DIR),
  };
}
