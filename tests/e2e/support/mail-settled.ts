// "Sent exactly once", shown without sleeping and hoping: once the expected emails arrived, the
// device holds nothing more to send (its background-sync queue is empty) and the server holds no
// mail job waiting; from then on no further email can come, so the count is final.
import { expect, type Page } from '@playwright/test';
import { E2E_HEALTH_TOKEN } from './server-process';

/** Requests waiting in the service worker's background-sync queue (workbox's own database). */
export function queuedOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('workbox-background-sync');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('requests')) {
            db.close();
            resolve(0);
            return;
          }
          const counting = db.transaction('requests', 'readonly').objectStore('requests').count();
          counting.onerror = () => reject(counting.error);
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
        };
      }),
  );
}

/** Mail jobs the server has not handed over yet (its operator health answer). */
export async function mailWaitingOnServer(serverUrl: string): Promise<number> {
  const response = await fetch(`${serverUrl}/api/health`, {
    headers: { Authorization: `Bearer ${E2E_HEALTH_TOKEN}` },
  });
  const body = (await response.json()) as {
    checks: { name: string; metrics?: { depth?: number } }[];
  };
  const depth = body.checks.find((check) => check.name === 'outbox')?.metrics?.depth;
  if (typeof depth !== 'number') throw new Error('The health answer has no outbox depth');
  return depth;
}

/** Waits for `expected` emails, then until nothing more can send one; then checks the count. */
export async function expectSentExactly(
  page: Page,
  serverUrl: string,
  count: () => number,
  expected: number,
): Promise<void> {
  await expect.poll(count).toBe(expected);
  await expect.poll(() => queuedOnDevice(page)).toBe(0);
  await expect.poll(() => mailWaitingOnServer(serverUrl)).toBe(0);
  expect(count()).toBe(expected);
}
