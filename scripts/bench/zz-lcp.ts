import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';
import { startServer } from '../../tests/e2e/support/server-process';
const server = await startServer({ DIST_DIR: '/tmp/perf-after' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const p of process.argv.slice(2)) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  await context.addInitScript(() => {
    new PerformanceObserver((list) => { for (const e of list.getEntries() as any) console.log(`LCP ${Math.round(e.startTime)} size ${e.size} ${e.element?.tagName}.${e.element?.className} ${e.url ?? ''}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
    addEventListener('load', () => console.log(`load ${Math.round(performance.now())}`));
  });
  const page = await context.newPage();
  page.on('console', (m) => console.log(p, m.text()));
  await page.goto(server.url + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await context.close();
}
await browser.close(); await server.stop();
