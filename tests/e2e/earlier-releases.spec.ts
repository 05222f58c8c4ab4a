// What an earlier release left on a phone opens in today's build (issue 51): its stored state
// (tests/fixtures/releases/, written out as data by commit) is put where that release kept it,
// in IndexedDB, before today's app first runs; what the household entered is shown (a drawing
// brought in line), and the save that waited in that release's outbox reaches today's server.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import enFloor from '../../locales/en/floor-plan.json' with { type: 'json' };
import enPlan from '../../locales/en/plan.json' with { type: 'json' };
import ea557b1 from '../fixtures/releases/ea557b1.json' with { type: 'json' };
import f2ba5b3 from '../fixtures/releases/f2ba5b3.json' with { type: 'json' };
import r607eeae from '../fixtures/releases/607eeae.json' with { type: 'json' };
import { startServer, type RunningServer } from './support/server-process';
import { waitForServiceWorker } from './support/service-worker';
import { storeAsReleased, type Release } from './support/release-storage';

test.use({ serviceWorkers: 'allow' });

const RELEASES: Release[] = [ea557b1, f2ba5b3, r607eeae];

/** A plan text by its dotted key ('print.steps.apartment-first'). */
function planWords(key: string): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], enPlan);
  if (typeof found !== 'string') throw new Error(`No plan text ${key}`);
  return found;
}

function fill(template: string, values: { [name: string]: string | undefined }): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The messages the server wrote to its mail folder (no SMTP server here), quoted-printable read. */
function mailWritten(server: RunningServer): string {
  const raw = readdirSync(server.mailDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(server.mailDir, name), 'latin1'))
    .join('\n');
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server.stop());

for (const release of RELEASES) {
  test(`${release.commit}: what the household entered opens, and its queued save arrives`, async ({
    page,
  }) => {
    await page.goto(`${server.url}/manifest.webmanifest`);
    await storeAsReleased(page, release);

    for (const text of release.opens.review ?? []) {
      await page.goto(`${server.url}/review`);
      await expect(page.getByText(text).first()).toBeVisible();
    }
    if (release.opens.drawing) {
      await page.goto(`${server.url}/floor-plan`);
      const canvas = page.getByTestId('sketch-canvas');
      for (const [level, rooms] of Object.entries(release.opens.drawing)) {
        await page
          .getByRole('group', { name: enFloor.toolbar.level, exact: true })
          .getByText(enFloor.levels[level as keyof typeof enFloor.levels])
          .click();
        for (const room of rooms) {
          await expect(canvas.locator(`[aria-label^="${room},"]`)).toHaveCount(1);
        }
      }
    }
    if (release.opens.toSort) {
      await page.goto(`${server.url}/complete`);
      for (const { key, values } of release.opens.toSort) {
        const words = enPlan.assessment[key as keyof typeof enPlan.assessment] as string;
        await expect(page.getByTestId('plan-to-sort')).toContainText(fill(words, values));
      }
    }

    if (release.opens.complete) {
      await page.goto(`${server.url}/complete`);
      for (const { key, values } of release.opens.complete) {
        await expect(page.getByText(fill(planWords(key), values)).first()).toBeVisible();
      }
    }

    // Back online with today's service worker: the save that waited is sent, once, and kept.
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect.poll(() => mailWritten(server)).toContain(release.arrives);
    if (release.broughtInLine) {
      const [queued] = release.queued;
      const body = queued!.body as { readKey: string; sketch: object };
      const saved = await fetch(`${server.url}/api/v1/plan/save`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': queued!.idempotencyKey },
        body: JSON.stringify(body),
      });
      // The same key again: the plan the outbox delivered, answered, not stored twice.
      expect(saved.headers.get('idempotent-replayed')).toBe('true');
      const { identifier } = (await saved.json()) as { identifier: string };
      const response = await fetch(`${server.url}/api/v1/plan/${identifier}`, {
        headers: { 'Plan-Read-Key': body.readKey },
      });
      const { data } = (await response.json()) as { data: { sketch: object } };
      expect(data.sketch).toEqual({ ...body.sketch, routes: release.broughtInLine.routes });
    }
  });
}
