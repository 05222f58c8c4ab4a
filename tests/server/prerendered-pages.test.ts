// The server sends each address its prerendered page (src/routes/page-files.ts): the page's
// own file, else its route's shell, else (no route) the not-found page with status 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fakeDist, listen, type TestServer } from './support';

const PAGES: Record<string, string> = {
  'pages/en/index.html': 'home en',
  'pages/mi/index.html': 'home mi',
  'pages/en/sorted/buying-guide.html': 'buying guide en',
  'pages/mi/question/smoke-alarms-right-places.html': 'question mi',
  'pages/en/question/_question/_sub.html': 'question shell en',
  'pages/en/print/_identifier.html': 'print shell en',
  'pages/en/404.html': 'not found en',
  'pages/mi/404.html': 'not found mi',
};

let server: TestServer;
beforeAll(async () => {
  const distDir = fakeDist();
  for (const [file, text] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), `<!doctype html><p>${text}</p>`);
  }
  server = await listen({ distDir });
});
afterAll(() => server.close());

describe('prerendered pages', () => {
  it.each([
    ['/', 200, 'home en'],
    ['/mi', 200, 'home mi'],
    ['/mi/', 200, 'home mi'],
    ['/sorted/buying-guide/', 200, 'buying guide en'],
    ['/mi/question/smoke-alarms-right-places', 200, 'question mi'],
    ['/question/no-such-question', 200, 'question shell en'],
    ['/print/abcdefghijklmnopqrstuv', 200, 'print shell en'],
    ['/no-such-page', 404, 'not found en'],
    ['/mi/no/such/page', 404, 'not found mi'],
  ])('GET %s answers %i with its prerendered page', async (address, status, text) => {
    const response = await fetch(`${server.url}${address}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(`<!doctype html><p>${text}</p>`);
  });

  it('falls back to the app shell for a route the build did not prerender', async () => {
    const response = await fetch(`${server.url}/sorted`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  it('never reads outside the pages folder', async () => {
    const response = await fetch(`${server.url}/question/..%2F..%2Findex`);
    expect(await response.text()).not.toContain('home en');
  });
});
