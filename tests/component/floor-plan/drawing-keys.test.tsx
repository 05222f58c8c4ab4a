// A room added to the drawing is inserted; what was drawn before stays as it was. The drawing is
// one element tree turned into React elements (components/sketch/svg-react.tsx): keyed by tag
// alone, the new room's name took the place of the first finding's triangle and every triangle
// was rewritten as the next one, so the phone laid out and painted them all again in the tap.
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../support/render-app';
import enFloor from '../../../locales/en/floor-plan.json' with { type: 'json' };

const findings = () => [
  ...document.querySelectorAll<SVGGElement>('.sketch-canvas .sketch-finding'),
];
const rooms = () => document.querySelectorAll('.sketch-canvas [data-id][tabindex]').length;

test('adding a room leaves the findings already drawn untouched', async () => {
  renderApp('/floor-plan');
  const add = page.getByRole('button', { name: enFloor.toolbar['add-room'] });
  const kind = page.getByLabelText(enFloor.toolbar['room-kind']);
  await expect.element(add).toBeVisible();
  // Two bedrooms, each with its findings (no alarm, no way out yet).
  for (const count of [1, 2]) {
    (add.element() as HTMLButtonElement).click();
    await expect.poll(rooms).toBe(count);
  }
  await expect.poll(() => findings().length).toBeGreaterThan(1);
  const before = findings();
  const drawn = before.map((finding) => finding.outerHTML);

  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  for (const finding of before) {
    observer.observe(finding, { subtree: true, attributes: true, characterData: true });
  }
  await kind.selectOptions('kitchen');
  (add.element() as HTMLButtonElement).click();
  await expect.poll(rooms).toBe(3);
  observer.disconnect();

  const after = findings();
  // The same elements, still on the drawing, in the same order and unchanged.
  expect(after.slice(0, before.length)).toEqual(before);
  expect(before.map((finding) => finding.outerHTML)).toEqual(drawn);
  expect(changes).toEqual([]);
  // The kitchen's own name is drawn as a name, not in a finding's place.
  expect(document.querySelectorAll('.sketch-canvas .sketch-room__label')).toHaveLength(3);
});
