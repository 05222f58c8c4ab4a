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
  reportBody,
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
  const stored: SubmissionReport = {
    idempotencyKey,
    state,
    ...(answer ? { status: answer.status, body: reportBody(answer.body) } : {}),
    at: Date.now(),
  };
  await (await database).put(SUBMISSION_RESULTS.store, stored, idempotencyKey);
  channel.postMessage(RESULTS_CHANGED);
}

/** Reports an earlier release stored with the owner key lose it (once, as the worker starts). */
export async function scrubStoredReports(): Promise<void> {
  const db = await database;
  const transaction = db.transaction(SUBMISSION_RESULTS.store, 'readwrite');
  for (
    let cursor = await transaction.store.openCursor();
    cursor;
    cursor = await cursor.continue()
  ) {
    const value = cursor.value as { body?: unknown };
    const body = reportBody(value.body);
    if (body !== value.body) await cursor.update({ ...value, body });
  }
  await transaction.done;
}
