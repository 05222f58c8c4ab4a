// A step's answer asks for the code of the page its Continue leads to: after the frame that shows
// the answer (never inside the tap), once, and not before there is an answer.
import { expect, test } from 'vitest';
import { flushSync } from 'react-dom';
import { render } from '@testing-library/react';
import { afterNextPaint } from '../../../src/lib/after-next-paint';
import { providePageLoader, usePreloadNextPage } from '../../../src/lib/next-page';

function Step({ answered, next }: { answered: boolean; next: string }) {
  usePreloadNextPage(answered, () => next);
  return <p>{answered ? 'answered' : 'not yet'}</p>;
}

const frameDrawn = () => new Promise<void>((resolve) => afterNextPaint(resolve));

test("the next page's code is asked for after the answer's frame, once", async () => {
  const asked: string[] = [];
  providePageLoader((pathname) => {
    asked.push(pathname);
    return Promise.resolve();
  });
  const step = render(<Step answered={false} next="/complete" />);
  await frameDrawn();
  expect(asked).toEqual([]);

  // The tap that answers: nothing is asked for within it...
  flushSync(() => step.rerender(<Step answered next="/complete" />));
  expect(asked).toEqual([]);
  // ...but once its frame is drawn, with the page the step leads to then.
  await frameDrawn();
  await frameDrawn();
  expect(asked).toEqual(['/complete']);

  // Another answer to the same step asks for nothing more.
  flushSync(() => step.rerender(<Step answered next="/mi/complete" />));
  await frameDrawn();
  await frameDrawn();
  expect(asked).toEqual(['/complete']);
  step.unmount();
});

test('a failed load is left for the visit itself to report', async () => {
  let failed = 0;
  providePageLoader(() => {
    failed += 1;
    return Promise.reject(new Error('offline'));
  });
  const step = render(<Step answered next="/quiz/complete" />);
  await frameDrawn();
  await frameDrawn();
  expect(failed).toBe(1);
  step.unmount();
});
