// Brings the service worker's outbox news into the store: live through a BroadcastChannel, and
// from the results the worker stored while no page was open (read once the persisted store has
// been restored: news that arrived earlier would be overwritten by the restore). While something waits and
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
import {
  isOutboxPending,
  outboxUpdated,
  selectOutboxEntries,
  submissionsRestored,
  type OutboxSliceState,
} from './outbox-slice';
import type { Persistor } from 'redux-persist';
import type { UnknownAction } from '@reduxjs/toolkit';

/** The part of the app's store the bridge needs. */
interface OutboxStore {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => { outbox: OutboxSliceState };
}

const RETRY_INTERVAL_MS = 30_000;

function isOutboxUpdate(data: unknown): data is OutboxUpdate {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'outbox-update' &&
    typeof (data as { idempotencyKey?: unknown }).idempotencyKey === 'string'
  );
}

/** Every result the worker stored; the slice keeps the newest state of each request. */
async function readStoredResults(store: OutboxStore): Promise<void> {
  const database = await openDB(OUTBOX_RESULTS_DB, 1, {
    upgrade(db) {
      db.createObjectStore(OUTBOX_RESULTS_STORE);
    },
  });
  const results: unknown[] = await database.getAll(OUTBOX_RESULTS_STORE);
  database.close();
  for (const result of results) {
    if (isOutboxUpdate(result)) store.dispatch(outboxUpdated(result));
  }
}

function whenRestored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}

function hasPending(store: OutboxStore): boolean {
  return Object.values(selectOutboxEntries(store.getState())).some(isOutboxPending);
}

export function startOutboxBridge(store: OutboxStore, persistor: Persistor): void {
  if (typeof BroadcastChannel === 'undefined') {
    void whenRestored(persistor).then(() => store.dispatch(submissionsRestored()));
    return;
  }
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isOutboxUpdate(event.data)) store.dispatch(outboxUpdated(event.data));
  });
  void whenRestored(persistor)
    .then(() => {
      store.dispatch(submissionsRestored());
      return readStoredResults(store);
    })
    .catch(() => {
      // No results database yet: nothing was ever queued on this device.
    });
  window.setInterval(() => {
    if (navigator.onLine && hasPending(store)) requestOutboxReplay();
  }, RETRY_INTERVAL_MS);
}
