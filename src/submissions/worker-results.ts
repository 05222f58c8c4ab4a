// The one way a queued submission's fate reaches the page: the service worker writes each
// request's report to its results store (IndexedDB, sw/submission-results.ts) and then says so on
// a BroadcastChannel; the page reads the store, and only the store, when told, when it starts
// (once the persisted store has been restored: what was read earlier would be overwritten by the
// restore) and whenever it comes back into view. So a page that was closed while the worker
// replayed the queue still learns what happened. The page asks the worker to replay when the
// device comes back online, and while something is queued and the device is online, every half
// minute (a failed background sync is not retried promptly by browsers, and Safari and Firefox
// have none); the answer comes back the same way.
import { openDB } from 'idb';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import { SUBMISSION_RESULTS, readSubmissionReport } from '../contracts/submissions';
import { requestReplay } from '../lib/service-worker';
import {
  selectHasQueued,
  submissionReported,
  submissionsRestored,
  type SubmissionsState,
} from './submissions-slice';

/** The part of the app's store the results need. */
interface SubmissionsStore {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => { submissions: SubmissionsState };
}

const REPLAY_INTERVAL_MS = 30_000;

function openResults() {
  return openDB(SUBMISSION_RESULTS.database, 1, {
    upgrade(db) {
      db.createObjectStore(SUBMISSION_RESULTS.store);
    },
  });
}

/** Every report the worker stored; the slice keeps what is news about its submissions. */
async function readReports(store: SubmissionsStore): Promise<void> {
  const database = await openResults();
  const stored: unknown[] = await database.getAll(SUBMISSION_RESULTS.store);
  database.close();
  const reports = stored.flatMap((value) => readSubmissionReport(value) ?? []);
  for (const report of reports.sort((a, b) => a.at - b.at)) {
    store.dispatch(submissionReported(report));
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

export function startWorkerResults(store: SubmissionsStore, persistor: Persistor): void {
  const restored = whenRestored(persistor).then(() => {
    store.dispatch(submissionsRestored());
  });
  if (typeof BroadcastChannel === 'undefined' || typeof indexedDB === 'undefined') return;
  // One read at a time, in order; a read asked for while one runs follows it.
  let reading: Promise<void> = restored;
  const read = () => {
    reading = reading.then(() => readReports(store)).catch(() => {});
  };
  new BroadcastChannel(SUBMISSION_RESULTS.channel).addEventListener('message', read);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') read();
  });
  read();
  // Listened for from the start, not once the worker is registered after the page's load event:
  // a page opened offline may not finish loading until the device is back online.
  window.addEventListener('online', requestReplay);
  window.setInterval(() => {
    if (navigator.onLine && selectHasQueued(store.getState())) requestReplay();
  }, REPLAY_INTERVAL_MS);
}

/** The worker's reports about one saved plan go (the plan is forgotten on this device). */
/** Every report of the worker goes (everything on this device is cleared). */
export async function forgetAllReports(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const database = await openResults();
  await database.clear(SUBMISSION_RESULTS.store);
  database.close();
}

export async function forgetReportsAbout(identifier: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const database = await openResults();
  const transaction = database.transaction(SUBMISSION_RESULTS.store, 'readwrite');
  for (
    let cursor = await transaction.store.openCursor();
    cursor;
    cursor = await cursor.continue()
  ) {
    const body = (cursor.value as { body?: { identifier?: unknown } | null }).body;
    if (body?.identifier === identifier) await cursor.delete();
  }
  await transaction.done;
  database.close();
}
