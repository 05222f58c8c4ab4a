// Issue 42, part 2: after every path a plan or a checklist email can take (sent, failed, set
// aside from a restored backup, updated, deleted, swept by retention), the data folder holds no
// sender's name or address, no household name or need, no room name of the drawing and no key
// in plain text, read byte by byte. The plans themselves are sealed with their read key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanSaveRequest } from '../../src/contracts';
import { newPlanKey } from '../../src/contracts/plan-links';
import { backupStore } from '../../server/ops/backup-file';
import { DAY_MS, RetentionSweep } from '../../server/services/retention';
import { SqliteStore } from '../../server/stores/sqlite/store';
import { VERDICT_ANSWERS, VERDICT_DETAILS, VERDICT_SKETCH } from '../support/verdict-household';
import { newKey, quizRequest } from './fixtures';
import { memoryLogger, postJson, startApiServer, type ApiServer } from './harness';
import { startSmtp, type TestSmtp } from './smtp';
import { tempDir, waitUntil } from './support';

const MONTH_MS = 30 * DAY_MS;
const RETENTION_MS = 24 * MONTH_MS;

const open: { close?(): Promise<void>; stop?(): Promise<void> }[] = [];
afterEach(async () => {
  while (open.length > 0) {
    const next = open.pop()!;
    await (next.close ?? next.stop)?.call(next);
  }
});

/** Every trace of one household: what must never be readable at rest once its purpose is over. */
interface Household {
  request: PlanSaveRequest;
  traces: string[];
}

// Long, made-up words: a short one could turn up by chance in sealed (random-looking) bytes.
function household(tag: string, email: string): Household {
  const people = VERDICT_DETAILS.people!.map((person, index) => ({
    ...person,
    name: `Whetu${tag}person${index}`,
  }));
  const rooms = VERDICT_SKETCH.rooms.map((room, index) => ({
    ...room,
    name: `Ruma${tag}room${index}`,
  }));
  const keys = { ownerKey: newPlanKey(), readKey: newPlanKey() };
  const request: PlanSaveRequest = {
    name: `Kahu${tag}sender`,
    email,
    language: 'en',
    answers: VERDICT_ANSWERS,
    details: { ...VERDICT_DETAILS, people },
    sketch: { ...VERDICT_SKETCH, rooms },
    ...keys,
  };
  return {
    request,
    traces: [
      request.name,
      email,
      ...people.map((person) => person.name),
      ...rooms.map((room) => room.name!),
      keys.ownerKey,
      keys.readKey,
    ],
  };
}

/** The traces found in any file under `dir` (the data file, its journal, anything beside it). */
function tracesAtRest(dir: string, traces: string[]): string[] {
  const files = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });
  const bytes = files(dir).map((file) => readFileSync(file));
  return traces.filter((trace) => bytes.some((content) => content.includes(Buffer.from(trace))));
}

async function saved(api: ApiServer, { request }: Household): Promise<string> {
  const response = await postJson(`${api.url}/api/v1/plan/save`, request, {
    'Idempotency-Key': newKey(),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { identifier: string }).identifier;
}

describe('nothing personal at rest after any path (byte by byte)', () => {
  it('sent, failed, updated, deleted, checklist emails swept, and plans past their retention', async () => {
    const smtp: TestSmtp = await startSmtp({
      refuse: (recipient) => (recipient.startsWith('refused') ? 550 : null),
    });
    open.push(smtp);
    let now = Date.now();
    const clock = { now: () => now };
    const dir = tempDir('nothing-personal');
    const store = await SqliteStore.open(dir);
    const api = await startApiServer({ store, smtpUrl: smtp.url, clock });
    open.push(api);
    // Each email is sent or given up before the next step (a save has queued it before its 201).
    const settled = (what: string) =>
      waitUntil(async () => (await store.mailJobs.depth()).waiting === 0, what);

    // Sent.
    const sent = household('Sent', 'sent-trace@example.nz');
    await saved(api, sent);
    await settled('the plan’s email to go');
    // Failed: the mailbox refuses it for good.
    const failed = household('Failed', 'refused-trace@example.nz');
    await saved(api, failed);
    await settled('the refused email to fail');
    // Updated: the first version and its email, then the second.
    const before = household('Before', 'update-trace@example.nz');
    const identifier = await saved(api, before);
    await settled('the first version’s email');
    const after = household('After', 'update-trace@example.nz');
    const { ownerKey, ...update } = { ...after.request, readKey: before.request.readKey };
    const changed = await fetch(`${api.url}/api/v1/plan/${identifier}`, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': newKey(),
        Authorization: `Bearer ${before.request.ownerKey}`,
      },
      body: JSON.stringify(update),
    });
    expect(changed.status).toBe(200);
    expect(ownerKey).toBe(after.request.ownerKey);
    await settled('the new version’s email');
    // Deleted.
    const deleted = household('Deleted', 'deleted-trace@example.nz');
    const gone = await saved(api, deleted);
    await settled('the deleted plan’s email');
    const removed = await fetch(`${api.url}/api/v1/plan/${gone}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${deleted.request.ownerKey}` },
    });
    expect(removed.status).toBe(204);
    // Checklist emails, one sent and one refused.
    for (const [name, email] of [
      ['KahuQuizsender', 'quiz-trace@example.nz'],
      ['KahuQuizrefused', 'refused-quiz-trace@example.nz'],
    ] as const) {
      const response = await postJson(
        `${api.url}/api/v1/quiz/email`,
        quizRequest({ name, email }),
        {
          'Idempotency-Key': newKey(),
        },
      );
      expect(response.status).toBe(200);
    }
    await settled('the checklist emails');
    expect(smtp.messages).toHaveLength(5);

    // A week and a day later the retention sweep has taken the checklist emails.
    now += 9 * DAY_MS;
    const sweep = new RetentionSweep(
      store.plans,
      clock,
      RETENTION_MS,
      memoryLogger().logger,
      store.mailJobs,
    );
    await sweep.sweep();
    const quizTraces = [
      'KahuQuizsender',
      'quiz-trace@example.nz',
      'KahuQuizrefused',
      'refused-quiz-trace',
    ];
    // Nothing of any path is readable at rest: the plans kept are sealed with their read key.
    const all = [sent, failed, before, after, deleted].flatMap((one) => one.traces);
    // The file itself, closed (nothing waiting in memory to be written).
    await api.close();
    open.splice(open.indexOf(api), 1);
    await store.close();
    expect(tracesAtRest(dir, [...all, ...quizTraces, 'cannot-hear', 'moves-slowly'])).toEqual([]);

    // Past the retention period the plans themselves go; still nothing readable.
    const reopened = await SqliteStore.open(dir);
    now += RETENTION_MS + MONTH_MS;
    const later = new RetentionSweep(
      reopened.plans,
      clock,
      RETENTION_MS,
      memoryLogger().logger,
      reopened.mailJobs,
    );
    // The three plans kept, and the deleted plan's record (which answers "deleted" to its key).
    expect(await later.sweep()).toBe(4);
    expect((await reopened.stats()).plans).toBe(0);
    await reopened.close();
    expect(tracesAtRest(dir, [...all, ...quizTraces])).toEqual([]);
  });

  it('set aside: a restored backup’s waiting mail is emptied, in the restored folder', async () => {
    const dir = tempDir('before-backup');
    const store = await SqliteStore.open(dir);
    const api = await startApiServer({ store, worker: false });
    open.push(api);
    const waiting = household('Waiting', 'waiting-trace@example.nz');
    await saved(api, waiting);
    const restoredDir = tempDir('restored');
    await backupStore(store, path.join(restoredDir, 'escape-plan.sqlite'));
    await api.close();
    open.splice(open.indexOf(api), 1);
    await store.close();
    // While the mail waited, the backup held it (server/README.md says so).
    expect(tracesAtRest(restoredDir, ['waiting-trace@example.nz'])).toEqual([
      'waiting-trace@example.nz',
    ]);

    const restored = await SqliteStore.open(restoredDir);
    expect((await restored.stats()).mail['set-aside']).toBe(1);
    await restored.close();
    expect(tracesAtRest(restoredDir, waiting.traces)).toEqual([]);
  });
});
