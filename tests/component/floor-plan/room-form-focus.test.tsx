// A tap on a button in a room's form ("Add a door") moves the focus into that form before the
// click: the room is then marked on the drawing, in a render after the tap, so the click is not
// held behind drawing the selection (issue 54).
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../support/render-app';
import type { RootState } from '../../../src/app/store';
import { HOUSE_ROOMS, sketchOf } from '../../unit/floor-plan/sketch-fixtures';
import enFloor from '../../../locales/en/floor-plan.json' with { type: 'json' };

const stored: Partial<RootState> = {
  floorPlan: { sketch: sketchOf({ rooms: HOUSE_ROOMS }), past: [], future: [] },
};
const onDrawing = (id: string) =>
  document.querySelector(`.sketch-canvas [data-id="${id}"][tabindex]`)!;

test('a tap in a room’s form adds the door at once and marks the room just after', async () => {
  const app = renderApp('/floor-plan', stored);
  const forms = page.getByRole('group', { name: enFloor.kinds.hallway });
  const addDoor = forms.getByRole('button', { name: enFloor.list['add-door'] });
  await expect.element(addDoor).toBeVisible();
  expect(onDrawing('h1').getAttribute('aria-pressed')).toBe('false');

  // As a tap does: the press focuses the button, then the click, in one task with the
  // microtasks between them run (React draws a discrete event's updates in one).
  const button = addDoor.element() as HTMLButtonElement;
  button.focus();
  await Promise.resolve();
  button.click();
  expect(app.store.getState().floorPlan.sketch?.openings).toHaveLength(1);
  expect(onDrawing('h1').getAttribute('aria-pressed')).toBe('false');

  await expect.poll(() => onDrawing('h1').getAttribute('aria-pressed')).toBe('true');
  expect(button.closest('.sketch-room-fields')?.classList).toContain(
    'sketch-room-fields--selected',
  );
});
