// Commands a component test asks of the browser around it (run in Node by Vitest's Playwright
// provider): what a page cannot set for itself, such as the media features it is shown with.
import type { BrowserCommand } from 'vitest/node';

interface MediaOptions {
  reducedMotion?: 'reduce' | 'no-preference' | null;
  media?: 'screen' | 'print' | null;
}

const emulateMedia: BrowserCommand<[MediaOptions]> = async (context, options) => {
  if (context.provider.name !== 'playwright') throw new Error('emulateMedia needs Playwright');
  await context.page.emulateMedia(options);
};

export const browserCommands = { emulateMedia };

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateMedia: (options: MediaOptions) => Promise<void>;
  }
}
