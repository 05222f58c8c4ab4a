// The ways out as lists under the drawing (route-editor.tsx) are drawn a render after each edit,
// as the findings are: an edit shows on the drawing within its tap, and the lists follow. Their
// buttons act on the sketch as stored, so two quick taps each change the latest way out.
import { expect, test } from 'vitest';
import { flushSync } from 'react-dom';
import { page } from 'vitest/browser';
import { renderApp } from '../support/render-app';
import type { RootState } from '../../../src/app/store';
import {
  sketchOf,
  HOUSE_ROOMS,
  BEDROOM_TO_HALL,
  HALL_FRONT_DOOR,
} from '../../unit/floor-plan/sketch-fixtures';
import enFloor from '../../../locales/en/floor-plan.json' with { type: 'json' };

const routes = enFloor.routes;
const firstWay = () => document.querySelector('.sketch-route-fields--first')!;
const firstWaySteps = () =>
  document.querySelectorAll('[data-testid="route-steps-first"] li').length;

test('a new room is on the drawing within the tap; the ways out offer it just after', async () => {
  renderApp('/floor-plan');
  const add = page.getByRole('button', { name: enFloor.toolbar['add-room'] });
  await expect.element(add).toBeVisible();
  const choices = () => firstWay().querySelectorAll('select option').length;
  expect(choices()).toBe(0);

  flushSync(() => (add.element() as HTMLButtonElement).click());
  expect(document.querySelectorAll('.sketch-canvas [data-id][tabindex]')).toHaveLength(1);
  expect(choices()).toBe(0);

  // "Choose…" and the new bedroom to start from.
  await expect.poll(choices).toBe(2);
  expect(firstWay().textContent).toContain(routes.start.replace('{{room}}', enFloor.kinds.bedroom));
});

test('two quick taps on "Remove the last step" remove two steps', async () => {
  const stored: Partial<RootState> = {
    floorPlan: {
      sketch: sketchOf({
        rooms: HOUSE_ROOMS,
        openings: [BEDROOM_TO_HALL, HALL_FRONT_DOOR],
        routes: { first: ['b1', 'd1', 'd4'], second: [] },
      }),
      past: [],
      future: [],
    },
  };
  const app = renderApp('/floor-plan', stored);
  const remove = page.getByRole('button', { name: routes['undo-step'] }).first();
  await expect.element(remove).toBeVisible();
  expect(firstWaySteps()).toBe(3);

  // Both within one task: the lists have not been drawn again between them.
  const button = remove.element() as HTMLButtonElement;
  button.click();
  button.click();
  expect(app.store.getState().floorPlan.sketch?.routes.first).toEqual(['b1']);
  await expect.poll(firstWaySteps).toBe(1);
});
