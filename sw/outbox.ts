// The background-sync outbox: plan saves and quiz emails that cannot reach the server wait in a
// Workbox queue (IndexedDB) and are replayed later, exactly once thanks to the idempotency key
// each request carries from the device.
//
// Workbox's default replay counts any HTTP answer as delivered, so the replay is ours: a network
// error, a 5xx or a 429 puts the request back for later; any other 4xx is dropped (it would fail
// forever) and the page is told why.
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import {
  OUTBOX_QUEUED_STATUS,
  OUTBOX_RETENTION_MINUTES,
  outboxKindOf,
  type OutboxKind,
} from '../src/contracts/outbox';
import type { OutboxQueuedResponse } from '../src/contracts/outbox-queued';
import { reportOutbox } from './outbox-results';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

interface OutboxMetadata {
  kind: OutboxKind;
  idempotencyKey: string;
}

const queue = new Queue('outbox', {
  maxRetentionTime: OUTBOX_RETENTION_MINUTES,
  onSync: () => drainOutbox({ rethrow: true }),
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
  const body: OutboxQueuedResponse = { queued: true, idempotencyKey };
  return new Response(JSON.stringify(body), {
    status: OUTBOX_QUEUED_STATUS,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function enqueue(request: Request, metadata: OutboxMetadata): Promise<Response> {
  await queue.pushRequest({ request, metadata: { ...metadata } });
  await reportOutbox(metadata.idempotencyKey, metadata.kind, 'waiting');
  return queuedAnswer(metadata.idempotencyKey);
}

/** POSTs to the outbox routes: straight to the network, into the queue when that fails. */
export function registerOutboxRoutes(): void {
  registerRoute(
    ({ url, request }) => request.method === 'POST' && outboxKindOf(url.pathname) !== undefined,
    async ({ request, url }) => {
      const kind = outboxKindOf(url.pathname)!;
      const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER);
      // Without a key a replay could store or mail twice: such a request is not queued.
      if (!idempotencyKey) return fetch(request);
      const stored = request.clone();
      try {
        const response = await fetch(request);
        if (!isWorthRetrying(response.status)) return response;
        return await enqueue(stored, { kind, idempotencyKey });
      } catch {
        return enqueue(stored, { kind, idempotencyKey });
      }
    },
    'POST',
  );
}

let draining: Promise<void> | null = null;

/**
 * Sends every queued request, oldest first. Runs once at a time; a second call while one runs
 * waits for it. With rethrow (the sync event), a failure is rethrown so the browser retries.
 */
export function drainOutbox({ rethrow }: { rethrow: boolean }): Promise<void> {
  draining ??= sendQueued().finally(() => {
    draining = null;
  });
  return rethrow ? draining : draining.catch(() => {});
}

async function sendQueued(): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const { kind, idempotencyKey } = entry.metadata as unknown as OutboxMetadata;
    await reportOutbox(idempotencyKey, kind, 'sending');
    let response: Response;
    try {
      response = await fetch(entry.request.clone());
    } catch (error) {
      await putBack(entry, kind, idempotencyKey);
      throw error;
    }
    if (isWorthRetrying(response.status)) {
      await putBack(entry, kind, idempotencyKey);
      throw new Error(`The server answered ${response.status}; the request waits for later`);
    }
    const answer = { status: response.status, body: await readBody(response) };
    await reportOutbox(idempotencyKey, kind, response.ok ? 'sent' : 'failed', answer);
  }
}

async function putBack(
  entry: Awaited<ReturnType<Queue['shiftRequest']>> & object,
  kind: OutboxKind,
  idempotencyKey: string,
): Promise<void> {
  await queue.unshiftRequest(entry);
  await reportOutbox(idempotencyKey, kind, 'waiting');
}
