// What an earlier release kept on a phone, put back where that release kept it (IndexedDB), from
// its fixture (tests/fixtures/releases/): the store's persisted state and the outbox's requests.
import type { Page } from '@playwright/test';

/** What a release kept on a device (tests/fixtures/releases/{commit}.json), and what it shows. */
export interface Release {
  commit: string;
  what: string;
  /** redux-persist's version of that release's stored state. */
  persistVersion: number;
  /** Each persisted slice as that release stored it. */
  persisted: Record<string, unknown>;
  /** Requests waiting in its outbox. */
  queued: { path: string; method: string; idempotencyKey: string; body: unknown }[];
  /** What today's build shows of it: texts on the review page, rooms by level, to-sort lines. */
  opens: {
    review?: string[];
    drawing?: Record<string, string[]>;
    toSort?: { key: string; values: Record<string, string> }[];
    /** Lines of the complete page, by their key under plan (dotted) and values. */
    complete?: { key: string; values: { [name: string]: string | undefined } }[];
  };
  /** A text the queued save's email carries once today's server has it. */
  arrives: string;
  /** The ways out today's server keeps, when it brings the drawing in line. */
  broughtInLine?: { routes: Record<string, string[]> };
}

/**
 * Puts a release's device storage in place, as that release wrote it: redux-persist's root key
 * (each slice as JSON inside one JSON object) and workbox-background-sync's queue of requests.
 * Run on a same-origin page that does not start the app, so nothing of today's code writes first.
 */
export async function storeAsReleased(page: Page, release: Release): Promise<void> {
  const slices = Object.fromEntries(
    Object.entries(release.persisted).map(([slice, value]) => [slice, JSON.stringify(value)]),
  );
  const root = JSON.stringify({
    ...slices,
    _persist: JSON.stringify({ version: release.persistVersion, rehydrated: true }),
  });
  await page.evaluate(
    async ({ root, queued, origin }) => {
      const open = (name: string, version: number, upgrade: (db: IDBDatabase) => void) =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name, version);
          request.onupgradeneeded = () => upgrade(request.result);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const put = (db: IDBDatabase, store: string, value: unknown, key?: string) =>
        new Promise<void>((resolve, reject) => {
          const transaction = db.transaction(store, 'readwrite');
          transaction.objectStore(store).put(value, key);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        });
      const state = await open('escape-plan', 1, (db) => db.createObjectStore('persisted-state'));
      await put(state, 'persisted-state', root, 'persist:root');
      state.close();
      // Workbox's queue database (version 3): one store keyed by an id, indexed by queue name.
      const outbox = await open('workbox-background-sync', 3, (db) =>
        db
          .createObjectStore('requests', { autoIncrement: true, keyPath: 'id' })
          .createIndex('queueName', 'queueName', { unique: false }),
      );
      for (const request of queued) {
        await put(outbox, 'requests', {
          queueName: 'outbox',
          timestamp: Date.now() - 60_000,
          metadata: { idempotencyKey: request.idempotencyKey },
          requestData: {
            url: `${origin}${request.path}`,
            method: request.method,
            headers: {
              'content-type': 'application/json',
              'idempotency-key': request.idempotencyKey,
            },
            body: new TextEncoder().encode(JSON.stringify(request.body)).buffer,
            mode: 'cors',
            credentials: 'same-origin',
          },
        });
      }
      outbox.close();
    },
    { root, queued: release.queued, origin: new URL(page.url()).origin },
  );
}
