// API v1 compatibility (point 11): every body an earlier release could have queued on a
// device is accepted by the real app, and a plan is served back as stored (brought in line with
// today's "Just me" rule where an old release allowed more).
import { getPlan } from './support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUED_REQUESTS } from './fixtures/api-v1-history';
import { newKey } from './fixtures';
import { postJson, startApiServer, type ApiServer } from './harness';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ worker: false });
});
afterAll(() => api.close());

describe('bodies queued by earlier releases', () => {
  it.each(QUEUED_REQUESTS.map((request) => [request.commit, request.what, request] as const))(
    '%s: %s is accepted',
    async (_commit, _what, { path, body, storedAnswers, storedRoutes }) => {
      const response = await postJson(`${api.url}${path}`, body, { 'Idempotency-Key': newKey() });
      const answer = (await response.json()) as Record<string, unknown>;
      if (path === '/api/v1/quiz/email') {
        expect([response.status, answer]).toEqual([200, { success: true }]);
        return;
      }
      expect(response.status, JSON.stringify(answer)).toBe(201);
      // A body from before owner keys carries no keys: the server made them and answered them.
      const served = await getPlan(api.url, answer.identifier as string, answer.readKey as string);
      const { data } = (await served.json()) as { data: Record<string, unknown> };
      expect(data.answers).toEqual(storedAnswers ?? body.answers);
      expect(data.details).toEqual(body.details);
      const sketch = body.sketch as Record<string, unknown> | undefined;
      // A drawing is kept whole; only a way out an earlier rule allowed is brought in line.
      expect(data.sketch).toEqual(sketch && { ...sketch, routes: storedRoutes ?? sketch.routes });
    },
  );

  it('queued one message per body', async () => {
    const { mail } = await api.store.stats();
    expect(mail.pending).toBe(QUEUED_REQUESTS.length);
  });
});

describe("new input keeps today's rules", () => {
  it.each([
    ['a value that is no option', ['just-me', 'goldfish']],
    ['a duplicate', ['just-me', 'just-me']],
    ['nothing', []],
  ])('refuses living-situation with %s (400, nothing stored)', async (_case, values) => {
    const before = await api.store.stats();
    const body = { ...QUEUED_REQUESTS[0]!.body };
    body.answers = { ...(body.answers as object), 'living-situation': values };
    const response = await postJson(`${api.url}/api/v1/plan/save`, body, {
      'Idempotency-Key': newKey(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('living-situation') });
    expect((await api.store.stats()).plans).toBe(before.plans);
  });
});
