// `npm run bench`: builds the app, starts the real server, and prints for each measured page the
// Lighthouse (mobile profile) performance, accessibility and best-practices scores, LCP, TBT and
// CLS (median of BENCH_RUNS runs, default 3), the page's floor (the same page as drawn, saved with
// every script removed and served by the same server: scripts/bench/floor.ts) measured in the same
// runs, alternating page and floor, with the ratio of their LCPs; the JavaScript and CSS the first
// screen needed (gzip -9 of the files, the budget's measure, and the bytes sent) and all
// JavaScript loaded, the precache size, the machine's load, and the figures of `npm run
// bench:server` (run here unless --no-server). Writes it all as JSON under bench/results/.
// Then the interaction figures of `npm run bench:interactions` (unless --no-interactions).
// Flags: --no-build (measure DIST_DIR or dist as it is), --no-server, --no-interactions.
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';
import { startServer } from '../../tests/e2e/support/server-process';
import { precacheBytes, readPrecacheManifest } from '../lib/precache-manifest';
import { saveFloors } from './floor';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RESULTS_DIR = path.join(ROOT, 'bench/results');

/** The pages of the first-screen budget. The question page needs nothing stored: it is question 1. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'question', path: '/question/smoke-alarms-right-places' },
  { name: 'quiz begin', path: '/quiz/begin' },
  { name: 'campaign', path: '/sorted' },
  { name: 'home (mi)', path: '/mi/' },
];

/** The prerendered pages' budgets (a benchmark's, reported, not a timed test's). */
const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 95,
  /** A page's LCP over its floor's. */
  lcpOverFloor: 1.15,
  tbtMs: 100,
  cls: 0.02,
  /** A goal reported beside the rest. */
  initialJsKb: 120,
  precacheKb: 3 * 1024,
};

/** Lighthouse's scores move from run to run; each page is measured this often, median kept. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

interface PageResult {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript and CSS requested up to the first screen (its largest paint), gzip -9 of the files. */
  jsKb: number;
  cssKb: number;
  /** The same scripts as sent (the server sends Brotli). */
  jsSentKb: number;
  /** Every script the page loaded while measured, as sent, those fetched after its first screen too. */
  jsAllKb: number;
  /** Median LCP of the page's floor, measured in the same runs. */
  floorLcpMs: number;
  /** Page LCP over floor LCP, both medians of the same runs. */
  lcpRatio: number;
}

type Measured = Omit<PageResult, 'page' | 'path' | 'floorLcpMs' | 'lcpRatio'>;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

async function measure(url: string, port: number, distDir: string): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ??
    []) as NetworkRequest[];
  // The page as loaded in the (unthrottled) trace: what was asked for before its largest paint is
  // what the first screen needed; later requests (animation code, the service worker's helper)
  // were deferred on purpose.
  const metrics = (audits.metrics?.details as { items?: Record<string, number>[] })?.items?.[0];
  const firstScreenMs = metrics?.observedLargestContentfulPaint ?? Infinity;
  const ofType = (type: string, untilMs = Infinity) =>
    requests.filter(
      (request) => request.resourceType === type && (request.networkRequestTime ?? 0) <= untilMs,
    );
  const sentKb = (list: NetworkRequest[]) =>
    list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
  // The budget is in gzip: the built files themselves, compressed as gzip -9 would.
  const gzipKb = (list: NetworkRequest[]) =>
    list.reduce((sum, request) => {
      const file = path.join(distDir, decodeURIComponent(new URL(request.url).pathname));
      return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    }, 0) / 1024;
  const round = (kb: number) => Number(kb.toFixed(1));
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    jsKb: round(gzipKb(ofType('Script', firstScreenMs))),
    cssKb: round(gzipKb(ofType('Stylesheet', firstScreenMs))),
    jsSentKb: round(sentKb(ofType('Script', firstScreenMs))),
    jsAllKb: round(sentKb(ofType('Script'))),
  };
}

/** The run with the median performance score (Lighthouse's own advice for noisy machines). */
function medianRun(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The 1-minute load average, to read a run's figures by (2 cores: above 2 the CPU is shared). */
const load = () => loadavg()[0]!.toFixed(1);

function latestServerBench(): ServerBench | null {
  if (!existsSync(RESULTS_DIR)) return null;
  const files = readdirSync(RESULTS_DIR)
    .filter((file) => file.startsWith('server') && file.endsWith('.json'))
    .sort();
  const latest = files.at(-1);
  return latest
    ? (JSON.parse(readFileSync(path.join(RESULTS_DIR, latest), 'utf8')) as ServerBench)
    : null;
}

interface ServerBench {
  date: string;
  measurements: { name: string; requestsPerSecond: number; p99Ms: number }[];
}

function printServerBench(bench: ServerBench | null): void {
  if (!bench) {
    console.log('server: no figures yet (npm run bench:server)');
    return;
  }
  console.log(`\nserver (npm run bench:server, ${bench.date})`);
  for (const { name, requestsPerSecond, p99Ms } of bench.measurements) {
    console.log(
      `  ${name.padEnd(28)} ${String(requestsPerSecond).padStart(7)} req/s  p99 ${p99Ms} ms`,
    );
  }
}

function printTable(rows: PageResult[]): void {
  const header = [
    'page',
    'perf',
    'a11y',
    'best',
    'LCP ms',
    'floor ms',
    'ratio',
    'TBT ms',
    'CLS',
    'JS gz kB',
    'CSS gz kB',
    'JS sent kB',
    'JS all kB',
  ];
  const lines = rows.map((row) => [
    row.page,
    row.performance,
    row.accessibility,
    row.bestPractices,
    row.lcpMs,
    row.floorLcpMs,
    row.lcpRatio,
    row.tbtMs,
    row.cls,
    row.jsKb,
    row.cssKb,
    row.jsSentKb,
    row.jsAllKb,
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => String(line[i]).length)),
  );
  const format = (cells: (string | number)[]) =>
    cells.map((cell, i) => String(cell).padEnd(widths[i]!)).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--no-build');
  if (!skipBuild) execSync('npx vite build', { cwd: ROOT, stdio: 'inherit' });
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));

  const server = await startServer({ DIST_DIR: distDir });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // Lighthouse wants the new headless mode; the other flags are the tests' own.
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')],
  });
  const rows: PageResult[] = [];
  const loads = [load()];
  try {
    const floors = await saveFloors(server.url, distDir, PAGES);
    const pageRuns = new Map<string, Measured[]>(PAGES.map((page) => [page.name, []]));
    const floorRuns = new Map<string, Measured[]>(PAGES.map((page) => [page.name, []]));
    // Page and floor alternate, run after run, so a busy spell of the machine hits both alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of PAGES) {
        pageRuns
          .get(page.name)!
          .push(await measure(`${server.url}${page.path}`, chrome.port, distDir));
        const floorUrl = `${server.url}${floors.get(page.name)!}`;
        floorRuns.get(page.name)!.push(await measure(floorUrl, chrome.port, distDir));
      }
      loads.push(load());
    }
    for (const page of PAGES) {
      const measured = medianRun(pageRuns.get(page.name)!);
      const lcpMs = median(pageRuns.get(page.name)!.map((run) => run.lcpMs));
      const floorLcpMs = median(floorRuns.get(page.name)!.map((run) => run.lcpMs));
      const lcpRatio = Number((lcpMs / floorLcpMs).toFixed(2));
      rows.push({ page: page.name, path: page.path, ...measured, lcpMs, floorLcpMs, lcpRatio });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  // The server's own figures (npm run bench:server), measured after the pages so the two benchmarks
  // don't share the CPU. --no-server reuses the latest saved ones.
  if (!process.argv.includes('--no-server')) {
    execSync('npx tsx tests/bench/server-bench.ts', { cwd: ROOT, stdio: 'inherit' });
  }
  const precacheKb = Number((precacheBytes(readPrecacheManifest(distDir)) / 1024).toFixed(1));
  const serverBench = latestServerBench();
  console.log(
    `\nLighthouse, mobile profile (scores 0-100; LCP: medians of ${RUNS} runs, page and floor alternating)`,
  );
  printTable(rows);
  console.log(`\nload (1 min, 2 cores) at start and after each run: ${loads.join(' ')}`);
  console.log(`\nprecache: ${precacheKb} kB`);
  printServerBench(serverBench);
  const misses = rows.flatMap((row) => [
    ...(row.performance < BUDGETS.performance
      ? [`${row.page}: performance ${row.performance}`]
      : []),
    ...(row.accessibility < BUDGETS.accessibility
      ? [`${row.page}: a11y ${row.accessibility}`]
      : []),
    ...(row.bestPractices < BUDGETS.bestPractices
      ? [`${row.page}: best ${row.bestPractices}`]
      : []),
    ...(row.lcpRatio > BUDGETS.lcpOverFloor ? [`${row.page}: LCP ${row.lcpRatio}x floor`] : []),
    ...(row.tbtMs > BUDGETS.tbtMs ? [`${row.page}: TBT ${row.tbtMs} ms`] : []),
    ...(row.cls >= BUDGETS.cls ? [`${row.page}: CLS ${row.cls}`] : []),
    ...(row.jsKb > BUDGETS.initialJsKb
      ? [`${row.page}: first-screen JS ${row.jsKb} kB gzip (goal ${BUDGETS.initialJsKb})`]
      : []),
  ]);
  if (precacheKb >= BUDGETS.precacheKb) misses.push(`precache ${precacheKb} kB`);
  console.log(misses.length ? `\nbudgets missed:\n  ${misses.join('\n  ')}` : '\nall budgets met');

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(
    RESULTS_DIR,
    `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), loads, pages: rows, precacheKb, serverBench, misses },
      null,
      2,
    ),
  );
  console.log(`\nwritten to ${path.relative(ROOT, file)}`);

  // Each tap at 4× CPU (npm run bench:interactions), after the pages for the same reason as the
  // server's figures. --no-interactions leaves it out.
  if (!process.argv.includes('--no-interactions')) {
    execSync('npx tsx scripts/bench/interactions.ts', { cwd: ROOT, stdio: 'inherit' });
  }
}

await main();
