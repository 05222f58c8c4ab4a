// Registers the service worker built from sw/sw.ts (production builds only; the dev server has
// none) and is the page's one line to it: update-ready notices, applying an update, and asking
// for the queued submissions to be replayed (src/submissions/worker-results.ts says when).
import type { Workbox } from 'workbox-window';
import type { PageToWorkerMessage } from '../contracts/submissions';

let workbox: Workbox | null = null;
let updateReady = false;
let beforeReload: () => Promise<void> = async () => {};
const updateListeners = new Set<() => void>();

export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // Called after the first screen (src/start-up/main.tsx): the worker's install downloads the whole app
  // for offline use, which must not compete with the page the visitor is waiting for.
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateReady = true;
    updateListeners.forEach((listener) => listener());
  });
  // A browser may refuse service workers (a policy, some private modes): the app then works as
  // a page, online only, and says nothing.
  workbox.register().catch(() => undefined);
}

/** For useSyncExternalStore: is a new version installed and waiting? */
export function subscribeToUpdateReady(listener: () => void): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

export function isUpdateReady(): boolean {
  return updateReady;
}

/** Something to finish before the page reloads into a new version (e.g. flush saved answers). */
export function setBeforeReload(task: () => Promise<void>): void {
  beforeReload = task;
}

/** Activates the waiting version and reloads once it controls the page. */
export async function applyUpdate(): Promise<void> {
  if (!workbox) return;
  await beforeReload();
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

function post(message: PageToWorkerMessage): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** How long the page waits for the worker to say the queue is empty (an older worker never says). */
const CLEAR_QUEUED_WAIT_MS = 3_000;

/** Drops the saves and emails waiting to be sent; resolves once the worker has (or cannot). */
export async function clearQueued(): Promise<void> {
  // The worker that holds the queue, even before it controls this page (its first visit).
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const worker = navigator.serviceWorker?.controller ?? registration?.active;
  if (!worker) return;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(resolve, CLEAR_QUEUED_WAIT_MS);
    channel.port1.onmessage = () => {
      window.clearTimeout(timer);
      resolve();
    };
    const message: PageToWorkerMessage = { type: 'CLEAR_QUEUED' };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Replays queued saves and emails now (browsers without background sync rely on this). */
export function requestReplay(): void {
  post({ type: 'REPLAY_QUEUED' });
}
