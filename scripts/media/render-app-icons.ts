// Renders the web app manifest's PNG icons from SVG with Debian's Chromium (no image tools or
// downloads needed). Run: npx tsx scripts/media/render-app-icons.ts — the PNGs are committed.
import { chromium } from '@playwright/test';
import path from 'node:path';

const FLAME = 'M18 6c2 5 8 8 8 15a8 8 0 0 1-16 0c0-4 2-6 4-8 0 3 1 5 3 6-1-5 0-9 1-13Z';

/** Any-purpose icon: the flame on a red rounded square. Maskable: full bleed, flame in the safe zone. */
function iconSvg(size: number, maskable: boolean): string {
  const scale = maskable ? 0.6 : 0.8;
  const offset = (size - size * scale) / 2;
  const background = maskable
    ? `<rect width="${size}" height="${size}" fill="#c8102e"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.2}" fill="#c8102e"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}<g transform="translate(${offset} ${offset}) scale(${(size * scale) / 36})"><path d="${FLAME}" fill="#fff"/></g></svg>`;
}

const ICONS = [
  { file: 'app-192.png', size: 192, maskable: false },
  { file: 'app-512.png', size: 512, maskable: false },
  { file: 'app-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const icon of ICONS) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${iconSvg(icon.size, icon.maskable)}</body></html>`,
  );
  const target = path.resolve(import.meta.dirname, '../../public/icons', icon.file);
  await page.screenshot({ path: target, omitBackground: true });
  console.log(`wrote ${target}`);
}
await browser.close();
