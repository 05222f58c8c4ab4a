import { describe, expect, it } from 'vitest';
import { afterNextPaint } from '../../../src/lib/after-next-paint';

/** Counts the frames drawn from now on (a frame callback runs once a frame, before it is drawn). */
function countFrames() {
  const counter = { frames: 0, stop: () => cancelAnimationFrame(handle) };
  let handle = requestAnimationFrame(function tick() {
    counter.frames += 1;
    handle = requestAnimationFrame(tick);
  });
  return counter;
}

const whenRun = (order: string[], name: string, frames: { frames: number }) =>
  new Promise<number>((resolve) =>
    afterNextPaint(() => {
      order.push(name);
      resolve(frames.frames);
    }),
  );

describe('afterNextPaint', () => {
  it('runs work in the order asked for, after the next frame, not within the call', async () => {
    const counter = countFrames();
    const order: string[] = [];
    const first = whenRun(order, 'first', counter);
    const second = whenRun(order, 'second', counter);
    expect(order).toEqual([]);
    expect(await first).toBeGreaterThanOrEqual(1);
    expect(await second).toBeGreaterThanOrEqual(1);
    expect(order).toEqual(['first', 'second']);
    counter.stop();
  });

  it('work asked for while a frame is being drawn waits for the frame after it', async () => {
    const counter = countFrames();
    const order: string[] = [];
    const early = whenRun(order, 'early', counter);
    // Registered after the call above, so it runs in the same frame, after its frame callback.
    const late = new Promise<number>((resolve) =>
      requestAnimationFrame(() => {
        const askedIn = counter.frames;
        void whenRun(order, 'late', counter).then((ranAfter) => resolve(ranAfter - askedIn));
      }),
    );
    await early;
    expect(await late).toBeGreaterThanOrEqual(1);
    expect(order).toEqual(['early', 'late']);
    counter.stop();
  });
});
