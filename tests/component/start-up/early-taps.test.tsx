// Taps made before the app is ready are kept and made again once it is, on the control as the app
// has drawn it by then. The once-rare "Add a person" flake was such a tap: the button (no name,
// value or id) was drawn anew when the stored answers came back, and the kept tap found nothing.
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { keepEarlyTaps } from '../../../src/start-up/early-taps';
import { markAppReady } from '../../../src/start-up/app-ready';

afterEach(() => {
  document.documentElement.removeAttribute('data-app-ready');
  document.getElementById('early')?.remove();
});

/** A stand-in for the prerendered household step: one "Add a person" button. */
function drawStep(onAdd: () => void): HTMLElement {
  const host =
    document.getElementById('early') ?? document.body.appendChild(document.createElement('div'));
  host.id = 'early';
  host.replaceChildren();
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Add a person';
  button.addEventListener('click', onAdd);
  host.append(button);
  return button;
}

test('a tap on a button the app draws anew before it is ready is made on the new button, once', async () => {
  const added: string[] = [];
  keepEarlyTaps();
  const prerendered = drawStep(() => added.push('prerendered'));
  await userEvent.click(prerendered);
  await userEvent.click(prerendered);
  // Kept, not made: the page's code is not there yet.
  expect(added).toEqual([]);
  expect(prerendered.hasAttribute('data-tap-held')).toBe(true);
  // Hydration and the stored answers draw the step again, with a new button of the same words.
  drawStep(() => added.push('drawn by the app'));
  markAppReady();
  expect(added).toEqual(['drawn by the app']);
});

test('a kept tap that could mean either of two alike buttons is dropped, not guessed', async () => {
  const added: string[] = [];
  keepEarlyTaps();
  const prerendered = drawStep(() => added.push('prerendered'));
  await userEvent.click(prerendered);
  const host = document.getElementById('early')!;
  host.replaceChildren();
  for (const which of ['first', 'second']) {
    const button = document.createElement('button');
    button.textContent = 'Add a person';
    button.addEventListener('click', () => added.push(which));
    host.append(button);
  }
  markAppReady();
  expect(added).toEqual([]);
});
