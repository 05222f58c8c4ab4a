// A plan with the household's needs (issue 24) over real HTTP: stored and served back as sent,
// emailed with each person's actions and the visit; own words with a phone number are refused
// (400) and nothing is stored or sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanDetails } from '../../src/domain/plan-details';
import { HOUSE_ANSWERS, newKey, planRequest } from './fixtures';
import { postJson, startApiServer, type ApiServer } from './harness';
import { startSmtp, type TestSmtp } from './smtp';
import { waitUntil } from './support';

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
    const read = await fetch(`${api.url}/api/v1/plan/${identifier}`);
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
