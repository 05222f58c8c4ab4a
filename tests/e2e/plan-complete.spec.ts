// Complete, review and tips: the email form saves the plan on the real server, offline keeps
// everything typed, the tips page's scroll button, and the review page.
import { test, expect } from './support/fixtures';
import {
  PlanScreens,
  startWithHousePlan,
  localPath,
  makeHousePlan,
  settled,
  type Language,
  HOUSE_TO_SORT,
  toSortHeadline,
} from './plan-support';
import { contactFields, expectContactErrors } from './support/contact-form';
import { startServer } from './support/server-process';

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });

test.use({ reducedMotion: 'reduce' });

type DataLayerEvent = { event: string; [key: string]: unknown };

for (const language of ['en', 'mi'] as const satisfies Language[]) {
  test(`a valid submit in ${language} saves the plan and shows the review`, async ({ page }) => {
    // The whole plan, the form's errors, the review, then a change and a second send.
    const plan = new PlanScreens(page, language);
    await makeHousePlan(plan);
    const submit = page.getByRole('button', { name: plan.text.complete.submit });
    const { name, email, summary } = contactFields(page, language);
    // The button stays enabled; a submit with problems says what they are, and sends nothing.
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectContactErrors(page, language, { name: 'name-empty', email: 'email-empty' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await summary.getByRole('link').first().click();
    await expect(name).toBeFocused();
    await name.fill('www.aroha.nz');
    await email.fill('aroha@example');
    await submit.click();
    await expectContactErrors(page, language, { name: 'name-link', email: 'email-invalid' });
    await expect(page).toHaveURL(new RegExp(`${localPath(language, '/complete')}$`));
    await name.fill('Aroha');
    // Typed key by key: the problems come and go as the address grows ("…co" is whole, "…co." is
    // not), and the summary must never take the focus (and the keys after it) from the field.
    await email.fill('');
    await email.pressSequentially('aroha@example.co.nz');
    await expect(email).toHaveValue('aroha@example.co.nz');
    await expect(email).toBeFocused();
    // Fixed as typed: the summary and the messages go.
    await expect(summary).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await submit.click();

    await expect(page).toHaveURL(new RegExp(`${localPath(language, '/review')}$`));
    await expect(plan.heading()).toHaveText(plan.text.review.title.replace('{{name}}', 'Aroha'));
    await expect(page.getByText(plan.text.review.lead)).toBeVisible();
    await expect(page.locator('.site-footer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: plan.text.review.print })).toHaveAttribute(
      'href',
      localPath(language, '/print'),
    );

    const events = (await page.evaluate(
      () => (window as { dataLayer?: unknown[] }).dataLayer ?? [],
    )) as DataLayerEvent[];
    expect(events).toContainEqual({ event: 'cta', cta: 'email guide' });
    // Continue events carry the English labels, sorted, whatever the language.
    expect(events).toContainEqual({
      event: 'continue',
      question: 'living-situation',
      responses: 'Children or babies, Other adults',
    });
    expect(events).toContainEqual({
      event: 'continue',
      question: 'meeting-area',
      responses: 'Somewhere else',
    });
    // Question screens send no page views; the carousels' sub-paths do (spec: tracked sub-paths).
    const questionViews = events
      .filter(
        (event) => event.event === 'page_view' && String(event.page_path).includes('/question/'),
      )
      .map((event) => String(event.page_path));
    const prefix = localPath(language, '/question/');
    expect(questionViews).toEqual([
      `${prefix}first-escape-route/route-planned`,
      `${prefix}first-escape-route/obstacles`,
      `${prefix}first-escape-route/assistance`,
      `${prefix}second-escape-route/route-planned`,
      `${prefix}second-escape-route/obstacles`,
      `${prefix}second-escape-route/assistance`,
    ]);

    // The saved plan is on the server under the identifier the review links to.
    const savedLink = page.getByRole('link', { name: plan.text.review['saved-link'] });
    const href = await savedLink.getAttribute('href');
    // Its read key rides after '#': the server never sees it in an address.
    const [identifier = '', readKey = ''] = (href?.split('/').at(-1) ?? '').split('#key=');
    expect(identifier).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(readKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await page.request.get(`/api/v1/plan/${identifier}`)).status()).toBe(404);
    const saved = await page.request.get(`/api/v1/plan/${identifier}`, {
      headers: { 'Plan-Read-Key': readKey },
    });
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toMatchObject({
      data: { language, answers: { 'meeting-area': ['The big pōhutukawa'] } },
    });

    // Changing an answer after sending: complete and review say the email is not the current
    // plan, and the saved plan can be updated in place.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goBack();
    await page.goBack();
    await plan.expectQuestion('discussed');
    await plan.choose('discussed', 'yes');
    await plan.continue();
    await expect(plan.heading()).toHaveText(toSortHeadline(language, HOUSE_TO_SORT));
    await expect(
      page.getByRole('status').filter({ hasText: plan.text.complete['changed-saved'] }),
    ).toBeVisible();
    // Beside the headline: the link, QR code and printed copies show the plan as it was saved.
    await expect(page.getByTestId('saved-copy-behind')).toContainText(plan.text.assessment.behind);
    await page.getByRole('link', { name: plan.text.complete['tips-link'] }).click();
    await page.getByRole('button', { name: plan.text.tips.ok }).click();
    await expect(page.getByText(plan.text.review.changed)).toBeVisible();
    await expect(page.getByText(plan.text.review.lead)).toHaveCount(0);
    await page.getByRole('link', { name: plan.text.review['send-current'] }).click();
    await expect(page).toHaveURL(new RegExp(`${localPath(language, '/complete')}$`));
    await page.getByRole('button', { name: plan.text.complete.update }).click();
    await expect(page.getByText(plan.text.review.lead)).toBeVisible();
    // Updated, not copied: the same identifier serves the change.
    const current = await page.request.get(`/api/v1/plan/${identifier}`, {
      headers: { 'Plan-Read-Key': readKey },
    });
    expect(await current.json()).toMatchObject({ data: { answers: { discussed: ['yes'] } } });
  });
}

test.describe('on a server that lets an address have one email', () => {
  test.use({
    serviceWorkers: 'block',
    // eslint-disable-next-line no-empty-pattern
    baseURL: async ({}, use) => {
      const server = await startServer({ RATE_LIMIT_RECIPIENT_MAX: '1' });
      await use(server.url);
      await server.stop();
    },
  });

  test('a second plan to that address is saved, and says why no email comes now (mi)', async ({
    page,
  }) => {
    const plan = new PlanScreens(page, 'mi');
    await makeHousePlan(plan);
    const { name, email } = contactFields(page, 'mi');
    await name.fill('Aroha');
    await email.fill('aroha@example.co.nz');
    const submit = page.getByRole('button', { name: plan.text.complete.submit });
    await submit.click();
    await expect(page.getByText(plan.text.review.lead)).toBeVisible();
    await page.goBack();
    // Nothing changed: nothing to update. Once an answer changes, a second send of the saved
    // plan updates it; its email is withheld all the same.
    await expect(page.getByRole('button', { name: plan.text.complete.update })).toHaveCount(0);
    await page.goBack();
    await plan.expectQuestion('discussed');
    await plan.choose('discussed', 'yes');
    await plan.continue();
    await page.getByRole('button', { name: plan.text.complete.update }).click();
    // The real server stored the plan and withheld its email (the address had its one email).
    await expect(page).toHaveURL(/\/mi\/review$/);
    const status = page.locator('.review-banner [role="status"]');
    await expect(status).toContainText(plan.text.withheld.lead);
    await expect(status).toContainText(plan.text.withheld['recipient-limit']);
    const link = status.getByRole('link', { name: plan.text.withheld.link });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/mi\/print\/[A-Za-z0-9_-]{22,64}$/);
    await expect(page.getByText(plan.text.complete.failed)).toHaveCount(0);
    // Its link opens the saved plan, ready to print.
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('without a network', () => {
  // No service worker: this is the plain 'could not send yet' path (the outbox is its own issue).
  test.use({
    serviceWorkers: 'block',
  });
  startWithHousePlan();

  test('a submit offline says so and keeps everything typed; it sends once online', async ({
    page,
    context,
  }) => {
    const plan = new PlanScreens(page, 'en');
    await page.goto('/complete');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Tama');
    await page.getByRole('textbox', { name: 'Your email' }).fill('tama@example.nz');
    await context.setOffline(true);
    await page.getByRole('button', { name: plan.text.complete.submit }).click();
    await expect(
      page.getByRole('status').filter({ hasText: plan.text.complete.offline }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/complete$/);
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Tama');
    await expect(page.getByRole('textbox', { name: 'Your email' })).toHaveValue('tama@example.nz');

    await context.setOffline(false);
    await page.getByRole('button', { name: plan.text.complete.submit }).click();
    await expect(plan.heading()).toHaveText(plan.text.review.title.replace('{{name}}', 'Tama'));
  });
});

test.describe('with motion', () => {
  test.use({
    reducedMotion: 'no-preference',
  });
  startWithHousePlan();

  for (const language of ['en', 'mi'] as const satisfies Language[]) {
    test(`tips in ${language}: the scroll button takes 1.5 s to the end, then OK goes to review`, async ({
      page,
    }) => {
      const plan = new PlanScreens(page, language);
      await page.goto(localPath(language, '/complete'));
      await page.getByRole('link', { name: plan.text.complete['tips-link'] }).click();
      await expect(plan.heading()).toHaveText(plan.text.tips.title);
      await page.setViewportSize({ width: 375, height: 667 });
      await expect(page.locator('body')).toHaveClass(/bg-grey/);
      await expect(plan.meterLabel()).toHaveText(plan.text.meter['your-plan']);
      await expect(page.locator('.tips-list__item')).toHaveCount(5);
      await settled(page);
      const scroll = page.getByRole('button', { name: plan.text.tips['scroll-down'] });
      await expect(scroll).toBeVisible();
      const started = Date.now();
      await scroll.click();
      await expect
        .poll(() =>
          page.evaluate(
            () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
          ),
        )
        .toBe(true);
      // Spec: the scroll to the bottom lasts at least 1.5 s; near the end the button hides.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1450);
      await expect(scroll).toBeHidden();
      await page.getByRole('button', { name: plan.text.tips.ok }).click();
      await expect(page).toHaveURL(new RegExp(`${localPath(language, '/review')}$`));
      // Not sent yet: the review says so; with no name, its title is the plan's headline.
      await expect(plan.heading()).toHaveText(toSortHeadline(language, HOUSE_TO_SORT));
      await expect(page.getByText(plan.text.review['not-sent'])).toBeVisible();
    });
  }
});
