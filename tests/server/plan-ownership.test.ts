// A saved plan belongs to its household. Its owner key changes (PUT) or deletes it
// (DELETE); its read key, carried only by its links, opens it; a copy of the data folder holds
// none of a household's words once its email has gone, and none at all once it is deleted.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../server/stores/sqlite/store';
import { DAY_MS, QUIZ_JOB_KEPT_MS, RetentionSweep } from '../../server/services/retention';
import type { MailJobStore, PlanStore } from '../../server/stores/types';
import { silentLogger } from '../../server/log';
import { PLAN_READ_KEY_HEADER } from '../../src/contracts/plan-links';
import type { PlanSaveRequest } from '../../src/contracts';
import { HOUSE_ANSWERS, TEST_KEYS, newKey, planRequest } from './fixtures';
import { mailSettled, memoryLogger, postJson, startApiServer, type ApiServer } from './harness';
import { startSmtp, type TestSmtp } from './smtp';
import { getPlan, tempDir, waitUntil } from './support';

const open: { close?(): Promise<void> }[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()?.close?.();
});

async function server(options: Parameters<typeof startApiServer>[0] = {}): Promise<ApiServer> {
  const api = await startApiServer(options);
  open.push(api);
  return api;
}

async function smtpServer(): Promise<TestSmtp> {
  const smtp = await startSmtp();
  open.push({ close: () => smtp.stop() });
  return smtp;
}

const OTHER_KEY = 'someone-elses-key-000001';
// Words only this household typed: searched for, byte by byte, in the data folder.
const HOUSEHOLD: Partial<PlanSaveRequest> = {
  name: 'Wiremu Quarterdeck',
  email: 'quarterdeck.household@example.nz',
  details: {
    people: [
      { id: 'p1', name: 'Tamatea Zanzibar', needsHelp: false },
      {
        id: 'p2',
        name: 'Pīata Quokka',
        needsHelp: true,
        helperId: 'p1',
        needs: ['other'],
        needsOther: 'takes quokka sleeping pills',
      },
    ],
  },
};
const WORDS = [
  'Wiremu Quarterdeck',
  'quarterdeck.household',
  'Tamatea Zanzibar',
  'Pīata Quokka',
  'quokka sleeping pills',
];

function save(api: ApiServer, body: object = planRequest(), key = newKey()) {
  return postJson(`${api.url}/api/v1/plan/save`, body, { 'Idempotency-Key': key });
}

function change(
  api: ApiServer,
  identifier: string,
  body: object,
  headers: Record<string, string>,
  method = 'PUT',
) {
  return fetch(`${api.url}/api/v1/plan/${identifier}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const owner = (key: string = TEST_KEYS.ownerKey) => ({ Authorization: `Bearer ${key}` });
const update = (overrides: object = {}) => {
  const request: Partial<PlanSaveRequest> = planRequest({
    answers: { ...HOUSE_ANSWERS, 'meeting-area': ['The letterbox at number 12'] },
    ...overrides,
  });
  // The owner key goes in the Authorization header, never in the body.
  delete request.ownerKey;
  return request;
};

function remove(api: ApiServer, identifier: string, headers: Record<string, string>) {
  return fetch(`${api.url}/api/v1/plan/${identifier}`, { method: 'DELETE', headers });
}

async function servedMeeting(api: ApiServer, identifier: string): Promise<unknown> {
  const read = await getPlan(api.url, identifier);
  const { data } = (await read.json()) as { data: { answers: Record<string, unknown> } };
  return data.answers['meeting-area'];
}

/** Every file of the folder, as bytes: what a copy or a backup of it would hold. */
function folderBytes(dir: string): Buffer {
  return Buffer.concat(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name))),
  );
}

/** The household's words found in the folder, in UTF-8 or as JSON escapes them. */
function wordsIn(dir: string): string[] {
  const bytes = folderBytes(dir);
  return WORDS.filter(
    (word) =>
      bytes.includes(Buffer.from(word)) || bytes.includes(Buffer.from(JSON.stringify(word))),
  );
}

describe('the keys of a saved plan', () => {
  it('answers the device’s own keys; the plan opens only with its read key', async () => {
    const api = await server({ worker: false });
    const saved = await save(api);
    expect(saved.status).toBe(201);
    const body = (await saved.json()) as Record<string, string>;
    expect(body).toEqual({ identifier: expect.any(String), ...TEST_KEYS });
    expect((await getPlan(api.url, body.identifier!)).status).toBe(200);
    // Without the key, or with another, the identifier alone tells nothing.
    expect((await fetch(`${api.url}/api/v1/plan/${body.identifier}`)).status).toBe(404);
    expect((await getPlan(api.url, body.identifier!, OTHER_KEY)).status).toBe(404);
  });

  it('makes the keys of a save that carries none (an older client) and answers them', async () => {
    const api = await server({ worker: false });
    const older: Partial<PlanSaveRequest> = planRequest();
    delete older.ownerKey;
    delete older.readKey;
    const saved = await save(api, older);
    expect(saved.status).toBe(201);
    const body = (await saved.json()) as Record<string, string>;
    expect(body.ownerKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.readKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.ownerKey).not.toBe(body.readKey);
    expect((await getPlan(api.url, body.identifier!, body.readKey)).status).toBe(200);
    const changed = await change(
      api,
      body.identifier!,
      { ...update(), readKey: body.readKey },
      {
        ...owner(body.ownerKey),
        'Idempotency-Key': newKey(),
      },
    );
    expect(changed.status).toBe(200);
  });

  it('takes the Bearer scheme in any case, as HTTP has it', async () => {
    const api = await server({ worker: false });
    const { identifier } = (await (await save(api)).json()) as { identifier: string };
    const changed = await change(api, identifier, update(), {
      Authorization: `bearer ${TEST_KEYS.ownerKey}`,
      'Idempotency-Key': newKey(),
    });
    expect(changed.status).toBe(200);
  });
});

describe('updating a saved plan in place', () => {
  it('refuses without the owner key (401) or with another (404, as for no plan), and changes nothing', async () => {
    const api = await server({ worker: false });
    const { identifier } = (await (await save(api)).json()) as { identifier: string };
    const before = await servedMeeting(api, identifier);
    const key = { 'Idempotency-Key': newKey() };
    const none = await change(api, identifier, update(), key);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(
      (await change(api, identifier, update(), { ...key, Authorization: 'Bearer x' })).status,
    ).toBe(401);
    // Another key is answered as no plan: the identifier alone does not tell that it exists.
    expect((await change(api, identifier, update(), { ...key, ...owner(OTHER_KEY) })).status).toBe(
      404,
    );
    // A read key that does not open it would leave its links pointing at nothing.
    const wrongRead = await change(api, identifier, update({ readKey: OTHER_KEY }), {
      ...key,
      ...owner(),
    });
    expect(wrongRead.status).toBe(400);
    expect(await servedMeeting(api, identifier)).toEqual(before);
    expect((await api.store.stats()).mail.pending).toBe(1);
  });

  it('keeps the identifier, serves the new version, mails it, and answers a replay as the first time', async () => {
    const smtp = await smtpServer();
    const api = await server({ smtpUrl: smtp.url });
    const { identifier } = (await (await save(api)).json()) as { identifier: string };
    await waitUntil(() => smtp.messages.length === 1, 'the first email');
    const key = newKey();
    const first = await change(api, identifier, update(), { 'Idempotency-Key': key, ...owner() });
    expect(first.status).toBe(200);
    const answer = await first.json();
    expect(answer).toEqual({ identifier, ...TEST_KEYS });
    expect(await servedMeeting(api, identifier)).toEqual(['The letterbox at number 12']);
    const replay = await change(api, identifier, update(), { 'Idempotency-Key': key, ...owner() });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(answer);
    // Another body under the same key is refused, not applied.
    const other = update({ answers: { ...HOUSE_ANSWERS, 'meeting-area': ['Somewhere else'] } });
    expect(
      (await change(api, identifier, other, { 'Idempotency-Key': key, ...owner() })).status,
    ).toBe(422);
    await mailSettled(api);
    expect(smtp.messages).toHaveLength(2);
    const mailed = smtp.messages[1]!;
    expect(mailed.headers.get('subject')).toBe('Your updated home fire escape plan');
    expect(mailed.text).toContain('The letterbox at number 12');
    expect(mailed.text).toContain(`/print/${identifier}#key=${TEST_KEYS.readKey}`);
  });

  it('takes an Idempotency-Key a client used for a save, or for another plan, as a new change', async () => {
    const api = await server({ worker: false });
    const key = newKey();
    const first = (await (await save(api, planRequest(), key)).json()) as { identifier: string };
    const second = (await (await save(api)).json()) as { identifier: string };
    for (const { identifier } of [first, second]) {
      const answer = await change(api, identifier, update(), {
        'Idempotency-Key': key,
        ...owner(),
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('idempotent-replayed')).toBeNull();
    }
    // Two saves and two changes: four emails waiting, none lost to a clash of keys.
    expect((await api.store.stats()).mail.pending).toBe(4);
  });

  it('applies queued changes in the order they arrive', async () => {
    const api = await server({ worker: false });
    const { identifier } = (await (await save(api)).json()) as { identifier: string };
    for (const place of ['First change', 'Second change', 'Third change']) {
      const body = update({ answers: { ...HOUSE_ANSWERS, 'meeting-area': [place] } });
      const answer = await change(api, identifier, body, {
        'Idempotency-Key': newKey(),
        ...owner(),
      });
      expect(answer.status).toBe(200);
    }
    expect(await servedMeeting(api, identifier)).toEqual(['Third change']);
  });
});

describe('deleting a saved plan', () => {
  it('needs the owner key; then 204, its link answers 410, and a second delete is answered alike', async () => {
    const api = await server({ worker: false });
    const { identifier } = (await (await save(api)).json()) as { identifier: string };
    const changeKey = newKey();
    expect(
      (await change(api, identifier, update(), { 'Idempotency-Key': changeKey, ...owner() }))
        .status,
    ).toBe(200);
    expect((await remove(api, identifier, {})).status).toBe(401);
    expect((await remove(api, identifier, owner(OTHER_KEY))).status).toBe(404);
    expect((await getPlan(api.url, identifier)).status).toBe(200);

    expect((await remove(api, identifier, owner())).status).toBe(204);
    // Its link (the read key) is told it was deleted; without that key, it is no plan at all.
    expect((await getPlan(api.url, identifier)).status).toBe(410);
    expect((await fetch(`${api.url}/api/v1/plan/${identifier}`)).status).toBe(404);
    expect((await getPlan(api.url, identifier, OTHER_KEY)).status).toBe(404);
    expect((await remove(api, identifier, owner())).status).toBe(204);
    expect((await remove(api, identifier, owner(OTHER_KEY))).status).toBe(404);
    // A new change is refused; the replay of one made before is answered as it was.
    const late = await change(api, identifier, update(), {
      'Idempotency-Key': newKey(),
      ...owner(),
    });
    expect(late.status).toBe(410);
    const replay = await change(api, identifier, update(), {
      'Idempotency-Key': changeKey,
      ...owner(),
    });
    expect(replay.status).toBe(200);
    // Its waiting mail (the save's and the change's) is gone with it.
    expect((await api.store.stats()).mail.pending).toBe(0);
  });

  it('refuses to change or delete a plan saved before owner keys (it has no owner)', async () => {
    const api = await server({ worker: false });
    const legacy = {
      identifier: 'LegacyPlanLegacyPlan01',
      idempotencyKey: 'legacy-save-key-0001',
      requestHash: 'h',
      answers: HOUSE_ANSWERS,
      language: 'en' as const,
      createdAt: Date.now(),
    };
    await api.store.plans.insert(legacy);
    // It still opens by its link, as it did (no key needed: it was stored before keys).
    expect((await fetch(`${api.url}/api/v1/plan/${legacy.identifier}`)).status).toBe(200);
    expect((await remove(api, legacy.identifier, owner())).status).toBe(404);
    const put = await change(api, legacy.identifier, update(), {
      'Idempotency-Key': newKey(),
      ...owner(),
    });
    expect(put.status).toBe(404);
    expect((await fetch(`${api.url}/api/v1/plan/${legacy.identifier}`)).status).toBe(200);
  });
});

describe('the data folder holds no household’s words', () => {
  it('once its email has gone, and none at all of a plan deleted before its email went', async () => {
    const dataDir = tempDir('private');
    const smtp = await smtpServer();
    const mailing = await server({ dataDir, smtpUrl: smtp.url });
    const body = planRequest(HOUSEHOLD);
    const { identifier } = (await (await save(mailing, body)).json()) as { identifier: string };
    await waitUntil(() => smtp.messages.length === 1, 'the plan email');
    await mailSettled(mailing);
    expect(smtp.messages[0]!.text).toContain('Tamatea Zanzibar');
    // Read back with its key: the words are there, only not on disk.
    expect(await (await getPlan(mailing.url, identifier)).text()).toContain('Tamatea Zanzibar');
    expect(wordsIn(dataDir)).toEqual([]);
    await mailing.close();
    open.pop();

    // A save whose email waits (no worker): its words are in the waiting mail job...
    const waiting = await server({ dataDir, worker: false });
    const second = (await (await save(waiting, body)).json()) as { identifier: string };
    expect(wordsIn(dataDir)).toEqual(WORDS);
    // ...until the plan is deleted: then no byte of them is left.
    expect((await remove(waiting, second.identifier, owner())).status).toBe(204);
    expect(wordsIn(dataDir)).toEqual([]);
    expect(folderBytes(dataDir).includes(Buffer.from(TEST_KEYS.readKey))).toBe(false);
  });
});

describe('plans kept no longer than needed', () => {
  it('removes a plan nobody opened or changed for the retention period, and keeps one opened', async () => {
    let now = Date.UTC(2026, 0, 1);
    const clock = { now: () => now };
    const store = await SqliteStore.open(tempDir('retention'));
    const api = await server({ store, worker: false, clock });
    const unused = (await (await save(api)).json()) as { identifier: string };
    const opened = (await (await save(api, planRequest({ email: 'b@example.nz' }))).json()) as {
      identifier: string;
    };
    const month = 30 * 24 * 60 * 60 * 1000;
    now += 20 * month;
    expect((await getPlan(api.url, opened.identifier)).status).toBe(200);
    now += 5 * month;
    const sweep = new RetentionSweep(store.plans, clock, 24 * month, silentLogger);
    expect(await sweep.sweep()).toBe(1);
    expect((await getPlan(api.url, unused.identifier)).status).toBe(404);
    expect((await getPlan(api.url, opened.identifier)).status).toBe(200);
    expect((await store.stats()).mail.pending).toBe(1);
    await store.close();
  });
});

it('reads the read key only from its header, never from the address', async () => {
  const api = await server({ worker: false });
  const { identifier } = (await (await save(api)).json()) as { identifier: string };
  const inQuery = await fetch(`${api.url}/api/v1/plan/${identifier}?key=${TEST_KEYS.readKey}`);
  expect(inQuery.status).toBe(404);
  const bad = await fetch(`${api.url}/api/v1/plan/${identifier}`, {
    headers: { [PLAN_READ_KEY_HEADER]: 'not a key' },
  });
  expect(bad.status).toBe(400);
});

it('the retention sweep removes checklist emails a week after they were sent or failed', async () => {
  const now = 1_800_000_000_000;
  const removedBefore: number[] = [];
  const plans = { removeInactive: async () => 0 } as unknown as PlanStore;
  const mailJobs = {
    removeFinishedQuiz: async (before: number) => {
      removedBefore.push(before);
      return 3;
    },
  } as unknown as MailJobStore;
  const memory = memoryLogger();
  const sweep = new RetentionSweep(plans, { now: () => now }, DAY_MS, memory.logger, mailJobs);
  await sweep.sweep();
  expect(removedBefore).toEqual([now - QUIZ_JOB_KEPT_MS]);
  expect(QUIZ_JOB_KEPT_MS).toBeGreaterThan(7 * DAY_MS);
  expect(memory.lines).toContainEqual(
    expect.objectContaining({ msg: 'finished checklist emails removed', fields: { removed: 3 } }),
  );
});
