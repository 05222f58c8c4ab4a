// The last report on each queued request, kept in IndexedDB (the one place the page reads a
// queued submission's fate from, so a page opened after the browser replayed the queue in the
// background still learns it), and a word on a BroadcastChannel that it changed, so an open page
// reads it at once.
import { openDB } from 'idb';
import {
  RESULTS_CHANGED,
  SUBMISSION_RESULTS,
  type ReportedState,
  type SubmissionReport,
} from '../src/contracts/submissions';

const database = openDB(SUBMISSION_RESULTS.database, 1, {
  upgrade(db) {
    db.createObjectStore(SUBMISSION_RESULTS.store);
  },
});
const channel = new BroadcastChannel(SUBMISSION_RESULTS.channel);

export async function report(
  idempotencyKey: string,
  state: ReportedState,
  answer?: { status: number; body: unknown },
): Promise<void> {
  const stored: SubmissionReport = { idempotencyKey, state, ...(answer ?? {}), at: Date.now() };
  await (await database).put(SUBMISSION_RESULTS.store, stored, idempotencyKey);
  channel.postMessage(RESULTS_CHANGED);
}
