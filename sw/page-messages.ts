// Messages from the page: apply a waiting update, or replay the queued submissions now (the page saw the
// device come back online; Safari and Firefox have no background sync to do it for us).
import type { PageToWorkerMessage } from '../src/contracts/submissions';
import { replayQueued } from './submission-queue';

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
  });
}
