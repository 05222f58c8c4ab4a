// What a hostile client tried in the API probe of session 6 (docs/decisions/, "API probe
// (session 6)"), against the real app: each of these failed before its fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, planRequest } from './fixtures';
import { postJson, startApiServer, type ApiServer } from './harness';
import { waitUntil, getPlan } from './support';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ worker: false });
});
afterAll(() => api.close());

function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

describe('requests refused by the static files before any route', () => {
  it.each([
    ['/%E0%A4%A', 400], // not UTF-8 once decoded
    ['/..%2f..%2fetc%2fpasswd', 403], // outside the app's folder
    ['/print/%00', 400], // a NUL in the path
  ])('%s answers %i with the security headers, logged with that status', async (path, status) => {
    const response = await fetch(`${api.url}${path}`);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    expect(await response.text()).not.toContain('at '); // no stack
    await waitUntil(
      () => api.logs.some((line) => line.msg === 'request' && line.fields.status === status),
      `a request line with status ${status}`,
    );
  });

  it.each(['/api/v1/nothing%E0%A4%A', '/api/%00'])(
    '%s under /api answers JSON { error }, not cached, with the security headers',
    async (path) => {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(response);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    },
  );
});

describe('API paths have one spelling', () => {
  it('serves a plan only at its lower-case path, so every answer carrying one is no-store', async () => {
    const saved = await postJson(`${api.url}/api/v1/plan/save`, planRequest(), {
      'Idempotency-Key': newKey(),
    });
    const { identifier } = (await saved.json()) as { identifier: string };
    const plain = await getPlan(api.url, identifier);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-store');
    for (const prefix of ['/Api/v1/plan/', '/API/V1/PLAN/']) {
      const response = await fetch(`${api.url}${prefix}${identifier}`);
      expect(response.status, prefix).toBe(404);
      expect(await response.text(), prefix).not.toContain('answers');
    }
    const before = (await api.store.stats()).plans;
    const shouted = await postJson(`${api.url}/API/V1/PLAN/SAVE`, planRequest(), {
      'Idempotency-Key': newKey(),
    });
    expect(shouted.status).toBe(404);
    expect((await api.store.stats()).plans).toBe(before);
  });
});
