import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { fakeDist, listen, SHELL_HTML, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await listen({
    healthChecks: [async () => ({ name: 'store', ok: true })],
    trustedProxyHops: 1, // behind a TLS-terminating load balancer
  });
});
afterAll(() => server.close());

describe('serving the app', () => {
  const POSTER_HINT =
    '<link rel="preload" as="image" href="/video/home-poster.jpg" fetchpriority="high">';
  it.each([
    ['/', 200, 'en', POSTER_HINT],
    ['/mi/', 200, 'mi', POSTER_HINT],
    ['/question/smoke-alarms-right-places', 200, 'en', ''],
    ['/mi/quiz/begin', 200, 'mi', ''],
    ['/print/abcdefghijklmnopqrstuv', 200, 'en', ''],
    ['/no-such-page', 404, 'en', ''],
    ['/mi/no-such-page', 404, 'mi', ''],
  ])(
    'GET %s answers the app shell with %i, in language %s',
    async (path, status, language, hint) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // No build manifest in this dist, so no code to hint: the language, and home's poster.
      expect(await response.text()).toBe(
        SHELL_HTML.replace('lang="en"', `lang="${language}"`).replace('</head>', `${hint}</head>`),
      );
    },
  );

  it('answers a missing file with a plain 404, not the shell', async () => {
    const response = await fetch(`${server.url}/assets/missing.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toBe(SHELL_HTML);
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await fetch(`${server.url}/api/v1/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('sends the security headers on every answer', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when the proxy says the request came over TLS', async () => {
    const response = await fetch(`${server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});

describe('GET /api/health', () => {
  // Anyone may ask whether the service is up; only operators see why not.
  const TOKEN = 'operator-token-for-the-health-test-0123456789';
  const failingMail = async () => ({
    name: 'mail',
    ok: false,
    detail: 'smtp: ESOCKET',
    critical: false,
  });
  const brokenStore = async () => {
    throw new Error('store unreachable');
  };
  const withChecks = (checks: Parameters<typeof listen>[0]) =>
    listen({ ...checks, healthToken: TOKEN });
  const get = (url: string, authorization?: string) =>
    fetch(`${url}/api/health`, authorization ? { headers: { Authorization: authorization } } : {});
  const wrongTokens = [
    `Bearer ${TOKEN.slice(0, -1)}x`, // same length, last character wrong
    `Bearer ${TOKEN}x`,
    `Bearer ${TOKEN.slice(0, 10)}`,
    `Basic ${TOKEN}`,
    TOKEN,
    'Bearer ',
  ];

  it('tells an anonymous caller only ok, with no other key', async () => {
    const response = await get(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it.each([
    ['a non-critical check fails', [async () => ({ name: 'store', ok: true }), failingMail], 200],
    ['a critical check throws', [async () => ({ name: 'store', ok: true }), brokenStore], 503],
  ] as const)(
    'when %s: anonymous and wrong tokens get only degraded with %i; the token gets the checks',
    async (_, checks, status) => {
      const api = await withChecks({ healthChecks: [...checks] });
      try {
        for (const authorization of [undefined, ...wrongTokens]) {
          const response = await get(api.url, authorization);
          expect(response.status, authorization).toBe(status);
          expect(await response.json(), authorization).toEqual({ status: 'degraded' });
        }
        const operator = await get(api.url, `Bearer ${TOKEN}`);
        expect(operator.status).toBe(status);
        expect(operator.headers.get('vary')).toContain('Authorization');
        const body = (await operator.json()) as { status: string; checks: unknown[] };
        expect(body.status).toBe('degraded');
        expect(body.checks).toHaveLength(2);
        expect(body.checks[0]).toEqual({ name: 'store', ok: true });
        expect(body.checks[1]).toEqual(
          status === 200
            ? { name: 'mail', ok: false, detail: 'smtp: ESOCKET', critical: false }
            : { name: 'unknown', ok: false, detail: 'Error' },
        );
      } finally {
        await api.close();
      }
    },
  );

  it('shows nobody the details when no token is configured', async () => {
    const api = await listen({ healthChecks: [failingMail] });
    try {
      for (const authorization of [undefined, 'Bearer ', `Bearer ${TOKEN}`]) {
        expect(await (await get(api.url, authorization)).json()).toEqual({ status: 'degraded' });
      }
    } finally {
      await api.close();
    }
  });
});

describe('precompressed assets', () => {
  let withAssets: TestServer;
  const script = 'export const answer = 42;\n'.repeat(200);
  // Marked, so the test tells the build's copy from Brotli made on the fly.
  const precompressed = `${script}// from the .br file\n`;
  beforeAll(async () => {
    const distDir = fakeDist();
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'app-1.js'), script);
    writeFileSync(path.join(distDir, 'assets', 'app-1.js.br'), brotliCompressSync(precompressed));
    withAssets = await listen({ distDir });
  });
  afterAll(() => withAssets.close());

  it('sends the build-time Brotli copy to a browser that accepts Brotli', async () => {
    const response = await fetch(`${withAssets.url}/assets/app-1.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(await response.text()).toBe(precompressed); // fetch decodes it
  });

  it('sends the file itself, or gzip made on the fly, to one that does not', async () => {
    const response = await fetch(`${withAssets.url}/assets/app-1.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(script);
  });
});
