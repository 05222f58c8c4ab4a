// A phone's speed, calibrated as Chrome DevTools calibrates its CPU presets: Chromium's CPU is
// slowed until Lighthouse's BenchmarkIndex, measured in a page, scores what that phone scores
// (mid-tier 1000, a Pixel 5; low-tier 264, a Moto G Power 2022). A flat "4×" is a different
// phone on every machine; a calibrated rate is the same phone everywhere (docs/decisions/0057).
import type { Browser, CDPSession, Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export type Tier = 'mid' | 'low';

/** The BenchmarkIndex each tier's phone scores, and the phone (Chrome DevTools' presets). */
export const TIERS: Record<Tier, { index: number; phone: string }> = {
  mid: { index: 1000, phone: 'Pixel 5' },
  low: { index: 264, phone: 'Moto G Power 2022' },
};

export interface Calibration {
  tier: Tier;
  /** Chromium's CPU throttling rate that makes this machine that phone. */
  rate: number;
  /** The BenchmarkIndex measured at that rate (median), beside the target. */
  index: number;
  /** This machine's own BenchmarkIndex, unthrottled (median). */
  machineIndex: number;
}

/** Lighthouse's own benchmark, run in the page as Lighthouse and DevTools run it. */
const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** Each measurement is three runs of the benchmark; its median is kept (one run can stall). */
const SAMPLES = 3;
/** Close enough to the phone: within this share of its index. */
const TOLERANCE = 0.05;
const MAX_STEPS = 6;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function indexAt(page: Page, cdp: CDPSession, rate: number): Promise<number> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const samples: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    samples.push(await page.evaluate<number>(BENCHMARK));
  }
  return median(samples);
}

/**
 * The rate at which this machine scores the tier's BenchmarkIndex. The index falls as the rate
 * rises, close to in proportion: each step scales the rate by measured / target, until the
 * measured index is within TOLERANCE of the target.
 */
export async function calibrate(browser: Browser, tier: Tier): Promise<Calibration> {
  const target = TIERS[tier].index;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent('<!doctype html><title>BenchmarkIndex</title>');
    const cdp = await context.newCDPSession(page);
    // One run first, not counted: the benchmark's code is compiled and the page warm.
    await page.evaluate<number>(BENCHMARK);
    const machineIndex = await indexAt(page, cdp, 1);
    let rate = Math.max(1, machineIndex / target);
    let index = await indexAt(page, cdp, rate);
    for (
      let step = 0;
      step < MAX_STEPS && Math.abs(index - target) > target * TOLERANCE;
      step += 1
    ) {
      rate = Math.max(1, rate * (index / target));
      index = await indexAt(page, cdp, rate);
      // A machine slower than the phone cannot be made faster: it is measured as it is.
      if (rate === 1) break;
    }
    return { tier, rate: Math.round(rate * 100) / 100, index: Math.round(index), machineIndex };
  } finally {
    await context.close();
  }
}
