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
  it('reports each check', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: [{ name: 'store', ok: true }],
    });
  });

  it('answers 503 when a check fails', async () => {
    const failing = await listen({
      healthChecks: [
        async () => ({ name: 'store', ok: true }),
        async () => {
          throw new Error('SMTP unreachable');
        },
      ],
    });
    try {
      const response = await fetch(`${failing.url}/api/health`);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { status: string; checks: { ok: boolean }[] };
      expect(body.status).toBe('degraded');
      expect(body.checks.map((check) => check.ok)).toEqual([true, false]);
    } finally {
      await failing.close();
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
