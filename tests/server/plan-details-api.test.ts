// A plan with its details (ways out in words, household, checks done now) over real HTTP: stored,
// served back without the sender, emailed with all of it; bad details change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/plan.json';
import type { PlanDetails } from '../../src/domain/plan/details';
import { HOUSE_ANSWERS, newKey, planRequest } from './fixtures';
import { postJson, startApiServer, type ApiServer } from './harness';
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

const save = (body: unknown) =>
  postJson(`${api.url}/api/v1/plan/save`, body, { 'Idempotency-Key': newKey() });

/** Plans and queued messages, whatever state a message is in (earlier mail may still be sending). */
async function stored() {
  const { plans, mail } = await api.store.stats();
  return { plans, mail: Object.values(mail).reduce((sum, count) => sum + count, 0) };
}

const DETAILS: PlanDetails = {
  wayOuts: { first: { kind: 'back-door', description: 'Kitchen <out> the back door' } },
  people: [
    { id: 'p1', name: 'Hemi', needsHelp: false },
    { id: 'p2', name: 'Koro', needsHelp: true, helperId: 'p1' },
    { id: 'p3', name: 'Pēpi', needsHelp: true },
  ],
  pets: [{ id: 'a1', name: 'Rex', takerId: 'p1' }],
  doneNow: { 'alarm-tested': true },
};

describe('a plan with details', () => {
  it('is stored and served back with its household, never the sender', async () => {
    const response = await save(planRequest({ email: 'details@example.nz', details: DETAILS }));
    expect(response.status).toBe(201);
    const { identifier } = (await response.json()) as { identifier: string };
    const read = await getPlan(api.url, identifier);
    const text = await read.text();
    expect(JSON.parse(text)).toEqual({
      data: { answers: HOUSE_ANSWERS, details: DETAILS, language: 'en' },
    });
    expect(text).not.toMatch(/details@example\.nz|Aroha/);
    // Its email goes out before the next tests count what was sent.
    await waitUntil(
      () => smtp.messages.some((m) => m.envelopeTo.includes('details@example.nz')),
      'the plan email',
    );
  });

  it('is emailed with the way out in words, who helps whom and the to-do', async () => {
    await save(planRequest({ email: 'household@example.nz', details: DETAILS }));
    const mine = () => smtp.messages.filter((m) => m.envelopeTo.includes('household@example.nz'));
    await waitUntil(() => mine().length === 1, 'the plan email');
    const [message] = mine();
    expect(message?.text).toContain('1. Best way out: Back door: Kitchen <out> the back door');
    expect(message?.text).toContain('- Koro: Hemi helps them get out');
    expect(message?.text).toContain('- Rex: Hemi takes them out');
    expect(message?.text).toContain(en.details.household['pet-advice']);
    expect(message?.text).toContain('[To do] Agree who helps Pēpi get out');
    expect(message?.text).toContain(`[Done] ${en.checklist.items['done-now-alarm-tested'].done}`);
    expect(message?.html).toContain('Kitchen &lt;out&gt; the back door');
    expect(message?.html).not.toContain('<out>');
  });

  it('keeps no hidden characters: what reaches the email and the store is what people see', async () => {
    const hidden: PlanDetails = {
      people: [
        { id: 'p1', name: 'He\u200Bmi\u{E0041}\u{E0042}', needsHelp: false },
        { id: 'p2', name: `Ko${'\u0301'.repeat(16)}ro`, needsHelp: true, helperId: 'p1' },
      ],
    };
    const response = await save(
      planRequest({ email: 'hidden@example.nz', name: 'A\u2060roha\u200D', details: hidden }),
    );
    expect(response.status).toBe(201);
    const { identifier } = (await response.json()) as { identifier: string };
    const read = (await (await getPlan(api.url, identifier)).json()) as {
      data: { details: PlanDetails };
    };
    expect(read.data.details.people?.map((person) => person.name)).toEqual([
      'Hemi',
      `Kó${'\u0301'.repeat(3)}ro`,
    ]);
    const mine = () => smtp.messages.filter((m) => m.envelopeTo.includes('hidden@example.nz'));
    await waitUntil(() => mine().length === 1, 'the plan email');
    const [message] = mine();
    expect(message?.text).toContain('Kia ora Aroha');
    expect(message?.text).toContain('Hemi helps them get out');
    for (const part of [message?.text ?? '', message?.html ?? '']) {
      for (const hidden of ['\u200B', '\u200D', '\u2060', '\u{E0041}', '\u{E0042}']) {
        expect(part).not.toContain(hidden);
      }
      expect(part).not.toMatch(/\p{M}{4}/u);
    }
  });

  it.each<[string, unknown]>([
    [
      'a helper who is not in the household',
      { people: [{ id: 'p1', name: 'Koro', needsHelp: true, helperId: 'p2' }] },
    ],
    ['a link in a way out', { wayOuts: { first: { description: 'see evil.example.com' } } }],
    [
      '13 pets',
      { pets: Array.from({ length: 13 }, (_, i) => ({ id: `a${i + 1}`, name: `Pet ${i}` })) },
    ],
    ['an unknown field', { floorPlan: 'x' }],
  ])('refuses %s with 400 and stores and sends nothing', async (_case, details) => {
    const before = await stored();
    const mails = smtp.messages.length;
    const response = await save(
      planRequest({ email: 'bad-details@example.nz', details: details as PlanDetails }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('details') });
    expect(await stored()).toEqual(before);
    expect(smtp.messages.length).toBe(mails);
  });
});

// A plan with the household's needs, and own words that cannot be saved.
const NEEDS: PlanDetails = {
  people: [
    { id: 'p1', name: 'Aroha', needsHelp: false },
    { id: 'p2', name: 'Hemi', needsHelp: true, helperId: 'p1', needs: ['cannot-hear'] },
    {
      id: 'p3',
      name: 'Nana',
      needsHelp: true,
      needs: ['moves-slowly', 'other'],
      needsOther: 'Bad hip',
    },
  ],
};

describe('a plan with needs', () => {
  it('is stored, served back as sent and emailed with each need and the visit', async () => {
    const response = await save(planRequest({ email: 'needs@example.nz', details: NEEDS }));
    expect(response.status).toBe(201);
    const { identifier } = (await response.json()) as { identifier: string };
    const read = await getPlan(api.url, identifier);
    expect(await read.json()).toEqual({
      data: { answers: HOUSE_ANSWERS, details: NEEDS, language: 'en' },
    });
    const mine = () => smtp.messages.filter((m) => m.envelopeTo.includes('needs@example.nz'));
    await waitUntil(() => mine().length === 1, 'the plan email');
    const text = mine()[0]?.text ?? '';
    expect(text).toContain('BOOK A FREE HOME FIRE SAFETY VISIT');
    expect(text).toContain('Call 0800 NZ FIRE: 0800 693 473 or call your local fire station.');
    expect(text).toContain("- Hemi: Can't hear the smoke alarm (Deaf or hard of hearing)");
    expect(text).toContain('   - Aroha wakes Hemi when the alarm sounds.');
    expect(text).toContain('- Nana: Moves slowly, or uses a wheelchair or walker; Bad hip');
    expect(text).toContain("[To do] Register Hemi's phone for 111 TXT with NZ Police");
  });

  it('refuses own words with a phone number, and stores and sends nothing', async () => {
    const before = await api.store.stats();
    const sent = smtp.messages.length;
    const people = NEEDS.people!.map((person) =>
      person.id === 'p3' ? { ...person, needsOther: 'call 021 555 0199' } : person,
    );
    const response = await save(planRequest({ details: { people } }));
    expect(response.status).toBe(400);
    expect((await api.store.stats()).plans).toBe(before.plans);
    expect(smtp.messages.length).toBe(sent);
  });
});
