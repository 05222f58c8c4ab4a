// Messages from the page: apply a waiting update, or replay the outbox now (the page saw the
// device come back online; Safari and Firefox have no background sync to do it for us).
import type { PageToWorkerMessage } from '../src/contracts/outbox';
import { drainOutbox } from './outbox';

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
    if (event.data.type === 'REPLAY_OUTBOX') event.waitUntil(drainOutbox({ rethrow: false }));
  });
}
