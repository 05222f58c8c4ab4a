import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../server/config';

describe('parseConfig', () => {
  it('runs with no configuration at all', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      mongodbUri: undefined,
      smtpUrl: undefined,
      dataDir: path.resolve('data'),
      mailDir: path.resolve('mail-outbox'),
      publicUrlSet: false,
      trustedProxyHops: 0,
      maxConnectionsPerClient: 50,
      mailWorker: {
        pollIntervalMs: 5_000,
        leaseMs: 120_000,
        retryBaseMs: 1_000,
        retryMaxMs: 600_000,
        maxAttempts: 10,
      },
      rateLimits: {
        perClient: { max: 20, windowMs: 600_000 },
        perRecipient: { max: 5, windowMs: 3_600_000 },
      },
    });
  });

  it('reads the mail worker, rate-limit and proxy settings', () => {
    const config = parseConfig({
      TRUST_PROXY: '2',
      MAX_CONNECTIONS_PER_CLIENT: '8',
      MAIL_POLL_MS: '250',
      MAIL_LEASE_MS: '30000',
      MAIL_RETRY_BASE_MS: '500',
      MAIL_RETRY_MAX_MS: '60000',
      MAIL_MAX_ATTEMPTS: '4',
      RATE_LIMIT_CLIENT_MAX: '7',
      RATE_LIMIT_CLIENT_WINDOW_S: '60',
      RATE_LIMIT_RECIPIENT_MAX: '2',
      RATE_LIMIT_RECIPIENT_WINDOW_S: '120',
    });
    expect(config).toMatchObject({
      trustedProxyHops: 2,
      maxConnectionsPerClient: 8,
      mailWorker: {
        pollIntervalMs: 250,
        leaseMs: 30_000,
        retryBaseMs: 500,
        retryMaxMs: 60_000,
        maxAttempts: 4,
      },
      rateLimits: {
        perClient: { max: 7, windowMs: 60_000 },
        perRecipient: { max: 2, windowMs: 120_000 },
      },
    });
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://escape.example.nz/',
      MONGODB_URI: 'mongodb://db:27017/escape',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Plans <plans@example.nz>',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://escape.example.nz',
      publicUrlSet: true,
      mongodbUri: 'mongodb://db:27017/escape',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Plans <plans@example.nz>',
    });
  });

  it('reads TRUST_PROXY as a number of hops; true and false as older settings meant them', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustedProxyHops).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustedProxyHops).toBe(0);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustedProxyHops).toBe(0);
  });

  it('reads HEALTH_TOKEN, and refuses one shorter than 32 characters without echoing it', () => {
    expect(parseConfig({}).healthToken).toBeUndefined();
    const token = 'k'.repeat(32);
    expect(parseConfig({ HEALTH_TOKEN: token }).healthToken).toBe(token);
    const short = 'short-secret-123';
    expect(() => parseConfig({ HEALTH_TOKEN: short })).toThrow(
      /HEALTH_TOKEN: must be at least 32 characters/,
    );
    try {
      parseConfig({ HEALTH_TOKEN: short });
    } catch (error) {
      expect((error as Error).message).not.toContain(short);
    }
    expect(() => parseConfig({ HEALTH_TOKEN: `${token} ${token}` })).toThrow(
      /HEALTH_TOKEN: must not contain spaces/,
    );
  });

  it('reads LIMITS_KEY, refusing a guessable one without echoing it', () => {
    expect(parseConfig({}).limitsKey).toBeUndefined();
    const key = 'L'.repeat(40);
    expect(parseConfig({ LIMITS_KEY: key }).limitsKey).toBe(key);
    expect(() => parseConfig({ LIMITS_KEY: 'limits-123' })).toThrow(
      /LIMITS_KEY: must be at least 32 characters/,
    );
    expect(() => parseConfig({ LIMITS_KEY: 'limits-123' })).not.toThrow(/limits-123/);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', MONGODB_URI: '' })).toMatchObject({
      port: 3000,
      mongodbUri: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ MONGODB_URI: 'postgres://x' }, 'MONGODB_URI'],
    [{ SMTP_URL: 'mail.example.nz' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ MAIL_POLL_MS: '0' }, 'MAIL_POLL_MS'],
    [{ MAIL_MAX_ATTEMPTS: '2.5' }, 'MAIL_MAX_ATTEMPTS'],
    [{ RATE_LIMIT_CLIENT_MAX: 'lots' }, 'RATE_LIMIT_CLIENT_MAX'],
    [{ RATE_LIMIT_RECIPIENT_WINDOW_S: '-5' }, 'RATE_LIMIT_RECIPIENT_WINDOW_S'],
    [{ MAIL_RETRY_BASE_MS: '5000', MAIL_RETRY_MAX_MS: '1000' }, 'MAIL_RETRY_MAX_MS'],
  ])('rejects %o naming %s', (environment, variable) => {
    expect(() => parseConfig(environment)).toThrow(ConfigError);
    expect(() => parseConfig(environment)).toThrow(variable);
  });
});
