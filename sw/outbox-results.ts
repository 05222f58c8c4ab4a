// The last known state of each outbox request, kept in IndexedDB so a page opened later (after
// the browser replayed the queue in the background) still learns what happened, and told to any
// open page at once through a BroadcastChannel.
import { openDB } from 'idb';
import {
  OUTBOX_CHANNEL,
  OUTBOX_RESULTS_DB,
  OUTBOX_RESULTS_STORE,
  type OutboxKind,
  type OutboxState,
  type OutboxUpdate,
} from '../src/contracts/outbox';

const database = openDB(OUTBOX_RESULTS_DB, 1, {
  upgrade(db) {
    db.createObjectStore(OUTBOX_RESULTS_STORE);
  },
});
const channel = new BroadcastChannel(OUTBOX_CHANNEL);

export async function reportOutbox(
  idempotencyKey: string,
  kind: OutboxKind,
  state: OutboxState,
  answer?: { status: number; body: unknown },
): Promise<void> {
  const update: OutboxUpdate = {
    type: 'outbox-update',
    idempotencyKey,
    kind,
    state,
    ...(answer ?? {}),
    at: Date.now(),
  };
  await (await database).put(OUTBOX_RESULTS_STORE, update, idempotencyKey);
  channel.postMessage(update);
}
