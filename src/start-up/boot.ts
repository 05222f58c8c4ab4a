// The only script a prerendered page runs before the app's code: it keeps Chromium's install
// offer (which may come as soon as the document is parsed, long before the app has loaded) and,
// once the parsed page has had a frame drawn, asks for the app's code, which then hydrates it.
// Until then the network carries the page, its style sheets and the images of its first screen.
// Waiting for every image (the load event) would leave a tap on a slow phone unanswered for
// seconds; asking at once would put the code ahead of the page's own paint. The prerender
// (scripts/lib/prerender-plugin.ts) lists the code in `data-modules`, entry last.
import { captureInstallEvent } from '../features/pwa/install-event';
import { keepEarlyTaps } from './early-taps';
import { yieldToBrowser } from '../lib/yield-to-browser';

let loading = false;

/** Elements added in one task: each addition costs a few milliseconds on a cheap phone. */
const ADDED_PER_TASK = 4;

async function loadApp(): Promise<void> {
  if (loading) return;
  loading = true;
  const boot = document.querySelector<HTMLScriptElement>('script[data-modules]');
  const modules = JSON.parse(boot?.dataset.modules ?? '[]') as string[];
  for (const [index, href] of modules.entries()) {
    if (index > 0 && index % ADDED_PER_TASK === 0) await yieldToBrowser();
    const entry = index === modules.length - 1;
    const element = document.createElement(entry ? 'script' : 'link');
    if (element instanceof HTMLScriptElement) {
      element.type = 'module';
      element.src = href;
    } else {
      element.rel = 'modulepreload';
      element.href = href;
    }
    element.crossOrigin = '';
    document.head.append(element);
  }
}

captureInstallEvent();
keepEarlyTaps();
// A module script runs once the document is parsed: the next frame draws the page, then the code.
// A tab opened in the background draws no frame: the timer loads it all the same.
requestAnimationFrame(() => setTimeout(() => void loadApp(), 0));
setTimeout(() => void loadApp(), 1000);
