// A tick on one quiz tile writes to that tile alone: the other boxes are not drawn again (their
// name and state set afresh), on begin and on a section (issue 54).
import { expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { expectHeading, userEvent } from '../support/screen';
import { QUIZ_TEXT, quizPath, sectionText } from '../../support/quiz-text';
import { chooseSections, startButton } from './quiz-steps';

/** Ticks the box at `index` and returns what changed in the other tiles while it was drawn. */
async function tickAndWatchOthers(index: number): Promise<MutationRecord[]> {
  const boxes = [...document.querySelectorAll<HTMLInputElement>('.quiz-option input')];
  expect(boxes.length).toBeGreaterThan(2);
  const target = boxes[index]!;
  const wasChecked = target.checked;
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  for (const other of boxes) {
    if (other !== target)
      observer.observe(other.closest('label')!, { subtree: true, attributes: true });
  }
  target.click();
  // The tick is drawn (the store's draft follows after the paint).
  await expect.poll(() => target.checked).toBe(!wasChecked);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  changes.push(...observer.takeRecords());
  observer.disconnect();
  return changes;
}

test('a tick on begin leaves the other areas’ boxes as they are', async () => {
  renderApp(quizPath('en', 'begin'));
  await expectHeading(QUIZ_TEXT.en.begin.title);
  expect(await tickAndWatchOthers(1)).toEqual([]);
  expect(await tickAndWatchOthers(2)).toEqual([]);
});

test('a tick on a section leaves its other boxes as they are (te reo Māori)', async () => {
  renderApp(quizPath('mi', 'begin'));
  await chooseSections('mi', ['indoor-fires']);
  await userEvent.click(startButton('mi'));
  await expectHeading(sectionText('mi', 'indoor-fires').name);
  expect(await tickAndWatchOthers(0)).toEqual([]);
  expect(await tickAndWatchOthers(1)).toEqual([]);
});
