// `npm run bench:interactions` (run `npx vite build` first: this script builds nothing): starts
// the real server as the e2e tests do, opens Debian's Chromium as a phone (390×844, touch) with the
// CPU slowed 4×, and drives each task through the real screens in English and te reo Māori. It
// reads every interaction's latency from the Event Timing API (what INP is built on: the longest
// 'event' entry of each interactionId) and prints, per task and language, the slowest interaction
// (median of BENCH_RUNS runs, default 3), then which task is slowest. Writes JSON under
// bench/results/. A benchmark prints numbers; nothing here asserts a speed. BENCH_COMPARE and
// BENCH_TASKS: see below.
import { loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';
import { startServer } from '../../tests/e2e/support/server-process';
import { TASKS, type Language } from './interaction-tasks';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** Chromium's CPU throttling: a cheap phone at about a quarter of this machine's speed. */
const CPU_SLOWDOWN = 4;
/** The issue's aim at 4×: half of Web Vitals' "good" INP. */
const GOAL_MS = 100;
const LANGUAGES: readonly Language[] = ['en', 'mi'];
/**
 * BENCH_COMPARE="before=/tmp/dist-a,after=dist" serves each build by its own server and measures
 * them alternately in the same runs, so a change is judged under the same load.
 */
const VARIANTS = (process.env.BENCH_COMPARE ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [name, dir] = pair.split('=');
    return { name: `${name} `, dir: path.resolve(dir!) };
  });
/** Only the tasks whose names start with one of these (comma-separated), to profile one quickly. */
/** BENCH_DETAIL=1 lists every interaction over the goal, to see which taps to profile. */
const DETAIL = process.env.BENCH_DETAIL === '1';
const ONLY = process.env.BENCH_TASKS?.split(',').map((name) => name.trim());

/** The tasks not driven yet: printed so the gap is visible. */
const NOT_MEASURED: readonly string[] = [];

interface Slowest {
  ms: number;
  /** Of ms: waiting to start, the handlers, and from their end to the next paint. */
  phases: { delay: number; handlers: number; paint: number };
  /** The event type of the slowest entry (pointerup, click, keydown…). */
  event: string;
  /** What it hit, to find it in a profile. */
  target: string;
}

declare global {
  interface Window {
    __interactions?: Map<number, Slowest>;
  }
}

/** Installed once the page has settled: keeps the longest entry of each interaction. */
function observeInteractions() {
  const interactions = new Map<number, Slowest>();
  window.__interactions = interactions;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return '';
    const label = node.getAttribute('aria-label') ?? node.textContent ?? '';
    return `${node.tagName.toLowerCase()} ${label.trim().slice(0, 40)}`;
  };
  // What each input hit and on which page, noted when it happens: by the time its entry arrives
  // (after the next paint) a tapped button may have left the page with the screen it was on.
  const hits = new Map<number, string>();
  for (const type of ['pointerdown', 'click', 'keydown']) {
    addEventListener(
      type,
      (event) =>
        hits.set(
          Math.round(event.timeStamp),
          `${describe(event.target as Node)} at ${location.pathname}`,
        ),
      true,
    );
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const id = entry.interactionId;
      if (!id) continue;
      const known = interactions.get(id);
      if (!known || entry.duration > known.ms) {
        interactions.set(id, {
          ms: entry.duration,
          phases: {
            delay: Math.round(entry.processingStart - entry.startTime),
            handlers: Math.round(entry.processingEnd - entry.processingStart),
            paint: Math.round(entry.startTime + entry.duration - entry.processingEnd),
          },
          event: entry.name,
          target: hits.get(Math.round(entry.startTime)) ?? describe(entry.target),
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The service worker ready, no request in flight, and a few frames with nothing fading in. */
async function settle(page: Page) {
  // What the app does once the first screen is drawn (the service worker installs and precaches
  // the app, the animation code and the later words load: src/start-up/after-first-screen.ts)
  // is over before a person who is reading the first screen taps anything.
  await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.page-transition, .options li, .carousel__step')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
  await frames(page, 5);
}

function frames(page: Page, count: number) {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(n);
      }),
    count,
  );
}

async function measureTask(
  browser: Browser,
  baseURL: string,
  task: (typeof TASKS)[number],
  language: Language,
): Promise<Slowest & { count: number }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    // tsx names functions with a helper (__name) that functions sent to the page would miss.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const throttle = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // A task's preparation (not measured) runs at full speed; the page then settles slowed.
    if (!task.prepare) await throttle();
    await page.goto(task.start(language));
    if (task.prepare) {
      await settle(page);
      await task.prepare(page, language);
      await throttle();
    }
    await settle(page);
    await page.evaluate(observeInteractions);
    await task.run(page, language);
    // Event Timing entries are delivered after the next paint: let a few frames pass.
    await frames(page, 5);
    await page.waitForTimeout(200);
    const all = await page.evaluate(() => [...(window.__interactions?.values() ?? [])]);
    const slowest = all.reduce<Slowest>((worst, next) => (next.ms > worst.ms ? next : worst), {
      ms: 0,
      phases: { delay: 0, handlers: 0, paint: 0 },
      event: '',
      target: '',
    });
    if (DETAIL) {
      for (const slow of all.filter((entry) => entry.ms > GOAL_MS)) {
        const { delay, handlers, paint } = slow.phases;
        console.log(
          `    ${slow.ms} ms ${slow.event} on ${slow.target} (delay ${delay}, handlers ${handlers}, to paint ${paint})`,
        );
      }
    }
    return { ...slowest, count: all.length };
  } catch (error) {
    // Where the task stopped, to see why.
    const shot = path.join(RESULTS_DIR, 'failure.png');
    mkdirSync(RESULTS_DIR, { recursive: true });
    await context
      .pages()[0]
      ?.screenshot({ path: shot })
      .catch(() => undefined);
    console.error(
      `${task.name} (${language}) failed; the page as it was: ${path.relative(ROOT, shot)}`,
    );
    throw error;
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main() {
  const tasks = TASKS.filter((task) => !ONLY || ONLY.some((name) => task.name.startsWith(name)));
  if (tasks.length === 0) throw new Error(`No task starts with ${ONLY?.join(' or ')}`);
  console.log(`Interactions at ${CPU_SLOWDOWN}× CPU, phone viewport, ${RUNS} runs; load ${load()}`);
  const variants = VARIANTS.length ? VARIANTS : [{ name: '', dir: '' }];
  const servers = await Promise.all(
    variants.map(({ dir }) => startServer(dir ? { DIST_DIR: dir } : {})),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const samples = new Map<string, (Slowest & { count: number })[]>();
  try {
    // Runs outermost, so a burst of load on the machine spreads over every task.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const task of tasks) {
        for (const language of LANGUAGES) {
          for (const [index, variant] of variants.entries()) {
            const key = `${variant.name}${task.name} (${language})`;
            const result = await measureTask(browser, servers[index]!.url, task, language);
            samples.set(key, [...(samples.get(key) ?? []), result]);
            console.log(
              `  run ${run} ${key}: ${result.ms} ms (${result.event} on ${result.target}; ${result.count} interactions ≥16 ms)`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  const rows = [...samples].map(([key, runs]) => {
    const values = runs.map((run) => run.ms);
    return {
      task: key,
      medianMs: median(values),
      minMs: Math.min(...values),
      maxMs: Math.max(...values),
      runs,
    };
  });
  console.log(`\nSlowest interaction per task, median of ${RUNS} (range); goal ≤ ${GOAL_MS} ms`);
  for (const row of rows) {
    const flag = row.medianMs > GOAL_MS ? '  over' : '';
    console.log(
      `  ${row.task.padEnd(44)} ${String(row.medianMs).padStart(4)} ms (${row.minMs}–${row.maxMs})${flag}`,
    );
  }
  for (const name of NOT_MEASURED) console.log(`  ${name.padEnd(44)} not measured yet`);
  const worst = rows.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
  console.log(`\nSlowest task: ${worst.task}, ${worst.medianMs} ms. Load now ${load()}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(
    RESULTS_DIR,
    `interactions-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify(
      { cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, rows, notMeasured: NOT_MEASURED },
      null,
      2,
    ),
  );
  console.log(`Written to ${path.relative(ROOT, file)}`);
}

await main();
