// `npm run bench:interactions` (run `npx vite build` first: today's app is measured as built): builds
// the previous release in the same run (bench/previous-release names it; scripts/bench/
// previous-release.ts), starts a real server for each as the e2e tests do, and opens Debian's
// Chromium as a phone (390×844, touch) whose CPU is slowed until Lighthouse's BenchmarkIndex
// scores a mid-tier phone (1000) and a low-tier one (264), as Chrome DevTools calibrates
// (scripts/bench/calibrate.ts). Each task is driven through the real screens in English and te
// reo Māori; every interaction's latency is read from the Event Timing API (what INP is built on:
// the longest 'event' entry of each interactionId). Also the offline cold start: the installed
// app opened with no connection, question 1 tapped as soon as it is drawn, and when the tap shows
// as chosen. Prints, per tier, task and language, today's slowest interaction beside the previous
// release's (median of BENCH_RUNS runs, default 3), and beside the tap floor: the same phone
// tapping question 1's answers on the page with none of its code, what any tap costs on this
// machine whatever the app does. Writes JSON under bench/results/. A benchmark
// prints numbers; nothing here asserts a speed. BENCH_TIERS, BENCH_TASKS, BENCH_PREVIOUS: below.
import { cpus, loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';
import { startServer } from '../../tests/e2e/support/server-process';
import {
  DOUBLE_TAP_MS,
  HOLD_MS,
  TASKS,
  local,
  type Language,
  type Task,
} from './interaction-tasks';
import { touchTap } from '../../tests/e2e/support/touch';
import { TIERS, calibrate, type Calibration, type Tier } from './calibrate';
import { buildPreviousRelease } from './previous-release';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** Each tap's goal on each phone: Web Vitals' "good" INP on a low-tier phone, half on a mid-tier. */
const GOAL_MS: Record<Tier, number> = { mid: 100, low: 200 };
/** The offline cold start's goal: the first tap shows as chosen within 1 s on a low-tier phone. */
const COLD_GOAL_MS = 1000;
const LANGUAGES: readonly Language[] = ['en', 'mi'];
/** BENCH_TIERS=low measures one phone only (default both). */
const TIER_LIST = (process.env.BENCH_TIERS ?? 'mid,low')
  .split(',')
  .map((tier) => tier.trim())
  .filter((tier): tier is Tier => tier in TIERS);
/** BENCH_PREVIOUS=none measures today's build alone. */
const WITH_PREVIOUS = process.env.BENCH_PREVIOUS !== 'none';
/** The offline cold start's name among the tasks (BENCH_TASKS selects it like the others). */
const COLD_START = 'offline cold start';
/**
 * The floor under every tap: question 1's answers tapped on its prerendered page with none of
 * the page's code (its HTML and style sheets only; the browser checks the radio itself). What this
 * machine's browser takes for a tap on this phone whatever the app does; a task's figure above it
 * is the app's. Selected by BENCH_TASKS like the others ("tap floor").
 */
const TAP_FLOOR = 'tap floor (question 1, no code)';
/** The floor's taps: about as many as a question task makes, so its slowest reads like theirs. */
const FLOOR_TAPS = 20;
/** BENCH_DETAIL=1 lists every interaction over the goal, to see which taps to profile. */
const DETAIL = process.env.BENCH_DETAIL === '1';
/** Only the tasks whose names start with one of these (comma-separated), to profile one quickly. */
const ONLY = process.env.BENCH_TASKS?.split(',').map((name) => name.trim());

interface Slowest {
  ms: number;
  /** Of ms: waiting to start, the handlers, and from their end to the next paint. */
  phases: { delay: number; handlers: number; paint: number };
  /** The event type of the slowest entry (pointerup, click, keydown…). */
  event: string;
  /** What it hit, to find it in a profile. */
  target: string;
}

/** The slowest tap that changed page: from the lift to the first frame drawn with the new page. */
interface PageChange {
  ms: number;
  to: string;
}

declare global {
  interface Window {
    __interactions?: Map<number, Slowest>;
    __pageChange?: PageChange;
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
  // A tap that changes page, timed until the new page is on screen: the interaction itself may end
  // sooner, at a frame that shows the tap was heard (lib/leave-after-paint). From the tap's lift
  // (or key) to the first task after the frame that follows the page's history entry: the page is
  // drawn in the same task as that entry, so that frame shows it.
  const change: PageChange = { ms: 0, to: '' };
  window.__pageChange = change;
  let liftedAt = 0;
  for (const type of ['pointerup', 'keydown']) {
    addEventListener(type, (event) => (liftedAt = event.timeStamp), true);
  }
  const pushState = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    pushState(...args);
    const from = liftedAt;
    const to = location.pathname;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const ms = Math.round(performance.now() - from);
        if (from > 0 && ms > change.ms) Object.assign(change, { ms, to });
      };
      channel.port2.postMessage(null);
    });
  };
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

/** The phone every task runs on: 390×844, touch, device scale 3 (its CPU is set per tier). */
function phoneContext(browser: Browser, baseURL: string) {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
}

/** The slowest of a page's interactions (none: a zero figure). */
function slowestOf(all: readonly Slowest[]): Slowest {
  return all.reduce<Slowest>((worst, next) => (next.ms > worst.ms ? next : worst), {
    ms: 0,
    phases: { delay: 0, handlers: 0, paint: 0 },
    event: '',
    target: '',
  });
}

async function measureTask(
  browser: Browser,
  baseURL: string,
  task: Task,
  language: Language,
  rate: number,
): Promise<Slowest & { count: number; typical: number; pageChange: PageChange }> {
  const context = await phoneContext(browser, baseURL);
  try {
    // tsx names functions with a helper (__name) that functions sent to the page would miss.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const throttle = () => cdp.send('Emulation.setCPUThrottlingRate', { rate });
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
    const pageChange = await page.evaluate(() => window.__pageChange ?? { ms: 0, to: '' });
    const slowest = slowestOf(all);
    if (DETAIL) {
      for (const slow of all.filter((entry) => entry.ms > 100)) {
        const { delay, handlers, paint } = slow.phases;
        console.log(
          `    ${slow.ms} ms ${slow.event} on ${slow.target} (delay ${delay}, handlers ${handlers}, to paint ${paint})`,
        );
      }
    }
    // The median tap as well: steadier than the slowest on a busy machine, to compare two builds.
    return {
      ...slowest,
      count: all.length,
      typical: median(all.map((entry) => entry.ms)),
      pageChange,
    };
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

/** A row's goal: the floor has none, the cold start's is the low-tier phone's, a tap's per tier. */
function goalOf(task: string, tier: Tier): number | null {
  if (task === TAP_FLOOR) return null;
  if (task === COLD_START) return tier === 'low' ? COLD_GOAL_MS : null;
  return GOAL_MS[tier];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** A minute's load under which the machine counts as quiet: three quarters of its cores. */
const QUIET_LOAD = cpus().length * 0.75;
/** The longest wait for it: a machine that never quiets is still measured, its load printed. */
const QUIET_WAIT_MS = 90_000;

/**
 * Waits for the work before (the builds) to die down: a phone calibrated on a busy machine is a
 * faster phone than asked once the load falls (the eighth session's mid tier: 1.81× at load 4.8).
 */
async function quietMachine(): Promise<void> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  while (loadavg()[0]! > QUIET_LOAD && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

interface ColdStart {
  /** From the navigation's start: the page's largest paint, the tap, the tap shown as chosen. */
  lcp: number;
  tapAt: number;
  chosenAt: number;
}

/** Question 1, where the cold start and the tap floor tap (English; /mi is prefixed). */
const QUESTION_ONE = '/question/smoke-alarms-right-places';
/** The first answer of question 1, the one the cold start taps. */
const FIRST_ANSWER = 'input[type="radio"][value="yes"]';

/** Notes the largest paint and the first touch, from the navigation's start. */
function observeColdStart(answer: string) {
  const cold = {
    lcp: 0,
    tapAt: 0,
    chosenAt: 0,
    /** When the frame after the tap's click was on screen (Event Timing), if that frame showed it. */
    clickShownAt: 0,
    longTasks: [] as string[],
    shown: [] as string[],
  };
  (window as unknown as { __cold: typeof cold }).__cold = cold;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) cold.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('pointerdown', (event) => (cold.tapAt ||= event.timeStamp), true);
  // Each frame the page draws, before it is drawn: is the answer checked in it? The first frame
  // of those that show it checked for good (a frame without it starts the count again). Read by
  // the page itself from its first frame, so the figure is when the screen showed it, not when a
  // script sent later got its turn on the busy main thread.
  // The time noted is the first task after that frame (a message posted in its animation-frame
  // callback is handled once it has been drawn), so the frame's own drawing counts.
  // That task can come late when the main thread has other work queued: the frame was on screen
  // before it. Where the run of checked frames began with the frame right after the tap's click,
  // the click's Event Timing entry says when that frame was presented (its start plus its
  // duration, which runs to the next paint after the click), and that is the figure.
  let run = 0;
  const afterPaint = new MessageChannel();
  afterPaint.port1.onmessage = (event: MessageEvent<number>) => {
    if (event.data === run) cold.chosenAt ||= performance.now();
  };
  let frame = 0;
  let clickFrame = -1;
  let runStartFrame = -1;
  let clickPresented = 0;
  const isAnswer = (target: EventTarget | null) => {
    const input = document.querySelector<HTMLInputElement>(answer);
    return (
      !!input &&
      (target === input || (target instanceof Node && !!input.labels?.[0]?.contains(target)))
    );
  };
  addEventListener(
    'click',
    (event) => {
      if (isAnswer(event.target) && clickFrame < 0) clickFrame = frame;
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.name === 'click' && isAnswer(entry.target) && !clickPresented)
        clickPresented = entry.startTime + entry.duration;
    }
    if (clickPresented && runStartFrame === clickFrame + 1) cold.clickShownAt = clickPresented;
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  let wasChecked = false;
  const watch = () => {
    frame++;
    const checked = document.querySelector<HTMLInputElement>(answer)?.checked === true;
    if (checked && !wasChecked) runStartFrame = frame;
    if (!checked) {
      cold.chosenAt = 0;
      cold.clickShownAt = 0;
      runStartFrame = -1;
    }
    if (checked !== wasChecked)
      cold.shown.push(`${checked ? 'checked' : 'unchecked'} ${Math.round(performance.now())}`);
    if (checked && !wasChecked) afterPaint.port2.postMessage(++run);
    if (!checked) run++;
    wasChecked = checked;
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  // What keeps the main thread busy (BENCH_DETAIL=1 prints them): where a tap waits. Observed
  // only then: the observer's own callbacks cost time on a slowed phone.
  if (!(window as unknown as { __detail?: boolean }).__detail) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const script = (
        entry as PerformanceEntry & { scripts?: { sourceURL: string; invoker: string }[] }
      ).scripts?.[0];
      cold.longTasks.push(
        `${Math.round(entry.startTime)}+${Math.round(entry.duration)} ${script ? `${script.invoker} ${script.sourceURL.split('/').pop()}` : ''}`,
      );
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * The installed app opened offline, as from the home screen: question 1 is tapped as soon as its
 * first answer is drawn, and the time it shows as chosen (its radio checked, which the page's
 * style shows) is read each frame, from the navigation's start.
 */
async function measureColdStart(
  browser: Browser,
  baseURL: string,
  language: Language,
  rate: number,
): Promise<ColdStart> {
  const context = await phoneContext(browser, baseURL);
  try {
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const start = local(language, QUESTION_ONE);
    // Installed: the service worker has the app (it precaches both languages at install).
    const first = await context.newPage();
    await first.goto(start);
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.waitForLoadState('networkidle');
    // Where the first answer is drawn (the same page, the same phone): a thumb goes there.
    const answer = first.locator(FIRST_ANSWER).first();
    const label = (
      await answer.evaluateHandle((input) => (input as HTMLInputElement).labels?.[0] ?? input)
    ).asElement()!;
    const box = (await label.boundingBox())!;
    await first.close();
    await context.setOffline(true);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    if (DETAIL) await page.addInitScript({ content: 'globalThis.__detail = true;' });
    await page.addInitScript(observeColdStart, FIRST_ANSWER);
    // The tap comes when the page is first painted, as the browser reports it (no question asked
    // of the page's busy main thread): the prerendered page draws its answers in that paint.
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<void>((resolve) =>
      cdp.on('Page.lifecycleEvent', (event: { name: string }) => {
        if (event.name === 'firstContentfulPaint') resolve();
      }),
    );
    await page.goto(start, { waitUntil: 'commit' });
    await painted;
    await touchTap(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 60);
    // Until the app is ready and the answer is still checked in the frames since (hydration
    // kept it, or the app was told of it): the figure is the first frame of that run.
    await page.waitForFunction(
      (selector) =>
        document.documentElement.hasAttribute('data-app-ready') &&
        document.querySelector<HTMLInputElement>(selector)?.checked === true &&
        (window as unknown as { __cold: { chosenAt: number } }).__cold.chosenAt > 0,
      FIRST_ANSWER,
      { polling: 'raf' },
    );
    const { lcp, tapAt, chosenAt, clickShownAt, longTasks, shown } = await page.evaluate(
      () =>
        (
          window as unknown as {
            __cold: {
              lcp: number;
              tapAt: number;
              chosenAt: number;
              clickShownAt: number;
              longTasks: string[];
              shown: string[];
            };
          }
        ).__cold,
    );
    if (DETAIL)
      console.log(
        `    long frames: ${longTasks.join('; ')}\n    frames: ${shown.join(', ')}; the task after that frame at ${Math.round(chosenAt)} ms, the frame after the click presented at ${Math.round(clickShownAt)} ms`,
      );
    const shownAt = clickShownAt > 0 ? Math.min(clickShownAt, chosenAt) : chosenAt;
    return { lcp: Math.round(lcp), tapAt: Math.round(tapAt), chosenAt: Math.round(shownAt) };
  } finally {
    await context.close();
  }
}

/**
 * TAP_FLOOR: the page as the server sends it, its scripts refused (the boot script too), tapped as
 * the tasks tap (a touch held HOLD_MS on an answer's label); its slowest interaction.
 */
async function measureTapFloor(
  browser: Browser,
  baseURL: string,
  language: Language,
  rate: number,
): Promise<Slowest & { count: number; typical: number }> {
  const context = await phoneContext(browser, baseURL);
  try {
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await context.route(/\.m?js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(local(language, QUESTION_ONE), { waitUntil: 'networkidle' });
    // Settled as the tasks' pages are (settle(): nothing in flight, a few frames slowed).
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await frames(page, 5);
    await page.evaluate(observeInteractions);
    // As many taps as the house questions make (about 20), each answer of question 1 in turn, as
    // the tasks tap: never so soon after the last that the two would make a double tap.
    const answers = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((input) => {
        const box = (input.labels?.[0] ?? input).getBoundingClientRect();
        return { value: input.value, x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    );
    for (let tap = 0; tap < FLOOR_TAPS; tap += 1) {
      const answer = answers[tap % answers.length]!;
      await touchTap(page, answer, HOLD_MS);
      await page.waitForFunction(
        (value) =>
          document.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)
            ?.checked === true,
        answer.value,
      );
      await page.waitForTimeout(DOUBLE_TAP_MS);
    }
    await frames(page, 5);
    await page.waitForTimeout(200);
    const all = await page.evaluate(() => [...(window.__interactions?.values() ?? [])]);
    const slowest = slowestOf(all);
    return { ...slowest, count: all.length, typical: median(all.map((entry) => entry.ms)) };
  } finally {
    await context.close();
  }
}

interface Variant {
  name: string;
  url: string;
  tasks: readonly Task[];
}

async function main() {
  const wanted = (name: string) => !ONLY || ONLY.some((prefix) => name.startsWith(prefix));
  const taskNames = [TAP_FLOOR, ...TASKS.map((task) => task.name), COLD_START].filter(wanted);
  if (taskNames.length === 0) throw new Error(`No task starts with ${ONLY?.join(' or ')}`);
  const previous = WITH_PREVIOUS ? buildPreviousRelease(ROOT) : null;
  const previousTasks: readonly Task[] = previous
    ? ((await import(previous.tasks)) as { TASKS: readonly Task[] }).TASKS
    : [];
  const servers = await Promise.all([
    startServer({}),
    ...(previous ? [startServer({ DIST_DIR: previous.dist })] : []),
  ]);
  const variants: Variant[] = [
    { name: 'today', url: servers[0]!.url, tasks: TASKS },
    ...(previous
      ? [{ name: `previous (${previous.commit})`, url: servers[1]!.url, tasks: previousTasks }]
      : []),
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const calibrations: Calibration[] = [];
  const samples = new Map<string, number[]>();
  const pageSamples = new Map<string, number[]>();
  const colds = new Map<string, ColdStart[]>();
  const keyOf = (tier: Tier, task: string, language: Language, variant: string) =>
    `${tier}|${task}|${language}|${variant}`;
  try {
    for (const tier of TIER_LIST) {
      await quietMachine();
      const calibration = await calibrate(browser, tier);
      calibrations.push(calibration);
      console.log(
        `${tier}-tier phone (${TIERS[tier].phone}, BenchmarkIndex ${TIERS[tier].index}): CPU slowed ${calibration.rate}×, index measured ${calibration.index} (this machine unthrottled: ${calibration.machineIndex}); load ${load()}`,
      );
      // Runs outermost, so a burst of load on the machine spreads over every task and release.
      for (let run = 1; run <= RUNS; run += 1) {
        // Each release goes first in every other run. Always measured first, today's build read
        // higher than the same code built as the previous release: the household, 5 runs, low
        // tier, today higher in 8 of 10 pairs (medians 184 / 232 ms against 168 / 184 ms).
        const inOrder = run % 2 === 1 ? variants : [...variants].reverse();
        for (const name of taskNames) {
          for (const language of LANGUAGES) {
            for (const variant of inOrder) {
              const key = keyOf(tier, name, language, variant.name);
              if (name === COLD_START) {
                const cold = await measureColdStart(
                  browser,
                  variant.url,
                  language,
                  calibration.rate,
                );
                colds.set(key, [...(colds.get(key) ?? []), cold]);
                samples.set(key, [...(samples.get(key) ?? []), cold.chosenAt]);
                console.log(
                  `  run ${run} ${variant.name} ${name} (${language}): chosen at ${cold.chosenAt} ms (tap at ${cold.tapAt}, LCP ${cold.lcp})`,
                );
                continue;
              }
              if (name === TAP_FLOOR) {
                const floor = await measureTapFloor(
                  browser,
                  variant.url,
                  language,
                  calibration.rate,
                );
                samples.set(key, [...(samples.get(key) ?? []), floor.ms]);
                console.log(
                  `  run ${run} ${variant.name} ${name} (${language}): ${floor.ms} ms (${floor.event} on ${floor.target}; ${floor.count} interactions ≥16 ms, their median ${floor.typical} ms)`,
                );
                continue;
              }
              const task = variant.tasks.find((candidate) => candidate.name === name);
              if (!task) continue;
              const result = await measureTask(
                browser,
                variant.url,
                task,
                language,
                calibration.rate,
              );
              samples.set(key, [...(samples.get(key) ?? []), result.ms]);
              if (result.pageChange.ms > 0) {
                pageSamples.set(key, [...(pageSamples.get(key) ?? []), result.pageChange.ms]);
              }
              const drawn = result.pageChange.ms
                ? `; slowest next page drawn ${result.pageChange.ms} ms after its tap, ${result.pageChange.to}`
                : '';
              console.log(
                `  run ${run} ${variant.name} ${name} (${language}): ${result.ms} ms (${result.event} on ${result.target}; ${result.count} interactions ≥16 ms, their median ${result.typical} ms${drawn})`,
              );
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  const rows = TIER_LIST.flatMap((tier) =>
    taskNames.flatMap((task) =>
      LANGUAGES.map((language) => {
        const figures = Object.fromEntries(
          variants.map((variant) => {
            const values = samples.get(keyOf(tier, task, language, variant.name)) ?? [];
            return [variant.name, values.length ? median(values) : null];
          }),
        );
        const pagesDrawn = Object.fromEntries(
          variants.map((variant) => {
            const values = pageSamples.get(keyOf(tier, task, language, variant.name)) ?? [];
            return [variant.name, values.length ? median(values) : null];
          }),
        );
        const cold = colds.get(keyOf(tier, task, language, 'today'));
        return {
          tier,
          task,
          language,
          goalMs: goalOf(task, tier),
          figures,
          pagesDrawn,
          lcpMs: cold ? median(cold.map((entry) => entry.lcp)) : null,
        };
      }),
    ),
  );
  console.log(
    `\nSlowest interaction per task, median of ${RUNS}: today beside ${variants[1]?.name ?? '(no previous release)'}`,
  );
  for (const row of rows) {
    const today = row.figures.today;
    const before = variants[1] ? row.figures[variants[1].name] : null;
    const change =
      today !== null && today !== undefined && before
        ? ` (${today >= before ? '+' : ''}${Math.round(((today - before) / before) * 100)} %)`
        : '';
    const over =
      row.goalMs !== null && today !== null && today !== undefined && today > row.goalMs
        ? '  over'
        : '';
    const lcp = row.lcpMs !== null ? `, LCP ${row.lcpMs} ms` : '';
    // A task's taps read beside what a tap takes with no code on this machine's phone.
    const floorRow = rows.find(
      (other) =>
        other.task === TAP_FLOOR && other.tier === row.tier && other.language === row.language,
    );
    const floor =
      floorRow && row.task !== TAP_FLOOR && row.task !== COLD_START
        ? `; floor ${floorRow.figures.today ?? '–'} ms`
        : '';
    const drawnToday = row.pagesDrawn.today;
    const drawnBefore = variants[1] ? row.pagesDrawn[variants[1].name] : null;
    const drawn =
      drawnToday !== null && drawnToday !== undefined
        ? `; next page drawn ${drawnToday} ms beside ${drawnBefore ?? '–'} ms`
        : '';
    console.log(
      `  ${row.tier.padEnd(4)} ${`${row.task} (${row.language})`.padEnd(40)} ${String(today ?? '–').padStart(5)} ms  beside ${String(before ?? '–').padStart(5)} ms${change}; goal ${row.goalMs ?? '–'}${floor}${lcp}${drawn}${over}`,
    );
  }
  console.log(`Load now ${load()}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(
    RESULTS_DIR,
    `interactions-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify({ calibrations, runs: RUNS, previous: previous?.commit ?? null, rows }, null, 2),
  );
  console.log(`Written to ${path.relative(ROOT, file)}`);
}

await main();
