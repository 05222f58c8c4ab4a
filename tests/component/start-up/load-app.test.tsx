// The boot script's loading of the app's code (src/start-up/load-app.ts): nothing of it, not even
// the modules' fetching and compiling, starts while a finger is on the glass. Each module is
// compiled in a task of its own as it arrives, and a tap at the first paint (as a person taps
// the first answer offline) waited between those tasks (issue 54).
import { afterEach, expect, test } from 'vitest';
import { loadApp, watchTouch, type TouchWatch } from '../../../src/start-up/load-app';

const made: string[] = [];
let touch: TouchWatch | undefined;

afterEach(() => {
  touch?.stop();
  document.getElementById('boot-under-test')?.remove();
  // What loadApp added: the modules' links and the entry's script, all of blob: addresses.
  for (const added of document.querySelectorAll('link[href^="blob:"], script[src^="blob:"]'))
    added.remove();
  for (const url of made.splice(0)) URL.revokeObjectURL(url);
});

/** A module the test can load: sets a flag on window when it runs. */
function module(name: string): string {
  const url = URL.createObjectURL(
    new Blob([`window.__ran = [...(window.__ran ?? []), ${JSON.stringify(name)}];`], {
      type: 'text/javascript',
    }),
  );
  made.push(url);
  return url;
}

/** A stand-in for the boot script's element: its modules (entry last), none to run first. */
function bootElement(count: number): { boot: HTMLScriptElement; modules: string[] } {
  const modules = Array.from({ length: count }, (_, index) => module(`m${index}`));
  const boot = document.createElement('script');
  boot.type = 'text/plain';
  boot.id = 'boot-under-test';
  boot.dataset.modules = JSON.stringify(modules);
  boot.dataset.runFirst = '[]';
  document.body.append(boot);
  return { boot, modules };
}

const preloaded = (modules: string[]) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].filter((link) =>
    modules.includes(link.getAttribute('href') ?? ''),
  ).length;
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const ran = () => (window as unknown as { __ran?: string[] }).__ran ?? [];

test('with no finger down, every module is fetched and the entry runs', async () => {
  touch = watchTouch();
  const { boot, modules } = bootElement(6);
  await loadApp(touch, boot);
  expect(preloaded(modules)).toBe(5);
  await expect.poll(ran).toContain('m5');
});

/** A finger goes down, then the code is asked for: two frames later, no module has been. */
async function loadingUnderFinger(count: number) {
  touch = watchTouch();
  const { boot, modules } = bootElement(count);
  document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  const loading = loadApp(touch, boot);
  await nextFrames();
  await nextFrames();
  expect(preloaded(modules)).toBe(0);
  return { loading, modules };
}

test('a finger down holds every module back until its tap has been answered on screen', async () => {
  const { loading, modules } = await loadingUnderFinger(6);

  // The finger lifts and the tap's click is drawn: the modules follow, then the entry.
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await loading;
  expect(preloaded(modules)).toBe(5);
});

test('a touch that becomes a scroll lets the modules come at once', async () => {
  const { loading, modules } = await loadingUnderFinger(3);
  document.body.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true }));
  await loading;
  expect(preloaded(modules)).toBe(2);
});
