// "The app is ready": the prerendered page has been hydrated and the answers stored on the device
// are back, so every control does what it shows. Said once, on <html>, for the boot script (which
// keeps taps made before then) and for the end-to-end tests (which wait for it before they tap).

const APP_READY_ATTRIBUTE = 'data-app-ready';
const APP_READY_EVENT = 'app-ready';

function isAppReady(): boolean {
  return document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);
}

export function markAppReady(): void {
  if (isAppReady()) return;
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  document.dispatchEvent(new Event(APP_READY_EVENT));
}

/** Calls `then` once the app is ready (at once if it already is). */
export function whenAppReady(then: () => void): void {
  if (isAppReady()) then();
  else document.addEventListener(APP_READY_EVENT, then, { once: true });
}
