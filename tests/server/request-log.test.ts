// Request logs: structured, and without plan identifiers, query strings or anything typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedPath } from '../../server/http/request-log';
import { newKey, planRequest } from './fixtures';
import { postJson, startApiServer, type ApiServer } from './harness';
import { waitUntil, getPlan } from './support';

describe('loggedPath', () => {
  it.each([
    ['/api/v1/plan/AbCdEfGhIjKlMnOpQrStUv', '/api/v1/plan/{identifier}'],
    ['/api/v1/plan/save', '/api/v1/plan/save'],
    ['/print/AbCdEfGhIjKlMnOpQrStUv', '/print/{identifier}'],
    ['/mi/print/AbCdEfGhIjKlMnOpQrStUv', '/mi/print/{identifier}'],
    // Other spellings that reach the same answer or page (API probe, session 6).
    ['/api/v1/plan/AbCdEfGhIjKlMnOpQrStUv/', '/api/v1/plan/{identifier}'],
    ['/Api/v1/plan/AbCdEfGhIjKlMnOpQrStUv', '/Api/v1/plan/{identifier}'],
    ['/print/AbCdEfGhIjKlMnOpQrStUv/', '/print/{identifier}'],
    ['/mi/print/AbCdEfGhIjKlMnOpQrStUv/', '/mi/print/{identifier}'],
    ['/PRINT/AbCdEfGhIjKlMnOpQrStUv', '/PRINT/{identifier}'],
    ['/print/AbCdEfGhIjKlMnOpQrStUv/extra', '/print/{identifier}'],
    ['/api/v1/plan/save/', '/api/v1/plan/save/'],
    ['/my-plan/AbCdEfGhIjKlMnOpQrStUv', '/my-plan/{identifier}'],
    ['/mi/my-plan/AbCdEfGhIjKlMnOpQrStUv/', '/mi/my-plan/{identifier}'],
    ['/print', '/print'],
    ['/quiz/begin', '/quiz/begin'],
  ])('%s is logged as %s', (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
  });
});

describe('the request log of a save and a read', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer();
  });
  afterAll(() => api.close());

  it('has method, path, status and duration, and nothing typed or secret', async () => {
    const saved = await postJson(`${api.url}/api/v1/plan/save?utm=x`, planRequest(), {
      'Idempotency-Key': newKey(),
    });
    const { identifier } = (await saved.json()) as { identifier: string };
    await getPlan(api.url, identifier);
    await waitUntil(
      () => api.logs.filter((line) => line.msg === 'request').length === 2,
      'two request lines',
    );
    const requests = api.logs.filter((line) => line.msg === 'request');
    expect(requests.map((line) => line.fields)).toEqual([
      { method: 'POST', path: '/api/v1/plan/save', status: 201, ms: expect.any(Number) },
      { method: 'GET', path: '/api/v1/plan/{identifier}', status: 200, ms: expect.any(Number) },
    ]);
    const all = JSON.stringify(api.logs);
    for (const secret of [identifier, 'aroha@example.nz', 'Aroha', 'pōhutukawa', 'utm']) {
      expect(all).not.toContain(secret);
    }
  });
});
