// A plan with a floor-plan sketch over real HTTP: stored and served back with the plan, refused
// with a clear error when malformed, and mailed as an inline PNG to a real SMTP server.
import { afterEach, describe, expect, it } from 'vitest';
import { newKey, planRequest } from './fixtures';
import { postJson, startApiServer, type ApiServer } from './harness';
import { startSmtp, type TestSmtp } from './smtp';
import { waitUntil } from './support';
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
    const served = (await (await fetch(`${api.url}/api/v1/plan/${identifier}`)).json()) as {
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
    const served = (await (await fetch(`${api.url}/api/v1/plan/${identifier}`)).json()) as {
      data: object;
    };
    expect(Object.keys(served.data).sort()).toEqual(['answers', 'language']);
    await waitUntil(async () => smtp.messages.length === 1, 'the plan email');
    expect(smtp.messages[0]!.attachments).toEqual([]);
    expect(smtp.messages[0]!.html).not.toContain('cid:');
  });
});
