// The app draws the page a visitor arrives on at once and loads its animations after that first
// screen (src/start-up/after-first-screen.ts); pages opened from there on animate. Tests of animations
// wait for that code before they navigate, as a visitor who reads the first page would.
import type { Page } from '@playwright/test';

export async function waitForAnimations(page: Page): Promise<void> {
  const handle = await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /\/assets\/motion-parts-[\w-]+\.js$/.test(name)),
  );
  const url = (await handle.jsonValue()) as string;
  // The chunk arriving is not the chunk running: it imports framer-motion's own chunk first. The
  // page shares one module map, so importing the same URL settles only once the app's copy (and
  // everything it imports) has been evaluated; a frame later the app's promise has resolved too.
  await page.evaluate(async (href) => {
    await import(/* @vite-ignore */ href);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }, url);
}
