// POST /api/v1/plan/save and GET /api/v1/plan/{identifier} over real HTTP, with the mail worker
// delivering to a real SMTP server on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/plan.json';
import mi from '../../locales/mi/plan.json';
import miDrill from '../../locales/mi/drill.json';
import { parseCalendar } from '../support/parse-calendar';
import { APARTMENT_ANSWERS, HOUSE_ANSWERS, newKey, planRequest } from './fixtures';
import { TEST_KEYS } from './fixtures';
import { PUBLIC_URL, mailSettled, postJson, startApiServer, type ApiServer } from './harness';
import { startSmtp, type TestSmtp } from './smtp';
import { waitUntil, getPlan } from './support';

let smtp: TestSmtp;
let api: ApiServer;
beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApiServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await api.close();
  await smtp.stop();
});

const save = (body: unknown, key = newKey()) =>
  postJson(`${api.url}/api/v1/plan/save`, body, { 'Idempotency-Key': key });

function mailTo(address: string) {
  return smtp.messages.filter((message) => message.envelopeTo.includes(address));
}

describe('saving and reading a plan', () => {
  it('stores the plan, answers 201 with a 128-bit identifier, and serves it without PII', async () => {
    const request = planRequest({ email: 'save-get@example.nz' });
    const response = await save(request);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { identifier } = (await response.json()) as { identifier: string };
    expect(identifier).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(identifier, 'base64url').length).toBeGreaterThanOrEqual(16);

    const read = await getPlan(api.url, identifier);
    expect(read.status).toBe(200);
    const text = await read.text();
    expect(JSON.parse(text)).toEqual({ data: { answers: HOUSE_ANSWERS, language: 'en' } });
    expect(text).not.toContain('save-get@example.nz');
    expect(text).not.toContain('Aroha');

    // Nor does the store keep them with the plan: only the queued message holds them.
    const stored = await api.store.plans.find(identifier);
    expect(JSON.stringify(stored)).not.toMatch(/save-get@example\.nz|Aroha/);
  });

  it('emails the plan with its steps, checklist, tips and print link', async () => {
    const response = await save(planRequest({ email: 'plan-mail@example.nz' }));
    const { identifier } = (await response.json()) as { identifier: string };
    await waitUntil(() => mailTo('plan-mail@example.nz').length === 1, 'the plan email');
    const [message] = mailTo('plan-mail@example.nz');
    expect(message?.headers.get('subject')).toBe('Your home fire escape plan');
    expect(message?.headers.get('to')).toBe('plan-mail@example.nz');
    expect(message?.headers.get('from')).toBe('Home fire escape plan <no-reply@escape.example.nz>');
    expect(message?.text).toContain('Kia ora Aroha <Te> & "Rangi",');
    expect(message?.text).toContain('1. Best way out: Planned');
    expect(message?.text).toContain(`[To do] ${en.checklist.items['smoke-alarms'].todo}`);
    expect(message?.text).toContain('Call 111');
    // The links carry their keys after '#': the printable plan opens with the read
    // key; the private link to change or delete it carries the owner key too.
    const printLink = `${PUBLIC_URL}/print/${identifier}#key=${TEST_KEYS.readKey}`;
    const manageLink = `${PUBLIC_URL}/my-plan/${identifier}#key=${TEST_KEYS.readKey}&owner=${TEST_KEYS.ownerKey}`;
    expect(message?.text).toContain(printLink);
    expect(message?.html).toContain(`href="${printLink}"`);
    expect(message?.text).toContain(manageLink);
    expect(message?.html).toContain(`href="${manageLink.replace('&', '&amp;')}"`);
    expect(message?.text).toContain(`${PUBLIC_URL}/privacy`);
    expect(message?.html).toContain('Kia ora Aroha &lt;Te&gt; &amp; &quot;Rangi&quot;,');
    expect(message?.html).not.toContain('<Te>');
    expect(message?.html).toContain('Under the &lt;b&gt;big&lt;/b&gt; pōhutukawa');
  });

  it('emails a Māori plan in Māori with the /mi print link', async () => {
    const response = await save(
      planRequest({ email: 'mahere@example.nz', language: 'mi', answers: APARTMENT_ANSWERS }),
    );
    const { identifier } = (await response.json()) as { identifier: string };
    await waitUntil(() => mailTo('mahere@example.nz').length === 1, 'the Māori plan email');
    const [message] = mailTo('mahere@example.nz');
    expect(message?.headers.get('subject')).toMatch(/^=\?UTF-8\?|Tō mahere rerenga/);
    const steps = mi.print.steps;
    expect(message?.text).toContain(`1. ${steps.first}: ${steps['apartment-first']}`);
    const acrossRoad = mi.questions['assembly-point'].options['across-road'];
    expect(message?.text).toContain(`3. ${steps.meeting}: ${acrossRoad}`);
    expect(message?.text).toContain(`${PUBLIC_URL}/mi/print/${identifier}`);
    expect(message?.html).toContain('<html lang="mi">');
    // The reminders calendar, in Māori, as the drill page makes it on the device.
    const [calendarFile] = message?.attachments ?? [];
    expect(calendarFile?.filename).toBe(miDrill.calendar.filename);
    expect(calendarFile?.contentType).toMatch(/^text\/calendar/);
    const calendar = parseCalendar(calendarFile?.content.toString('utf8') ?? '');
    expect(calendar.name).toBe(miDrill.calendar.name);
    expect(calendar.events.map((event) => event.rrule)).toEqual([
      'FREQ=MONTHLY;BYMONTHDAY=1',
      'FREQ=MONTHLY;INTERVAL=6',
      'FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
    ]);
    expect(calendar.events[0]?.summary).toBe(miDrill.calendar.events['test-alarms'].title);
  });

  // Issue 52: a flat's floor, needs without "needs help", the checks that close someone alone's
  // and the building's to-dos: saved and read back as sent.
  it('keeps a flat on the ground floor and needs recorded for someone who gets out alone', async () => {
    const answers = {
      ...APARTMENT_ANSWERS,
      'living-situation': ['just-me', 'pets-animals'],
      'flat-floor': ['ground'],
    };
    const details = {
      people: [{ id: 'p1', name: 'Hemi', needsHelp: false, needs: ['moves-slowly' as const] }],
      pets: [{ id: 'a1', name: 'Pusi', takerId: 'p1' }],
      doneNow: { 'visit-booked': true, 'evacuation-asked': true },
    };
    const response = await save(planRequest({ email: 'hemi@example.nz', answers, details }));
    expect(response.status).toBe(201);
    const { identifier } = (await response.json()) as { identifier: string };
    const read = await fetch(`${api.url}/api/v1/plan/${identifier}`, {
      headers: { 'Plan-Read-Key': TEST_KEYS.readKey },
    });
    const { data } = (await read.json()) as { data: { answers: object; details: object } };
    expect(data.answers).toEqual(answers);
    expect(data.details).toEqual(details);
    const unknownFloor = await save(
      planRequest({ email: 'hemi@example.nz', answers: { ...answers, 'flat-floor': ['roof'] } }),
    );
    expect(unknownFloor.status).toBe(400);
  });

  it('answers 404 JSON for an unknown identifier and 400 for a malformed one', async () => {
    const unknown = await fetch(`${api.url}/api/v1/plan/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No plan with this identifier' });

    const malformed = await fetch(`${api.url}/api/v1/plan/not-an-id!`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: expect.stringContaining('Identifier') });
  });

  // (A trailing dot is not a plain address: 400, see rate-limit.test.ts.)
  it.each(['bounce.invalid', 'mail.localhost', 'Home.LocalHost'])(
    'refuses an address at %s with 422 and stores nothing',
    async (domain) => {
      const before = await api.store.stats();
      const response = await save(planRequest({ email: `someone@${domain}` }));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: expect.stringContaining('email') });
      expect(await api.store.stats()).toEqual(before);
    },
  );

  it('works without an Idempotency-Key (each request is then its own)', async () => {
    const request = planRequest({ email: 'no-key@example.nz' });
    const first = await postJson(`${api.url}/api/v1/plan/save`, request);
    const second = await postJson(`${api.url}/api/v1/plan/save`, request);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const ids = [await first.json(), await second.json()] as { identifier: string }[];
    expect(ids[0]?.identifier).not.toBe(ids[1]?.identifier);
    await waitUntil(() => mailTo('no-key@example.nz').length === 2, 'two emails');
  });
});

describe('idempotency', () => {
  it('stores one plan and sends one email for a key replayed 5 times', async () => {
    const key = newKey();
    const request = planRequest({ email: 'replayed@example.nz' });
    const before = (await api.store.stats()).plans;

    // Two at once (a race on the unique index), then three one after another.
    const concurrent = await Promise.all([save(request, key), save(request, key)]);
    const sequential = [];
    for (let index = 0; index < 3; index += 1) sequential.push(await save(request, key));
    const responses = [...concurrent, ...sequential];

    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(sequential.every((response) => response.headers.get('idempotent-replayed'))).toBe(true);
    expect((await api.store.stats()).plans).toBe(before + 1);

    expect(await api.store.mailJobs.findByIdempotencyKey(`plan:${key}`)).not.toBeNull();
    await mailSettled(api);
    expect(mailTo('replayed@example.nz')).toHaveLength(1);
  });

  it('answers a replay with the first body; keys the server made are answered only once', async () => {
    // A release before owner keys sent none: the server made them, and keeps only their hashes.
    const keyless = planRequest({ ownerKey: undefined, readKey: undefined });
    const key = newKey();
    const first = (await (await save(keyless, key)).json()) as Record<string, unknown>;
    expect(first).toEqual({
      identifier: expect.any(String),
      ownerKey: expect.any(String),
      readKey: expect.any(String),
    });
    const replay = await save(keyless, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual({ identifier: first.identifier });
  });

  it('refuses a different request under a used key with 422', async () => {
    const key = newKey();
    expect((await save(planRequest({ email: 'first@example.nz' }), key)).status).toBe(201);
    const reused = await save(planRequest({ email: 'second@example.nz' }), key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ error: expect.stringContaining('Idempotency-Key') });
  });

  it('keeps keys of the plan and quiz endpoints apart', async () => {
    const key = newKey();
    expect((await save(planRequest({ email: 'shared-key@example.nz' }), key)).status).toBe(201);
    const quiz = await postJson(
      `${api.url}/api/v1/quiz/email`,
      {
        name: 'Hēmi',
        email: 'shared-key@example.nz',
        language: 'en',
        checklistItems: {
          items: [],
          possible_points: 0,
          total_score: 0,
          percentage: 0,
          result: 'bad',
        },
      },
      { 'Idempotency-Key': key },
    );
    expect(quiz.status).toBe(200);
    await waitUntil(() => mailTo('shared-key@example.nz').length === 2, 'both emails');
  });
});
