// Registers the service worker built from sw/sw.ts (production builds only; the dev server has
// none). Update prompts and the outbox messages hang off this Workbox instance later.
import { Workbox } from 'workbox-window';

export function registerServiceWorker(): Workbox | null {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  void workbox.register();
  return workbox;
}
