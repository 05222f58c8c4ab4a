import { describe, expect, it, vi } from 'vitest';
import { MailWorker, errorCode, retryDelayMs } from '../../server/mail/worker';
import type { MailTransport } from '../../server/mail/transport';
import { StoreReadOnly } from '../../server/stores/errors';
import type { Store } from '../../server/stores/types';
import { memoryLogger } from './harness';
import { isUndeliverableAddress } from '../../server/services/recipient';
import { requestHash } from '../../server/services/identifiers';
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
});

describe('a store that takes no writes (a damaged file served read-only)', () => {
  it('the mail loops say so once, and poll less often until they can claim again', async () => {
    vi.useFakeTimers();
    try {
      let readOnly = true;
      const claim = vi.fn(async () => {
        if (readOnly) throw new StoreReadOnly('damaged page');
        return null;
      });
      const memory = memoryLogger();
      const worker = new MailWorker({
        pollIntervalMs: 100,
        leaseMs: 60_000,
        retryBaseMs: 1_000,
        retryMaxMs: 60_000,
        maxAttempts: 5,
        concurrency: 3,
        store: { mailJobs: { claim } } as unknown as Store,
        transport: {} as MailTransport,
        logger: memory.logger,
        clock: { now: () => Date.now() },
        publicUrl: 'https://escape.example.nz',
      });
      worker.start();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      const unavailable = memory.lines.filter((line) => line.msg === 'mail jobs unavailable');
      expect(unavailable).toHaveLength(1);
      expect(unavailable[0]?.fields).toMatchObject({ error: 'StoreReadOnly' });
      // Every 100 ms for ten minutes would be 18,000 claims (three loops); backing off to once a
      // minute, it is a few dozen.
      expect(claim.mock.calls.length).toBeLessThan(60);
      readOnly = false;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(memory.lines.some((line) => line.msg === 'mail jobs available again')).toBe(true);
      const stopped = worker.stop();
      await vi.advanceTimersByTimeAsync(1_000);
      await stopped;
    } finally {
      vi.useRealTimers();
    }
  });
});
