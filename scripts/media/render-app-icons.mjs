/* global URL */
// Renders the install icons (public/icons/app-*.png, named in vite.config.ts) from the agency mark
// in public/icons/favicon.svg with Debian's Chromium. Run: node scripts/media/render-app-icons.mjs
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const icons = new URL('../../public/icons/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', icons), 'utf8');
const dataUrl = `data:image/svg+xml,${encodeURIComponent(mark)}`;

// 'any': the round mark on a transparent square. 'maskable': the mark inside the 80 % safe zone
// on the brand red, since launchers may crop to any shape.
const VARIANTS = [
  { file: 'app-192.png', size: 192, maskable: false },
  { file: 'app-512.png', size: 512, maskable: false },
  { file: 'app-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const { file, size, maskable } of VARIANTS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = maskable ? Math.round(size * 0.7) : size;
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;height:${size}px;background:${maskable ? '#c8102e' : 'transparent'}"><img src="${dataUrl}" width="${inner}" height="${inner}"></body>`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  await page.screenshot({ path: new URL(file, icons).pathname, omitBackground: !maskable });
  await page.close();
}
await browser.close();
