// Chromium fires 'beforeinstallprompt' once, early (as soon as the page is installable), long
// before the lazily loaded install button exists. This tiny module is part of the first screen's
// code: it keeps the event until the button asks for it, and remembers a dismissal.

/** Chromium's install event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'install-prompt-dismissed';

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffered(event: BeforeInstallPromptEvent | null): void {
  offered = event;
  for (const listener of listeners) listener();
}

let capturing = false;

/**
 * Call as early as possible (a prerendered page's boot script does, and the app's entry): from
 * then on the install event is kept here. A second call changes nothing.
 */
export function captureInstallEvent(): void {
  if (capturing) return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // We show our own button instead of the browser's mini-bar.
    setOffered(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffered(null));
}

/** The kept install event, or null when the browser offers no install (or it was used). */
export function installEvent(): BeforeInstallPromptEvent | null {
  return offered;
}

/** Calls `listener` whenever the offer changes; returns the unsubscribe. */
export function onInstallEventChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<void> {
  const event = offered;
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
  setOffered(null);
}

/** Whether the householder said "Not now" (kept across visits on this device). */
export function isInstallDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false; // storage blocked: ask again next time rather than fail
  }
}

export function dismissInstall(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // storage blocked: the notice still goes away for this visit
  }
}
