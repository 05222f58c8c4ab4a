// A prerendered page can be tapped before its code has arrived (seconds, on a cheap phone). Those
// taps are kept and made once the app is ready, so the person's choice is not lost. The app's
// code is held back here until the test lets it through, as a slow network would.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import enPlan from '../../locales/en/plan.json' with { type: 'json' };
import miCampaign from '../../locales/mi/campaign.json' with { type: 'json' };

/** The app's entry module (the last one the boot script asks for). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** A module of the app the boot script asks for ahead of the entry (React's JSX runtime). */
const HELD = /\/assets\/jsx-runtime-[\w-]+\.js$/;

/**
 * Opens `path` in a new page with the requests matching `held` held back, as a slow network would;
 * resolves once the page has asked for one of them, with the function that lets them through.
 */
async function openHolding(context: BrowserContext, path: string, held: RegExp) {
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  const asked = page.waitForRequest(held);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await asked;
  return { page, release };
}

/** Opens `path` with the app's code held back; resolves once the boot script has asked for it. */
const openWithCodeHeld = (context: BrowserContext, path: string) =>
  openHolding(context, path, ENTRY);

/** A tap where a person's finger lands, whatever the element's state. */
async function tap(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const appReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app-ready', '');

/**
 * Watches, in every frame the page draws, whether the control `selector` shows as checked; once
 * it has, a frame without it is noted (the choice seen to vanish, even for a moment).
 */
function watchFrames(selector: string) {
  const seen = { checked: false, lostAt: [] as number[], frames: 0 };
  (window as unknown as { __seen: typeof seen }).__seen = seen;
  const frame = () => {
    const checked = document.querySelector<HTMLInputElement>(selector)?.checked === true;
    if (checked) seen.checked = true;
    else if (seen.checked) seen.lostAt.push(Math.round(performance.now()));
    seen.frames++;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** What watchFrames saw, once two more frames have been drawn. */
async function framesSeen(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(
    () => (window as unknown as { __seen: { checked: boolean; lostAt: number[] } }).__seen,
  );
}

test("a choice tapped before the app has woken shows at once, and is the app's once it has", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addInitScript(watchFrames, 'input[type="radio"][value="no"]');
  const { page, release } = await openWithCodeHeld(context, '/question/smoke-alarms-right-places');
  const options = enPlan.questions['smoke-alarms-right-places'].options;
  const yes = page.getByRole('radio', { name: options.yes, exact: true });
  const no = page.getByRole('radio', { name: options.no, exact: true });

  // Tapped twice over: first "Yes", then the person changes their mind to "No". Raw taps on the
  // options' words, where a thumb lands (Playwright's own click would wait for the app).
  await tap(page, page.getByText(options.yes, { exact: true }));
  await tap(page, page.getByText(options.no, { exact: true }));
  // Shown as chosen at once, before the app has woken (the browser checks a radio by itself).
  await expect(no).toBeChecked();
  await expect(yes).not.toBeChecked();
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');

  // The app wakes on a slow phone: a frame drawn between its steps is more likely, as there.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  release();
  await appReady(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(no).toBeChecked();
  await expect(yes).not.toBeChecked();
  await expect(page.locator('[data-tap-held]')).toHaveCount(0);
  // Never drawn unchosen in between: not when the app woke, nor when the stored answers came back.
  expect(await framesSeen(page)).toMatchObject({ checked: true, lostAt: [] });
  // The choice is the app's: Continue takes it to the next question.
  await page.getByRole('button', { name: enPlan.continue, exact: true }).click();
  await expect(page).not.toHaveURL(/smoke-alarms-right-places/);
  await context.close();
});

test('a button tapped twice before the app has woken is pressed once, in Māori', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const { page, release } = await openWithCodeHeld(context, '/mi/sorted');
  const panel = page.getByRole('button', { name: miCampaign.buying.photoelectric.title });
  await expect(panel).toHaveAttribute('aria-expanded', 'false');
  // "Did it hear me?": a second tap on the same button is the same wish, not "close it again".
  await panel.click();
  await panel.click();
  await expect(panel).toHaveAttribute('aria-expanded', 'false');

  release();
  await appReady(page);
  await expect(panel).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(miCampaign.buying.photoelectric.body)).toBeVisible();
  // Awake, the button works as ever.
  await panel.click();
  await expect(panel).toHaveAttribute('aria-expanded', 'false');
  await context.close();
});

test("the app's code does not start under a finger: it waits for the tap to be answered", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', hasTouch: true });
  // One of the app's modules (React's, which the boot script does not need) held back until the
  // finger is down.
  const { page, release } = await openHolding(context, '/question/smoke-alarms-right-places', HELD);
  const entryAsked: string[] = [];
  page.on('request', (request) => {
    if (ENTRY.test(request.url())) entryAsked.push(request.url());
  });

  const options = enPlan.questions['smoke-alarms-right-places'].options;
  const box = (await page.getByText(options.yes, { exact: true }).boundingBox())!;
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await context.newCDPSession(page);
  const finger = [{ x: at.x, y: at.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger });

  // Every other module arrives while the finger is down: the app's code still waits.
  release();
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    return links.length > 0 && links.every((link) => loaded.has(link.href));
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(entryAsked).toEqual([]);

  // The finger lifts: the choice shows, then the app's code runs and makes it its own.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const yes = page.getByRole('radio', { name: options.yes, exact: true });
  await expect(yes).toBeChecked();
  await appReady(page);
  expect(entryAsked).toHaveLength(1);
  await expect(yes).toBeChecked();
  await context.close();
});

test("the app's code is asked for only once the page's first paint is on screen", async ({
  page,
}) => {
  // Asked for earlier, the code's requests ran ahead of the page's largest paint (Lighthouse
  // counted them in its time: 1.24× the page's floor once, 1.37× another time).
  for (const path of ['/quiz/begin', '/mi/', '/question/smoke-alarms-right-places']) {
    await page.goto(path);
    await appReady(page);
    const { painted, firstAsked, asked } = await page.evaluate(async () => {
      const boot = document.querySelector<HTMLScriptElement>('script[data-modules]')!;
      // The boot script's own imports (the install offer's keeper) come with it, before the paint.
      const bootSource = await (await fetch(boot.src)).text();
      const bootImports = [...bootSource.matchAll(/from\s*["']([^"']+)["']/g)].map(
        (found) => new URL(found[1]!, boot.src).href,
      );
      const code = new Set(
        (JSON.parse(boot.dataset.modules ?? '[]') as string[])
          .map((href) => new URL(href, location.href).href)
          .filter((href) => !bootImports.includes(href)),
      );
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => code.has(entry.name));
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        firstAsked: Math.min(...requests.map((entry) => entry.startTime)),
        asked: requests.length,
      };
    });
    expect(asked, path).toBeGreaterThan(0);
    expect(firstAsked, path).toBeGreaterThanOrEqual(painted);
  }
});
