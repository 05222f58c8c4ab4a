// A plan saved while a mail limit holds its email back (point 8): review and complete
// say, in both languages, that the plan is saved, that its link prints and shares it, and why no
// email comes now. The save goes to the real server (the plan is really stored, so its link
// works); to show both reasons without exhausting a limit first, the answer's `emailWithheld` is
// added to the real answer with page.route / context.route, for these screen tests only (the
// server really withholding, end to end: plan-complete.spec.ts; its rules: rate-limit.test.ts). The first tests block the service worker so the page sees the answer
// directly; the last saves offline and lets the worker's outbox replay it.
import { test, expect } from './support/fixtures';
import {
  PlanScreens,
  localPath,
  makeHousePlan,
  startWithHousePlan,
  type Language,
} from './plan-support';
import { waitForServiceWorker } from './support/service-worker';
import { contactFields } from './support/contact-form';

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });

test.use({
  reducedMotion: 'reduce',
  serviceWorkers: 'block',
  viewport: { width: 390, height: 844 },
});

const CASES = [
  ['en', 'recipient-limit'],
  ['mi', 'client-limit'],
] as const satisfies [Language, string][];

test.describe('a plan saved with its email withheld', () => {
  startWithHousePlan();

  for (const [language, reason] of CASES) {
    test(`says so in ${language} (${reason}) and its link prints the plan`, async ({ page }) => {
      const plan = new PlanScreens(page, language);
      const text = plan.text.withheld;
      let identifier = '';
      await page.route('**/api/v1/plan/save', async (route) => {
        const response = await route.fetch();
        const saved = (await response.json()) as { identifier: string };
        expect(response.status()).toBe(201);
        identifier = saved.identifier;
        await route.fulfill({
          response,
          json: { ...saved, emailWithheld: { reason, retryAfterSeconds: 1800 } },
        });
      });
      await page.goto(localPath(language, '/complete'));
      const { name, email } = contactFields(page, language);
      await name.fill('Aroha');
      await email.fill('aroha@example.co.nz');
      await page.getByRole('button', { name: plan.text.complete.submit }).click();

      await expect(page).toHaveURL(new RegExp(`${localPath(language, '/review')}$`));
      const status = page.locator('.review-banner [role="status"]');
      await expect(status).toContainText(text.lead);
      await expect(status).toContainText(text[reason]);
      await expect(status).not.toContainText(plan.text.review.lead);
      const link = status.getByRole('link', { name: text.link });
      await expect(link).toHaveAttribute('href', localPath(language, `/print/${identifier}`));
      // Sending again is offered (once the limit has passed).
      await expect(
        page.getByRole('link', { name: plan.text.review['send-current'] }),
      ).toBeVisible();

      // Complete says the same when visited again.
      await page.goto(localPath(language, '/complete'));
      const completeStatus = page.locator('.complete-form__status');
      await expect(completeStatus).toContainText(text.lead);
      await expect(completeStatus).toContainText(text[reason]);

      // The link is the saved plan on the real server.
      await page.goto(localPath(language, '/review'));
      await page.locator('.review-banner [role="status"]').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${localPath(language, `/print/${identifier}`)}$`));
      await expect(page.locator('.print-page')).toBeVisible();
    });
  }
});

test.describe('a plan saved offline whose email is withheld when the outbox sends it', () => {
  // The service worker's path: the outbox replays the save and hands its answer to the page
  // (results store and BroadcastChannel). context.route sees the worker's requests too.
  test.use({ serviceWorkers: 'allow' });

  test('review says the plan is saved and why no email comes (en)', async ({ page }) => {
    const context = page.context();
    const plan = new PlanScreens(page, 'en');
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await makeHousePlan(plan);
    const { name, email } = contactFields(page, 'en');
    await name.fill('Aroha');
    await email.fill('aroha@example.co.nz');
    await page.getByRole('button', { name: plan.text.complete.submit }).click();
    await expect(page.getByText(plan.text.complete.queued)).toBeVisible();

    let identifier = '';
    await context.route('**/api/v1/plan/save', async (route) => {
      const response = await route.fetch();
      const saved = (await response.json()) as { identifier: string };
      identifier = saved.identifier;
      await route.fulfill({
        response,
        json: { ...saved, emailWithheld: { reason: 'recipient-limit', retryAfterSeconds: 900 } },
      });
    });
    await context.setOffline(false);
    const status = page.locator('.complete-form__status');
    await expect(status).toContainText(plan.text.withheld.lead);
    await expect(status).toContainText(plan.text.withheld['recipient-limit']);
    expect(identifier).toMatch(/^[\w-]{22}$/);
    await page.goto('/review');
    const banner = page.locator('.review-banner [role="status"]');
    await expect(banner).toContainText(plan.text.withheld.lead);
    await expect(banner.getByRole('link', { name: plan.text.withheld.link })).toHaveAttribute(
      'href',
      `/print/${identifier}`,
    );
  });
});
