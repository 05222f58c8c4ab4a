// A saved plan on a phone the household shares (issue 42, part 5). Its link's keys leave the
// address bar and the history as soon as the page has them; "Forget this plan on this device"
// lets the phone go of the plan (the plan stays on the server); a change made offline holds the
// owner key in the outbox only until it is sent. Real server, real service worker, real offline.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { localPath } from './plan-support';
import { contactFields } from './support/contact-form';
import { startServer, type RunningServer } from './support/server-process';
import { waitForServiceWorker } from './support/service-worker';
import { planRequest } from '../server/fixtures';
import { storeAsReleased } from './support/release-storage';
import f2ba5b3 from '../fixtures/releases/f2ba5b3.json' with { type: 'json' };
import { newPlanKey, planLinkFragment, PLAN_READ_KEY_HEADER } from '../../src/contracts/plan-links';
import type { Language } from '../support/plan-text';
import en from '../../locales/en/plan.json' with { type: 'json' };
import mi from '../../locales/mi/plan.json' with { type: 'json' };

test.use({ serviceWorkers: 'allow' });
test.use({ reducedMotion: 'reduce' });

const text = { en, mi };
const PHONE = { width: 390, height: 844 };
const NEW_PLACE = 'The letterbox at number 12';

interface SavedPlan {
  identifier: string;
  ownerKey: string;
  readKey: string;
}

async function savePlan(server: RunningServer): Promise<SavedPlan> {
  const keys = { ownerKey: newPlanKey(), readKey: newPlanKey() };
  const response = await fetch(`${server.url}/api/v1/plan/save`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(planRequest({ name: 'Aroha', email: 'aroha@example.nz', ...keys })),
  });
  expect(response.status).toBe(201);
  const { identifier } = (await response.json()) as { identifier: string };
  return { identifier, ...keys };
}

interface Phone {
  server: RunningServer;
  context: BrowserContext;
  page: Page;
  /** A plan saved through the API; the phone has nothing of it yet. */
  plan: SavedPlan;
  close(): Promise<void>;
}

/** A server of its own with one saved plan, and a phone that has not opened it. */
async function phoneAndPlan(browser: Browser): Promise<Phone> {
  const server = await startServer();
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    reducedMotion: 'reduce',
  });
  const close = async () => {
    await context.close();
    await server.stop();
  };
  try {
    return { server, context, page: await context.newPage(), plan: await savePlan(server), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Everything this page's origin keeps: every IndexedDB store (the app's state, the outbox and its
 * reports; a queued request's headers included), sessionStorage and localStorage. `outboxOnly`:
 * the service worker's databases alone (not the app's state, 'escape-plan').
 */
function keptOnPhone(page: Page, outboxOnly = false): Promise<string> {
  return page.evaluate(async (outboxOnly) => {
    const texts: string[] = outboxOnly
      ? []
      : [JSON.stringify({ ...sessionStorage }), JSON.stringify({ ...localStorage })];
    for (const { name } of await indexedDB.databases()) {
      if (!name || (outboxOnly && name === 'escape-plan')) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const read = db.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
        });
        texts.push(JSON.stringify(all));
      }
      db.close();
    }
    return texts.join('\n');
  }, outboxOnly);
}

async function plainStatus(server: RunningServer, plan: SavedPlan): Promise<number> {
  const response = await fetch(`${server.url}/api/v1/plan/${plan.identifier}`, {
    headers: { [PLAN_READ_KEY_HEADER]: plan.readKey },
  });
  return response.status;
}

for (const language of ['en', 'mi'] as const satisfies readonly Language[]) {
  const t = text[language];

  test(`the private link's keys leave the address and the history, and the phone forgets the plan (${language})`, async ({
    browser,
  }) => {
    const { server, page, plan, close } = await phoneAndPlan(browser);
    try {
      const manage = localPath(language, `/my-plan/${plan.identifier}`);
      await page.goto(localPath(language, '/'));
      await page.goto(manage + planLinkFragment(plan));

      // The owner's page has both keys, and the address bar none of them at once.
      await expect(page.getByRole('button', { name: t['my-plan'].delete })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === manage && url.hash === '');
      // The link's entry was replaced, not added to: back is the page before, forward this one
      // without its keys.
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === localPath(language, '/'));
      await page.goForward();
      await expect(page).toHaveURL((url) => url.pathname === manage && url.hash === '');
      // A reload in the same tab still can change or delete it (the keys are this tab's).
      await page.reload();
      await expect(page.getByRole('button', { name: t['my-plan'].delete })).toBeVisible();

      // The family page opens from here with no key in its address.
      await page.getByRole('link', { name: t['my-plan'].open }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === localPath(language, `/print/${plan.identifier}`) && !url.hash,
      );
      await expect(page.locator('.print-plan')).toBeVisible();

      // Forgotten from the family page, after a confirmation.
      const forget = page.getByRole('button', { name: t.forget.button });
      await forget.click();
      await expect(page.getByRole('heading', { name: t.forget['confirm-title'] })).toBeFocused();
      await page.getByRole('button', { name: t.forget['confirm-no'] }).click();
      await forget.click();
      await page.getByRole('button', { name: t.forget['confirm-yes'] }).click();
      await expect(page.getByRole('heading', { name: t.forget['done-title'] })).toBeFocused();
      await expect(page.getByText(t.forget['done-body'])).toBeVisible();

      // Nothing on the phone opens, changes or deletes it any more; the plan is still saved.
      await expect
        .poll(() => keptOnPhone(page))
        .not.toMatch(new RegExp(`${plan.identifier}|${plan.ownerKey}|${plan.readKey}`));
      const history = await page.evaluate(() => window.history.length);
      expect(history).toBeGreaterThan(1);
      // Its page says this phone no longer holds it, and how to open it: never "deleted".
      await page.goto(manage);
      await expect(page.getByRole('alert')).toHaveText(t.print['error-no-key']);
      await expect(page.getByText(t['my-plan']['not-found'])).toHaveCount(0);
      await expect(page.getByRole('button', { name: t['my-plan'].delete })).toHaveCount(0);
      expect(await plainStatus(server, plan)).toBe(200);
    } finally {
      await close();
    }
  });
}

test('a change made offline holds the owner key only until it is sent; the owner page forgets the plan', async ({
  browser,
}) => {
  const { server, context, page, plan, close } = await phoneAndPlan(browser);
  try {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto(`/my-plan/${plan.identifier}${planLinkFragment(plan)}`);
    await page.getByRole('button', { name: en['my-plan']['change-here'] }).click();
    await expect(page).toHaveURL(/\/complete$/);

    // Changed with no signal: the change waits in the outbox, with its owner key.
    await page.goto('/question/meeting-area');
    await page.getByRole('textbox', { name: en['other-text'] }).fill(NEW_PLACE);
    await page.getByRole('button', { name: en.continue }).click();
    await page.getByRole('button', { name: en.continue }).click();
    // The saved plan keeps no name or email: the update's email goes to the one given here.
    const { name, email } = contactFields(page, 'en');
    await name.fill('Aroha');
    await email.fill('aroha@example.nz');
    const update = page.getByRole('button', { name: en.complete.update });
    await context.setOffline(true);
    await update.click();
    await expect(page.getByText(en.complete.queued)).toBeVisible();
    expect(await keptOnPhone(page, true)).toContain(`Bearer ${plan.ownerKey}`);

    // Sent once online: the outbox and its report hold the key no more.
    await context.setOffline(false);
    await expect(page.getByText(en.complete.queued)).toHaveCount(0);
    await expect
      .poll(async () => {
        const response = await fetch(`${server.url}/api/v1/plan/${plan.identifier}`, {
          headers: { [PLAN_READ_KEY_HEADER]: plan.readKey },
        });
        return JSON.stringify(await response.json());
      })
      .toContain(NEW_PLACE);
    // The worker's report of the change is there (it says the plan's identifier), without a key.
    await expect.poll(() => keptOnPhone(page, true)).toContain(plan.identifier);
    const outbox = await keptOnPhone(page, true);
    expect(outbox).not.toContain(plan.ownerKey);
    expect(outbox).not.toContain(plan.readKey);

    // The phone took the plan over, so it keeps its keys, until the owner page forgets it.
    await page.goto(`/my-plan/${plan.identifier}`);
    await page.getByRole('button', { name: en.forget.button }).click();
    await page.getByRole('button', { name: en.forget['confirm-yes'] }).click();
    await expect(page.getByRole('heading', { name: en.forget['done-title'] })).toBeFocused();
    // What stays on the phone is said, and everything can be cleared from here, after a yes.
    await expect(page.getByText(en['clear-device'].lead)).toBeVisible();
    await page.getByRole('button', { name: en['clear-device'].button }).click();
    await expect(
      page.getByRole('heading', { name: en['clear-device']['confirm-title'] }),
    ).toBeFocused();
    await page.getByRole('button', { name: en['clear-device']['confirm-yes'] }).click();
    await expect(
      page.getByRole('status').filter({ hasText: en['clear-device'].done }),
    ).toBeFocused();
    await expect
      .poll(() => keptOnPhone(page))
      .not.toMatch(new RegExp(`${plan.identifier}|${plan.ownerKey}|${plan.readKey}|letterbox`));
    expect(await plainStatus(server, plan)).toBe(200);
  } finally {
    await close();
  }
});

test('the privacy page clears everything a household left on a shared phone (mi)', async ({
  browser,
}) => {
  const { page, close } = await phoneAndPlan(browser);
  const t = text.mi;
  try {
    // A household's phone: names, needs, a drawing, drills, a quiz, keys and a save waiting.
    await page.goto('/manifest.webmanifest');
    await storeAsReleased(page, f2ba5b3);
    await page.goto(localPath('mi', '/privacy'));
    await waitForServiceWorker(page);
    const household = /Nana|Aroha|moves-slowly|letterbox|f2ba5b3|5b1f0d3e/;
    await expect.poll(() => keptOnPhone(page)).toMatch(household);

    const clear = page.getByRole('button', { name: t['clear-device'].button });
    await clear.click();
    await page.getByRole('button', { name: t['clear-device']['confirm-no'] }).click();
    await clear.click();
    await page.getByRole('button', { name: t['clear-device']['confirm-yes'] }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t['clear-device'].done }),
    ).toBeFocused();
    await expect.poll(() => keptOnPhone(page)).not.toMatch(household);

    // Reopened, the app has nothing of them: no drawing, no plan to print.
    await page.goto(localPath('mi', '/floor-plan'));
    await expect(
      page.getByTestId('sketch-canvas').locator('[aria-label^="Nana\'s room,"]'),
    ).toHaveCount(0);
    expect(await keptOnPhone(page)).not.toMatch(household);
  } finally {
    await close();
  }
});
