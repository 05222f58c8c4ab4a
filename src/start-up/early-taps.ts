// A prerendered page is on screen, and tappable, before its code has arrived and hydrated it; on a
// cheap phone that can take seconds. A tap on a control in that time would be lost (or, on a
// radio, undone by hydration). The boot script keeps such taps and makes them again, in order,
// once the app is ready. Links need no code (they load the linked prerendered page), so they are
// left alone.
import { whenAppReady } from './app-ready';

/** What can be tapped and needs the app's code to respond. */
const CONTROLS = [
  'button',
  'summary',
  'input[type="radio"]',
  'input[type="checkbox"]',
  'input[type="submit"]',
  'label',
  '[role="button"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="tab"]',
].join(', ');
/** Marks a kept tap, for the style sheet (the control shows it was heard). */
const HELD_ATTRIBUTE = 'data-tap-held';

/**
 * Where a kept tap is made again: the same element, or, when the app drew it anew meanwhile (a
 * question is drawn again once its stored answer is back), the control with the same name and
 * value, or the same id, or else the only control of its kind with the same words.
 */
function finder(target: HTMLElement): () => HTMLElement | null {
  const control = target instanceof HTMLLabelElement ? target.control : target;
  const name = control?.getAttribute('name');
  const value = control?.getAttribute('value');
  const { id } = target;
  const words = target.textContent.trim();
  return () => {
    if (target.isConnected) return target;
    if (name && value !== null && value !== undefined) {
      return document.querySelector<HTMLElement>(
        `[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`,
      );
    }
    if (id) return document.getElementById(id);
    // A button without name or id ("Add a person"): the one control of its kind with its words.
    const alike = [...document.querySelectorAll<HTMLElement>(target.tagName)].filter(
      (control) => words !== '' && control.textContent.trim() === words,
    );
    return alike.length === 1 ? (alike[0] ?? null) : null;
  };
}

export function keepEarlyTaps(): void {
  const held: { target: HTMLElement; find: () => HTMLElement | null }[] = [];
  const hold = (event: MouseEvent) => {
    const target =
      event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!target || target.closest('a[href]')) return;
    // A label that only focuses a text field needs nothing kept.
    if (target instanceof HTMLLabelElement && !target.control?.matches(CONTROLS)) return;
    // Not now (a radio would be checked for the page, not the app), but once the app is ready.
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on the same control is the same wish ("did it hear me?"), not a toggle back.
    if (held.some((tap) => tap.target === target)) return;
    target.setAttribute(HELD_ATTRIBUTE, '');
    held.push({ target, find: finder(target) });
  };
  document.addEventListener('click', hold, true);
  whenAppReady(() => {
    document.removeEventListener('click', hold, true);
    for (const { target, find } of held) {
      target.removeAttribute(HELD_ATTRIBUTE);
      find()?.click();
    }
  });
}
