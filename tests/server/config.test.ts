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
      mongodbUri: 'mongodb://db:27017/escape',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Plans <plans@example.nz>',
    });
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
  ])('rejects %o naming %s', (environment, variable) => {
    expect(() => parseConfig(environment)).toThrow(ConfigError);
    expect(() => parseConfig(environment)).toThrow(variable);
  });
});
