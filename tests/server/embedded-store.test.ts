// What the embedded store adds to the contract: an acknowledged change is already in its file
// (group commit must not acknowledge early), in order, without a clean close.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../server/stores/embedded';
import { scoreQuiz } from '../../src/domain/quiz';
import type { MailRecord } from '../../server/stores/types';
import { HOUSE_ANSWERS, QUIZ_ANSWERS } from './fixtures';
import { tempDir } from './support';

const stores: EmbeddedStore[] = [];
afterEach(async () => {
  while (stores.length > 0) await stores.pop()?.close();
});

async function open(dir: string): Promise<EmbeddedStore> {
  const store = await EmbeddedStore.open(dir);
  stores.push(store);
  return store;
}

const plan = (index: number) => ({
  identifier: `plan-identifier-${String(index).padStart(8, '0')}`,
  idempotencyKey: `key-${index}`,
  requestHash: 'hash',
  answers: HOUSE_ANSWERS,
  language: 'en' as const,
  createdAt: index,
});

describe('the embedded store on disk', () => {
  it('has a plan in its file as soon as insertPlan resolves', async () => {
    const dir = tempDir('durable');
    const store = await open(dir);
    await store.insertPlan(plan(1));
    expect(readFileSync(path.join(dir, 'plans.db'), 'utf8')).toContain('plan-identifier-00000001');
  });

  it('keeps every acknowledged change of a burst, without a clean close', async () => {
    const dir = tempDir('burst');
    const store = await open(dir);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => store.insertPlan(plan(i))),
    );
    expect(results.every((result) => result === 'inserted')).toBe(true);

    // A second store reads the files as a restart after a crash would.
    const reopened = await EmbeddedStore.open(dir);
    expect((await reopened.stats()).plans).toBe(200);
  });

  it('keeps the last state of a message changed several times in a row', async () => {
    const dir = tempDir('order');
    const store = await open(dir);
    const record: MailRecord = {
      id: 'mail-000000000000000001',
      idempotencyKey: 'quiz:order',
      requestHash: 'hash',
      language: 'en',
      to: 'order@example.nz',
      kind: 'quiz',
      payload: { name: 'Tama', summary: scoreQuiz(QUIZ_ANSWERS) },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      leaseUntil: null,
      leaseOwner: null,
      sentAt: null,
      createdAt: 0,
      lastError: null,
    };
    await store.enqueueMail(record);
    await store.claimMail('w', 1, 1_000);
    await store.markMailRetry(record.id, 'w', 2, 'ESOCKET');
    await store.claimMail('w', 2, 1_000);
    await store.markMailSent(record.id, 'w', 3);

    const reopened = await EmbeddedStore.open(dir);
    expect(await reopened.findMailByIdempotencyKey('quiz:order')).toMatchObject({
      status: 'sent',
      attempts: 2,
      sentAt: 3,
      to: '',
    });
  });
});
