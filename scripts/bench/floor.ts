// A page's floor: the same page as a person sees it once it has settled, saved as static HTML with
// every script (and every hint for one) removed, and served by the same server from the build
// folder. Nothing can paint faster than it over the same network, so a page's LCP over its
// floor's LCP says how much the JavaScript still stands between the network and the first picture.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';

/** Where the floors are written inside the build folder, and the URL path they are served on. */
const FLOOR_FOLDER = 'bench-floor';

/** Lighthouse's mobile profile screen, so the saved page lays out as the measured one does. */
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
/** Long enough for the arrival animations to end (the longest lasts well under a second). */
const SETTLE_MS = 1_500;

/** The page's HTML as drawn, without anything that runs or fetches code. */
function withoutScripts(): string {
  const root = document.documentElement.cloneNode(true) as HTMLElement;
  const code = root.querySelectorAll(
    'script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="prefetch"]',
  );
  for (const element of code) element.remove();
  return `<!doctype html>\n${root.outerHTML}`;
}

function floorSlug(name: string): string {
  return name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
}

/**
 * Saves each page's floor under `${distDir}/bench-floor/` and returns the URL path of each,
 * keyed by page name.
 */
export async function saveFloors(
  baseUrl: string,
  distDir: string,
  pages: readonly { name: string; path: string }[],
): Promise<Map<string, string>> {
  const folder = path.join(distDir, FLOOR_FOLDER);
  mkdirSync(folder, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const floors = new Map<string, string>();
  try {
    for (const page of pages) {
      // A fresh context each time: nothing stored, no service worker, as Lighthouse loads it.
      const context = await browser.newContext({
        viewport: { width: MOBILE.width, height: MOBILE.height },
        deviceScaleFactor: MOBILE.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const tab = await context.newPage();
      await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
      await tab.locator('h1').first().waitFor();
      await tab.waitForTimeout(SETTLE_MS);
      const html = await tab.evaluate(withoutScripts);
      await context.close();
      const file = `${floorSlug(page.name)}.html`;
      writeFileSync(path.join(folder, file), html);
      floors.set(page.name, `/${FLOOR_FOLDER}/${file}`);
    }
  } finally {
    await browser.close();
  }
  return floors;
}
