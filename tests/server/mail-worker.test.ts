import { describe, expect, it } from 'vitest';
import { errorCode, retryDelayMs } from '../../server/mail/worker';
import { isUndeliverableAddress } from '../../server/services/recipient';
import { recipientTag, requestHash } from '../../server/services/identifiers';
import { planSaveRequestSchema } from '../../src/contracts';
import { planRequest } from './fixtures';

describe('retryDelayMs', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [10, 512_000],
    [11, 600_000],
    [60, 600_000],
  ])('after attempt %i waits %i ms (1 s doubling, 10 min cap)', (attempts, delay) => {
    expect(retryDelayMs(attempts, 1_000, 600_000)).toBe(delay);
  });
});

describe('errorCode', () => {
  it.each([
    [
      Object.assign(new Error('550 <someone@example.nz> unknown'), { responseCode: 550 }),
      'SMTP_550',
    ],
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }), 'ESOCKET'],
    [Object.assign(new Error('x'), { code: 'has spaces and someone@example.nz' }), 'Error'],
    [new TypeError('boom'), 'TypeError'],
    ['a string', 'UNKNOWN'],
    [null, 'UNKNOWN'],
  ])('turns %o into %s, never the message', (error, code) => {
    expect(errorCode(error)).toBe(code);
  });
});

describe('isUndeliverableAddress', () => {
  it.each([
    ['someone@bounce.invalid', true],
    ['someone@BOUNCE.INVALID', true],
    ['someone@mail.localhost', true],
    ['someone@mail.localhost.', true],
    ['someone@example.nz', false],
    ['someone@invalid.example.nz', false],
    ['someone@localhost.co.nz', false],
  ])('%s: %s', (email, undeliverable) => {
    expect(isUndeliverableAddress(email)).toBe(undeliverable);
  });
});

describe('hashes', () => {
  it('hash a parsed request the same whatever the order of its keys on the wire', () => {
    const request = planRequest();
    const shuffled = {
      readKey: request.readKey,
      ownerKey: request.ownerKey,
      language: request.language,
      answers: request.answers,
      email: request.email,
      name: request.name,
    };
    expect(requestHash(planSaveRequestSchema.parse(shuffled))).toBe(
      requestHash(planSaveRequestSchema.parse(request)),
    );
    expect(requestHash(planSaveRequestSchema.parse({ ...request, language: 'mi' }))).not.toBe(
      requestHash(planSaveRequestSchema.parse(request)),
    );
  });

  it('tag a recipient without the address, ignoring case and spaces', () => {
    expect(recipientTag(' Aroha@Example.nz ')).toBe(recipientTag('aroha@example.nz'));
    expect(recipientTag('aroha@example.nz')).not.toContain('aroha');
  });
});
