// Reads the precache manifest that vite-plugin-pwa injected into the built service worker.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface PrecacheEntry {
  url: string;
  bytes: number;
}

export function readPrecacheManifest(distDir: string): PrecacheEntry[] {
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"|url:"([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
  return [...new Set(urls)].map((url) => ({
    url,
    bytes: statSync(path.join(distDir, url)).size,
  }));
}

export function precacheBytes(entries: PrecacheEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.bytes, 0);
}
