// A plan with a floor-plan sketch over real HTTP: stored and served back with the plan, refused
// with a clear error when malformed, and mailed as an inline PNG to a real SMTP server.
import { afterEach, describe, expect, it } from 'vitest';
import { renderMailRecord } from '../../server/mail/render';
import type { MailRecord } from '../../server/stores/types';
import { HOUSE_ANSWERS } from './fixtures';
import { newKey, planRequest } from './fixtures';
import { postJson, startApiServer, type ApiServer } from './harness';
import { startSmtp, type TestSmtp } from './smtp';
import { waitUntil, getPlan } from './support';
import {
  BEDROOM_TO_HALL,
  HALL_FRONT_DOOR,
  HOUSE_ROOMS,
  sketchOf,
} from '../unit/floor-plan/sketch-fixtures';

const SKETCH = sketchOf({
  rooms: [{ ...HOUSE_ROOMS[0]!, name: 'Aroha <b>room</b>' }, HOUSE_ROOMS[1]!],
  openings: [BEDROOM_TO_HALL, HALL_FRONT_DOOR],
  routes: { first: ['b1', 'd1', 'd4'], second: [] },
});

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()?.();
});

async function setUp(): Promise<{ api: ApiServer; smtp: TestSmtp }> {
  const smtp = await startSmtp();
  open.push(() => smtp.stop());
  const api = await startApiServer({ smtpUrl: smtp.url });
  open.push(() => api.close());
  return { api, smtp };
}

describe('a plan with a floor-plan sketch', () => {
  it('is stored, served back and mailed with the drawing as an inline PNG', async () => {
    const { api, smtp } = await setUp();
    const saved = await postJson(`${api.url}/api/v1/plan/save`, planRequest({ sketch: SKETCH }), {
      'Idempotency-Key': newKey(),
    });
    expect(saved.status).toBe(201);
    const { identifier } = (await saved.json()) as { identifier: string };
    const served = (await (await getPlan(api.url, identifier)).json()) as {
      data: { sketch?: unknown };
    };
    expect(served.data.sketch).toEqual(SKETCH);

    await waitUntil(async () => smtp.messages.length === 1, 'the plan email');
    const mail = smtp.messages[0]!;
    expect(mail.html).toContain('src="cid:floor-plan@escape-plan"');
    const image = mail.attachments.find((part) => part.contentId === 'floor-plan@escape-plan');
    expect(image?.contentType).toBe('image/png');
    expect(image!.content.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    // The reminders calendar still goes with it.
    const calendar = mail.attachments.find((part) => part.contentType === 'text/calendar');
    expect(calendar?.content.toString('utf8')).toContain('BEGIN:VCALENDAR');
    // The findings join the checklist; the typed room name is text, never markup.
    expect(mail.text).toContain('Aroha <b>room</b> has only one way outside');
    expect(mail.html).toContain('Aroha &lt;b&gt;room&lt;/b&gt; has only one way outside');
  });

  it('refuses a malformed sketch with a clear error and stores nothing', async () => {
    const { api } = await setUp();
    const bad = { ...SKETCH, rooms: [{ ...SKETCH.rooms[0]!, x: 99 }] };
    const answer = await postJson(`${api.url}/api/v1/plan/save`, planRequest({ sketch: bad }), {
      'Idempotency-Key': newKey(),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toMatch(
      /^sketch\.rooms\.0\.x: x is off the grid/,
    );
    expect((await api.store.stats()).plans).toBe(0);
  });

  it('leaves a plan without a sketch as it was', async () => {
    const { api, smtp } = await setUp();
    const saved = await postJson(`${api.url}/api/v1/plan/save`, planRequest(), {
      'Idempotency-Key': newKey(),
    });
    const { identifier } = (await saved.json()) as { identifier: string };
    const served = (await (await getPlan(api.url, identifier)).json()) as {
      data: object;
    };
    expect(Object.keys(served.data).sort()).toEqual(['answers', 'language']);
    await waitUntil(async () => smtp.messages.length === 1, 'the plan email');
    // Only the reminders calendar: no inline drawing.
    expect(smtp.messages[0]!.attachments.map((part) => part.contentType)).toEqual([
      'text/calendar',
    ]);
    expect(smtp.messages[0]!.html).not.toContain('cid:');
  });

  it('draws the email’s PNG off the event loop: the server answers others meanwhile', async () => {
    const record: MailRecord = {
      id: 'mail-sketch',
      idempotencyKey: 'plan:sketch',
      requestHash: 'hash',
      language: 'mi',
      to: 'aroha@example.nz',
      kind: 'plan',
      payload: {
        identifier: 'A'.repeat(22),
        name: 'Aroha',
        answers: HOUSE_ANSWERS,
        sketch: SKETCH,
      },
      status: 'sending',
      attempts: 1,
      nextAttemptAt: null,
      leaseUntil: null,
      leaseOwner: null,
      sentAt: null,
      createdAt: Date.UTC(2026, 10, 23),
      lastError: null,
    };
    const order: string[] = [];
    setImmediate(() => order.push('next turn of the event loop'));
    const mail = await renderMailRecord(record, 'https://escape.example.nz');
    order.push('drawing done');
    // Drawn in one go on the event loop, the drawing was done before the loop turned.
    expect(order).toEqual(['next turn of the event loop', 'drawing done']);
    const image = mail.attachments?.find((file) => file.filename === 'floor-plan.png');
    expect(image).toMatchObject({ contentType: 'image/png', cid: 'floor-plan@escape-plan' });
    expect(Buffer.from(image!.content).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
