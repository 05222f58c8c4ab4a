// What an earlier release left on a phone opens in today's build (issue 51): its stored state
// (tests/fixtures/releases/, written out as data by commit) is put where that release kept it,
// in IndexedDB, before today's app first runs; the drawing is shown, brought in line, and the
// save that waited in that release's outbox reaches today's server with its drawing.
import { expect, test } from '@playwright/test';
import enFloor from '../../locales/en/floor-plan.json' with { type: 'json' };
import enPlan from '../../locales/en/plan.json' with { type: 'json' };
import f2ba5b3 from '../fixtures/releases/f2ba5b3.json' with { type: 'json' };
import { startServer, type RunningServer } from './support/server-process';
import { waitForServiceWorker } from './support/service-worker';
import { persistedText } from './plan-support';
import { storeAsReleased, type Release } from './support/release-storage';

test.use({ serviceWorkers: 'allow' });

const RELEASES: Release[] = [f2ba5b3];

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server.stop());

for (const release of RELEASES) {
  test(`${release.commit}: the household's drawing opens and its queued save arrives with it`, async ({
    page,
  }) => {
    await page.goto(`${server.url}/manifest.webmanifest`);
    await storeAsReleased(page, release);

    await page.goto(`${server.url}/floor-plan`);
    // Every room is there, on both levels, with who sleeps where.
    const canvas = page.getByTestId('sketch-canvas');
    await expect(canvas.locator(`[aria-label^="Nana's room,"]`)).toHaveCount(1);
    await page
      .getByRole('group', { name: enFloor.toolbar.level, exact: true })
      .getByText(enFloor.levels.upstairs)
      .click();
    await expect(canvas.locator(`[aria-label^="Aroha's room,"]`)).toHaveCount(1);
    await expect(canvas.locator('.sketch-stairs')).toHaveCount(1);

    // The way out by the unanswered window stops before it, and the plan says what to answer.
    await page.goto(`${server.url}/complete`);
    await expect(page.getByTestId('plan-to-sort')).toContainText(
      enPlan.assessment['route-at-window'].replace('{{room}}', "Aroha's room"),
    );

    // Back online with today's service worker: the save that waited is sent, and kept.
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect
      .poll(async () => {
        const stored = JSON.parse((await persistedText(page)) || '{}') as { submissions?: string };
        const plan = (JSON.parse(stored.submissions ?? '{}') as Record<string, unknown>).plan as
          { status?: { state?: string; result?: { identifier?: string } } } | undefined;
        return plan?.status?.state === 'sent' ? (plan.status.result?.identifier ?? '') : '';
      })
      .toMatch(/^[A-Za-z0-9_-]{22}$/);
    const stored = JSON.parse(await persistedText(page)) as { submissions: string };
    const { identifier } = (
      JSON.parse(stored.submissions) as { plan: { status: { result: { identifier: string } } } }
    ).plan.status.result;
    const response = await fetch(`${server.url}/api/v1/plan/${identifier}`, {
      headers: { 'Plan-Read-Key': release.persisted.savedPlans.keys.readKey },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { sketch: Record<string, unknown> } };
    expect(data.sketch).toEqual({
      ...release.persisted.floorPlan.sketch,
      routes: release.broughtInLine.routes,
    });
  });
}
