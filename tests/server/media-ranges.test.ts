import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../../server/http/media-ranges';
import { fakeDist, listen, type TestServer } from './support';

const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

let server: TestServer;
beforeAll(async () => {
  const distDir = fakeDist();
  mkdirSync(path.join(distDir, 'video'));
  writeFileSync(path.join(distDir, 'video', 'home-640.mp4'), VIDEO);
  server = await listen({ distDir });
});
afterAll(() => server.close());

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=990-2000', { start: 990, end: 999 }],
    ['bytes=1000-', null],
    ['bytes=50-10', null],
    ['bytes=-0', null],
    ['bytes=-', null],
    ['items=0-1', null],
    ['bytes=0-1,5-6', null],
  ])('%s of a 1000-byte file → %o', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('range requests for media', () => {
  it('answers 206 with exactly the asked bytes', async () => {
    const response = await fetch(`${server.url}/video/home-640.mp4`, {
      headers: { Range: 'bytes=100-199' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(VIDEO.subarray(100, 200));
  });

  it('answers 416 for a range past the end', async () => {
    const response = await fetch(`${server.url}/video/home-640.mp4`, {
      headers: { Range: 'bytes=5000-' },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers the whole file without a Range header', async () => {
    const response = await fetch(`${server.url}/video/home-640.mp4`);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(1000);
  });

  it('never reads outside the build folder', async () => {
    const response = await fetch(`${server.url}/video/..%2f..%2fetc%2fpasswd.mp4`, {
      headers: { Range: 'bytes=0-10' },
    });
    expect(response.status).not.toBe(206);
  });
});
