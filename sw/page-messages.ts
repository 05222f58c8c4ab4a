// Messages from the page: apply a waiting update, replay the queued submissions now (the page saw the
// device come back online; Safari and Firefox have no background sync to do it for us), or drop
// them (everything on this device is being cleared).
import type { PageToWorkerMessage } from '../src/contracts/submissions';
import { dropQueued, replayQueued } from './submission-queue';

declare const self: ServiceWorkerGlobalScope;

function isPageMessage(data: unknown): data is PageToWorkerMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

export function listenToPages(): void {
  self.addEventListener('message', (event) => {
    if (!isPageMessage(event.data)) return;
    if (event.data.type === 'SKIP_WAITING') void self.skipWaiting();
    if (event.data.type === 'REPLAY_QUEUED') event.waitUntil(replayQueued({ rethrow: false }));
    if (event.data.type === 'CLEAR_QUEUED') {
      const reply = event.ports[0];
      event.waitUntil(dropQueued().finally(() => reply?.postMessage('cleared')));
    }
  });
}
