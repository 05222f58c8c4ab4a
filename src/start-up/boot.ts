// The only script a prerendered page runs before the app's code: it keeps Chromium's install
// offer (which may come as soon as the document is parsed, long before the app has loaded) and,
// once the parsed page's first paint is on screen, asks for the app's code, which then hydrates it.
// Until then the network carries the page, its style sheets and the images of its first screen.
// Waiting for every image (the load event) would leave a tap on a slow phone unanswered for
// seconds; asking at once would put the code ahead of the page's own paint. The prerender
// (scripts/lib/prerender-plugin.ts) lists the code in `data-modules`, entry last.
import { captureInstallEvent } from '../features/pwa/install-event';
import { keepEarlyTaps } from './early-taps';
import { afterFirstPaint } from './first-paint';
import { loadApp, watchTouch } from './load-app';

captureInstallEvent();
keepEarlyTaps();
// A module script runs once the document is parsed: the page is painted first, then the code
// (load-app.ts). A tab opened in the background paints nothing: the timer loads it all the same.
const touch = watchTouch();
let loading = false;
const start = () => {
  if (loading) return;
  loading = true;
  void loadApp(touch);
};
afterFirstPaint(start);
setTimeout(start, 1000);
