// The app draws the page a visitor arrives on at once and loads its animations after that first
// screen (src/lib/after-first-screen.ts); pages opened from there on animate. Tests of animations
// wait for that code before they navigate, as a visitor who reads the first page would.
import type { Page } from '@playwright/test';

export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/motion-parts-[\w-]+\.js$/.test(entry.name)),
  );
  // The chunk is evaluated right after it arrives; one frame later the app has it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}
