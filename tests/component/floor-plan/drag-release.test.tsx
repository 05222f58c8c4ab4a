// A room dragged and let go: it lands where the finger lifted, even when the page has not yet
// drawn the last moves of the drag (a busy phone draws them later; the lift came first and used
// to drop the room where the last drawn move had it, or take the whole drag for a tap).
import { expect, test } from 'vitest';
import { flushSync } from 'react-dom';
import { page } from 'vitest/browser';
import { renderApp } from '../support/render-app';
import enFloor from '../../../locales/en/floor-plan.json' with { type: 'json' };

const pointer = (type: string, x: number, y: number) =>
  new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    button: 0,
    buttons: type === 'pointerup' ? 0 : 1,
    clientX: x,
    clientY: y,
  });

/** The floor plan with one room added by its button (selected, its blue corner drawn). */
async function appWithOneRoom() {
  const app = renderApp('/floor-plan');
  const add = page.getByRole('button', { name: enFloor.toolbar['add-room'] });
  await expect.element(add).toBeVisible();
  (add.element() as HTMLButtonElement).click();
  return app;
}

test('a room lands where the drag is let go, whatever the page has drawn of it', async () => {
  const app = await appWithOneRoom();
  const drawn = () => document.querySelector<SVGElement>('.sketch-canvas [data-id][tabindex]');
  await expect.poll(drawn).toBeTruthy();
  const room = drawn()!;
  const before = app.store.getState().floorPlan.sketch!.rooms[0]!;
  const box = room.getBoundingClientRect();
  const cell = box.width / before.width;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  flushSync(() => room.dispatchEvent(pointer('pointerdown', start.x, start.y)));
  // The moves and the lift in one go: none of the moves is drawn before the lift.
  for (const step of [1, 2, 3]) {
    room.dispatchEvent(
      pointer('pointermove', start.x + cell * step, start.y + (cell * step * 2) / 3),
    );
  }
  flushSync(() => room.dispatchEvent(pointer('pointerup', start.x + cell * 3, start.y + cell * 2)));

  await expect
    .poll(() => app.store.getState().floorPlan.sketch!.rooms[0])
    .toMatchObject({ x: before.x + 3, y: before.y + 2 });
});

test('the blue corner resizes, even when the whole drag comes before the page draws again', async () => {
  const app = await appWithOneRoom();
  const corner = () => document.querySelector<SVGElement>('.sketch-canvas [data-handle="resize"]');
  await expect.poll(corner).toBeTruthy();
  const before = app.store.getState().floorPlan.sketch!.rooms[0]!;
  const room = document.querySelector<SVGElement>(`.sketch-canvas [data-id="${before.id}"]`)!;
  const cell = room.querySelector('rect')!.getBoundingClientRect().width / before.width;
  const box = corner()!.getBoundingClientRect();
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  // The drag is the finger's from its pointerdown on: the page need not have drawn in between.
  corner()!.dispatchEvent(pointer('pointerdown', start.x, start.y));
  corner()!.dispatchEvent(pointer('pointermove', start.x + cell, start.y));
  corner()!.dispatchEvent(pointer('pointerup', start.x + cell * 2, start.y + cell));

  await expect
    .poll(() => app.store.getState().floorPlan.sketch!.rooms[0])
    .toMatchObject({
      x: before.x,
      y: before.y,
      width: before.width + 2,
      height: before.height + 1,
    });
});
