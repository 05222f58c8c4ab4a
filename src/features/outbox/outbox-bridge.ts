// Brings the service worker's outbox news into the store: live through a BroadcastChannel, and
// on start from the results the worker stored while no page was open. While something waits and
// the device is online, it asks the worker to replay every half minute (a failed background sync
// is not retried promptly by browsers, and Safari and Firefox have none).
import { openDB } from 'idb';
import {
  OUTBOX_CHANNEL,
  OUTBOX_RESULTS_DB,
  OUTBOX_RESULTS_STORE,
  type OutboxUpdate,
} from '../../contracts/outbox';
import { requestOutboxReplay } from '../../lib/service-worker';
import { isOutboxPending, outboxUpdated, selectOutboxEntries } from './outbox-slice';
import type { AppStore } from '../../app/store';

const RETRY_INTERVAL_MS = 30_000;

function isOutboxUpdate(data: unknown): data is OutboxUpdate {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'outbox-update' &&
    typeof (data as { idempotencyKey?: unknown }).idempotencyKey === 'string'
  );
}

async function readStoredResults(store: AppStore): Promise<void> {
  const pending = Object.entries(selectOutboxEntries(store.getState()))
    .filter(([, entry]) => isOutboxPending(entry))
    .map(([key]) => key);
  if (pending.length === 0) return;
  const database = await openDB(OUTBOX_RESULTS_DB, 1, {
    upgrade(db) {
      db.createObjectStore(OUTBOX_RESULTS_STORE);
    },
  });
  for (const key of pending) {
    const result: unknown = await database.get(OUTBOX_RESULTS_STORE, key);
    if (isOutboxUpdate(result)) store.dispatch(outboxUpdated(result));
  }
  database.close();
}

function hasPending(store: AppStore): boolean {
  return Object.values(selectOutboxEntries(store.getState())).some(isOutboxPending);
}

export function startOutboxBridge(store: AppStore): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isOutboxUpdate(event.data)) store.dispatch(outboxUpdated(event.data));
  });
  void readStoredResults(store).catch(() => {
    // No results database yet: nothing was ever queued on this device.
  });
  window.setInterval(() => {
    if (navigator.onLine && hasPending(store)) requestOutboxReplay();
  }, RETRY_INTERVAL_MS);
}
