// A prerendered page is on screen, and tappable, before its code has arrived and hydrated it; on a
// cheap phone that can take seconds. A tap on a control in that time would be lost (or, on a
// radio, undone by hydration). The boot script keeps such taps and makes them again, in order,
// once the app is ready. A radio needs no code to show it is chosen: the browser checks it at
// once (the page's style shows it), and the app is told once it is ready, so the first choice
// shows in the time the page takes to draw (issue 54). Links need no code (they load the linked
// prerendered page), so they are left alone.
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

/** The radio a tap chooses: the radio itself, or the one its label is for. */
function radioOf(target: HTMLElement): HTMLInputElement | null {
  const control = target instanceof HTMLLabelElement ? target.control : target;
  return control instanceof HTMLInputElement && control.type === 'radio' ? control : null;
}

export function keepEarlyTaps(): void {
  const held: { target: HTMLElement; find: () => HTMLElement | null }[] = [];
  /** Radios the browser checked before the app was ready, each to be told to the app then. */
  const chosen: (() => HTMLElement | null)[] = [];
  const hold = (event: MouseEvent) => {
    const target =
      event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!target || target.closest('a[href]')) return;
    const radio = radioOf(target);
    if (radio) {
      // The browser checks it now (its default action stays); the app hears it once ready. A
      // label's tap reaches its radio as a second click, which is the one kept.
      event.stopImmediatePropagation();
      if (target === radio) chosen.push(finder(radio));
      return;
    }
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
    // In the order tapped, radios first (they were chosen first on the page as shown): each is
    // unchecked for a moment, within this task (nothing is drawn between), and chosen again, so
    // the app hears the change whatever it drew meanwhile. Choosing a radio is the same each time.
    for (const find of chosen) {
      const radio = find();
      if (!(radio instanceof HTMLInputElement)) continue;
      radio.checked = false;
      radio.click();
    }
    for (const { target, find } of held) {
      target.removeAttribute(HELD_ATTRIBUTE);
      find()?.click();
    }
  });
}
