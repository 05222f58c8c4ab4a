// The background-sync queue of submissions: plan saves and quiz emails that cannot reach the
// server wait in a Workbox queue (IndexedDB) and are replayed later, exactly once thanks to the
// idempotency key each request carries from the device (src/contracts/idempotency.ts). A request
// here is queued until the server answers; then it is sent or failed (src/contracts/submissions.ts).
//
// Workbox's default replay counts any HTTP answer as delivered, so the replay is ours: a network
// error, a 5xx or a 429 puts the request back for later; any other 4xx is dropped (it would fail
// forever) and the page is told why.
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import {
  IDEMPOTENCY_HEADER,
  WRITE_METHODS,
  isQueueableRequest,
} from '../src/contracts/idempotency';
import { QUEUED_STATUS, QUEUE_RETENTION_MINUTES } from '../src/contracts/submissions';
import type { QueuedResponse } from '../src/contracts/queued-response';
import { report } from './submission-results';

interface QueuedMetadata {
  idempotencyKey: string;
}

// The queue's name on disk is an earlier release's: what it kept is still replayed after an update.
const queue = new Queue('outbox', {
  maxRetentionTime: QUEUE_RETENTION_MINUTES,
  onSync: () => replayOwnAttempt(),
});

function isWorthRetrying(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

function queuedAnswer(idempotencyKey: string): Response {
  const body: QueuedResponse = { queued: true, idempotencyKey };
  return new Response(JSON.stringify(body), {
    status: QUEUED_STATUS,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function enqueue(request: Request, metadata: QueuedMetadata): Promise<Response> {
  await queue.pushRequest({ request, metadata: { ...metadata } });
  await report(metadata.idempotencyKey, 'queued');
  return queuedAnswer(metadata.idempotencyKey);
}

/**
 * Submissions: straight to the network, into the queue when that fails. Saves, changes and
 * deletes share one queue, replayed oldest first: a plan's queued changes arrive in order.
 */
export function registerSubmissionRoutes(): void {
  for (const method of WRITE_METHODS) registerWrite(method);
}

function registerWrite(method: (typeof WRITE_METHODS)[number]): void {
  registerRoute(
    ({ url, request }) =>
      isQueueableRequest(request.method, url.pathname, request.headers.get(IDEMPOTENCY_HEADER)),
    async ({ request }) => {
      const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER)!;
      const stored = request.clone();
      try {
        const response = await fetch(request);
        if (!isWorthRetrying(response.status)) return response;
        return await enqueue(stored, { idempotencyKey });
      } catch {
        return enqueue(stored, { idempotencyKey });
      }
    },
    method,
  );
}

let replaying: Promise<void> | null = null;

/** Drops every request waiting to be sent (the page cleared everything on this device). */
export async function dropQueued(): Promise<void> {
  // A replay under way may put a request back: it finishes first, so nothing survives the clear.
  await replaying?.catch(() => {});
  while (await queue.shiftRequest()) {
    // Each shift removes one from the queue's database.
  }
}

/**
 * Sends every queued request, oldest first. Runs once at a time; a second call while one runs
 * waits for it. With rethrow (the sync event), a failure is rethrown so the browser retries.
 */
export function replayQueued({ rethrow }: { rethrow: boolean }): Promise<void> {
  replaying ??= sendQueued().finally(() => {
    replaying = null;
  });
  return rethrow ? replaying : replaying.catch(() => {});
}

/**
 * The sync event's replay: its own attempt, after any that is running. A page's request to replay
 * can come a moment before the network is back (its 'online' event races the worker's network);
 * joining that doomed attempt would fail the sync too, and browsers retry a failed sync only
 * minutes later.
 */
async function replayOwnAttempt(): Promise<void> {
  await replaying?.catch(() => {});
  return replayQueued({ rethrow: true });
}

async function sendQueued(): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const { idempotencyKey } = entry.metadata as unknown as QueuedMetadata;
    let response: Response;
    try {
      response = await fetch(entry.request.clone());
    } catch (error) {
      // Still queued: put back as it was, nothing new to report.
      await queue.unshiftRequest(entry);
      throw error;
    }
    if (isWorthRetrying(response.status)) {
      await queue.unshiftRequest(entry);
      throw new Error(`The server answered ${response.status}; the request waits for later`);
    }
    const answer = { status: response.status, body: await readBody(response) };
    await report(idempotencyKey, response.ok ? 'sent' : 'failed', answer);
  }
}
