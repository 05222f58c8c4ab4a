// The built precache manifest: both languages' text, every image and icon, the smallest video
// and not the larger ones. Prints the precache size.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { SMALLEST_VIDEO_WIDTH } from '../../vite.config';
import { precacheBytes, readPrecacheManifest } from '../../scripts/lib/precache-manifest';
import { readBuildManifest } from '../../server/http/page-shell';
import { prerenderTargets } from '../../src/prerender/targets';

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

function filesUnder(folder: string): string[] {
  const root = path.join(distDir, folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(root, file)).isFile())
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`);
}

test('the precache holds the app shell, both languages and their prerendered pages, all images and only the smallest video', () => {
  const manifest = readPrecacheManifest(distDir);
  const urls = manifest.map((entry) => entry.url);
  expect(urls).toContain('index.html');
  expect(urls).toContain('manifest.webmanifest');
  expect(urls).toContain('manifest-mi.webmanifest');
  // What a first screen shows, named outright: the home poster, the smoke-alarm image.
  for (const file of ['video/home-poster.jpg', 'video/home-poster.webp', 'icons/smoke-alarm.svg']) {
    expect(urls, file).toContain(file);
  }

  // Each language's text is one bundle (src/lib/locale-bundles): both must be precached.
  const build = readBuildManifest(distDir);
  for (const language of ['en', 'mi']) {
    const bundle = build?.[`src/lib/locale-bundles/${language}.ts`]?.file;
    expect(bundle, `${language} text bundle in the build`).toBeTruthy();
    expect(urls, `${language} text bundle precached`).toContain(bundle);
  }

  // Every prerendered page of both languages (src/prerender/targets.ts), so each opens offline
  // drawn before any script runs.
  const pages = prerenderTargets().map((target) => target.file);
  expect(pages.some((file) => file.startsWith('pages/mi/'))).toBe(true);
  expect(pages.filter((file) => !urls.includes(file))).toEqual([]);

  const images = [...filesUnder('icons'), ...filesUnder('images')];
  expect(images.length).toBeGreaterThan(10);
  expect(images.filter((image) => !urls.includes(image))).toEqual([]);

  const videos = filesUnder('video').filter((file) => /\.(mp4|webm)$/.test(file));
  const precachedVideos = videos.filter((video) => urls.includes(video));
  expect(precachedVideos.length, 'the smallest home video').toBeGreaterThanOrEqual(1);
  const smallest = `home-${SMALLEST_VIDEO_WIDTH}.`;
  expect(precachedVideos.every((video) => video.includes(smallest))).toBe(true);
  expect(videos.filter((video) => !video.includes(smallest)).length).toBeGreaterThanOrEqual(2);

  const bytes = precacheBytes(manifest);
  console.log(`precache: ${urls.length} files, ${(bytes / 1024).toFixed(1)} kB`);
  expect(bytes).toBeLessThan(3 * 1024 * 1024);
});

test('the favicon is inside index.html, as Chromium fetches favicons past the service worker', () => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const href = /<link\s+rel="icon"\s+href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1];
  expect(href, 'an inline SVG favicon').toBeTruthy();
  const drawn = decodeURIComponent(href!).replace(/'/g, '"');
  const file = readFileSync(path.join(distDir, 'icons/favicon.svg'), 'utf8').trim();
  expect(drawn).toBe(file);
});
