// A real plan, end to end in both languages: each way out described, two people (one needing
// help, and who helps them), a pet, the "do it now" checks. The words appear on complete, review,
// /print and /print/{identifier} (one A4 page) and in the email the real SMTP server receives.
// Offline, the plan with its details waits in the outbox and goes out once; a detail that cannot
// be saved is named on the device and nothing is sent.
import { expect, test as base, type Page } from '@playwright/test';
import enDrill from '../../locales/en/drill.json' with { type: 'json' };
import miDrill from '../../locales/mi/drill.json' with { type: 'json' };
import { startSmtp, type TestSmtp } from '../server/smtp';
import { startServer, type RunningServer } from './support/server-process';
import { waitForServiceWorker } from './support/service-worker';
import { expectSentExactly } from './support/mail-settled';
import { AccessibilityAudit } from './accessibility-support';
import { printedPdf } from './support/printed-pdf';
import {
  PlanScreens,
  fill,
  localPath,
  makeHousePlan,
  persistedText,
  settled,
  sharedText,
  type Language,
  expectOnComplete,
} from './plan-support';

interface Backend {
  smtp: TestSmtp;
  server: RunningServer;
}

// One server with a real SMTP server on loopback for this file (a worker fixture, so it is up
// before any page is made with its URL).
const test = base.extend<{ smtp: TestSmtp; server: RunningServer }, { backend: Backend }>({
  backend: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await startSmtp();
      const server = await startServer({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '200' });
      await use({ smtp, server });
      await server.stop();
      await smtp.stop();
    },
    { scope: 'worker' },
  ],
  smtp: async ({ backend }, use) => use(backend.smtp),
  server: async ({ backend }, use) => use(backend.server),
  baseURL: async ({ backend }, use) => use(backend.server.url),
});

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });
test.use({ reducedMotion: 'reduce' });

const FIRST = { kind: 'back-door', description: 'Kitchen out the back door' } as const;
const SECOND = {
  kind: 'bedroom-window',
  description: "Kids' bedroom window onto the deck",
} as const;

/** The plan's words as the reader sees them, in the page's language. */
function expectedWords(plan: PlanScreens) {
  const { details, checklist } = plan.text;
  const kinds = details['way-out'].kinds;
  const join = (kind: string, description: string) =>
    fill(details.summary['kind-and-description'], { kind, description });
  return {
    first: join(kinds[FIRST.kind], FIRST.description),
    second: join(kinds[SECOND.kind], SECOND.description),
    helped: fill(details.summary['person-helped'], { name: 'Koro', helper: 'Aroha' }),
    pet: fill(details.summary['pet-taken'], { name: 'Rex', taker: 'Aroha' }),
    petAdvice: details.household['pet-advice'],
    alarmTested: checklist.items['done-now-alarm-tested'].done,
    keys: checklist.items['done-now-keys-by-deadlock'].done,
    // Koro needs help on the best way out and Aroha helps him: agreed, not a to-do.
    helpAgreed: checklist.items['first-route-assistance'].done,
    helpTodo: checklist.items['first-route-assistance'].todo,
  };
}

async function expectPlanOnPage(page: Page, plan: PlanScreens) {
  const words = expectedWords(plan);
  await expect(page.getByTestId('plan-step-first')).toHaveText(words.first);
  await expect(page.getByTestId('plan-step-second')).toHaveText(words.second);
  const household = page.getByTestId('household-summary');
  await expect(household).toContainText('Aroha');
  await expect(household).toContainText(words.helped);
  await expect(household).toContainText(words.pet);
  await expect(household).toContainText(words.petAdvice);
  await expect(page.locator('.plan-checklist')).toContainText(words.alarmTested);
  await expect(page.locator('.plan-checklist')).toContainText(words.keys);
  await expect(page.locator('.plan-checklist')).toContainText(words.helpAgreed);
  await expect(page.locator('.plan-checklist')).not.toContainText(words.helpTodo);
}

/** From question 1 to /complete, describing everything a householder can. */
/** The last two questions (meeting place at the letterbox, plan discussed), then Complete. */
async function meetAtLetterboxAndComplete(plan: PlanScreens) {
  await plan.expectQuestion('meeting-area');
  await plan.choose('meeting-area', 'letterbox');
  await plan.continue();
  await plan.expectQuestion('discussed');
  await plan.choose('discussed', 'yes');
  await plan.continue();
  await expectOnComplete(plan);
}

async function makeDescribedPlan(plan: PlanScreens, audit: AccessibilityAudit) {
  const { page, language } = plan;
  await page.goto(localPath(language, '/question/smoke-alarms-right-places'));
  await plan.choose('smoke-alarms-right-places', 'yes');
  await plan.continue();
  await plan.expectQuestion('smoke-alarms');
  await plan.choose('smoke-alarms', 'yes');
  await plan.doItNow('alarm-tested');
  await plan.continue();
  await plan.expectQuestion('living-situation');
  await plan.choose('living-situation', 'other-adults');
  await plan.choose('living-situation', 'need-assistance');
  await plan.choose('living-situation', 'pets-animals');
  await plan.addPerson('Aroha');
  await plan.addPerson('Koro', { needsHelp: true, helper: 'Aroha' });
  const household = plan.text.details.household;
  await page.getByRole('button', { name: household['add-pet'] }).click();
  await page
    .getByRole('textbox', { name: fill(household['pet-label'], { number: 1 }) })
    .fill('Rex');
  await page
    .getByRole('combobox', { name: fill(household['taker-label'], { name: 'Rex' }) })
    .selectOption({ label: 'Aroha' });
  await settled(page);
  await audit.check('household filled in');
  await plan.continue();
  await plan.expectQuestion('house-type');
  await plan.choose('house-type', 'house');
  await plan.continue();

  await plan.expectQuestion('first-escape-route');
  await plan.answerSub('first-escape-route', 'route-planned', 'true');
  await plan.describeWayOut(FIRST.kind, FIRST.description);
  await plan.answerSub('first-escape-route', 'obstacles', 'false');
  await plan.doItNow('keys-by-deadlock');
  await plan.answerSub('first-escape-route', 'assistance', 'true');
  await settled(page);
  await audit.check('way out described');
  await page.setViewportSize({ width: 1280, height: 800 });
  await plan.continue();

  await plan.expectQuestion('second-escape-route');
  await plan.answerSub('second-escape-route', 'route-planned', 'true');
  await plan.describeWayOut(SECOND.kind, SECOND.description);
  await plan.answerSub('second-escape-route', 'obstacles', 'false');
  await plan.answerSub('second-escape-route', 'assistance', 'false');
  await plan.continue();
  await meetAtLetterboxAndComplete(plan);
}

for (const language of ['en', 'mi'] as const satisfies Language[]) {
  test(`a described plan in ${language} shows on complete, review, print and in the email`, async ({
    page,
    smtp,
    server,
  }, testInfo) => {
    // No print dialog in a test.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    const plan = new PlanScreens(page, language);
    const words = expectedWords(plan);
    const audit = new AccessibilityAudit(page, language);
    await makeDescribedPlan(plan, audit);

    await expectPlanOnPage(page, plan);
    await audit.check('the described plan');
    await page.setViewportSize({ width: 1280, height: 800 });

    const email = `described-${language}@example.co.nz`;
    await page.getByLabel(sharedText[language].contact.name).fill('Aroha');
    await page.getByLabel(sharedText[language].contact.email).fill(email);
    await page.getByRole('button', { name: plan.text.complete.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${localPath(language, '/review')}$`));
    await expectPlanOnPage(page, plan);
    await audit.check('the described plan');

    const savedLink = page.getByRole('link', { name: plan.text.review['saved-link'] });
    const savedPath = await savedLink.getAttribute('href');
    await page.getByRole('link', { name: plan.text.review.print }).click();
    await expect(page.getByRole('heading', { name: plan.text.print.title })).toBeVisible();
    await expectPlanOnPage(page, plan);
    await audit.check('the described plan');
    await printedPdf(page, testInfo.outputPath(`print-${language}.pdf`));

    // The saved plan, as a device without the answers would print it.
    const fresh = await page.context().browser()!.newPage({ baseURL: server.url });
    await fresh.goto(savedPath ?? '');
    await expectPlanOnPage(fresh, plan);
    await printedPdf(fresh, testInfo.outputPath(`print-saved-${language}.pdf`));
    await expect(fresh.getByText(email)).toHaveCount(0);
    await fresh.close();
    expect(audit.problems, 'accessibility problems').toEqual([]);

    await expect
      .poll(() => smtp.messages.filter((m) => m.envelopeTo.includes(email)).length)
      .toBe(1);
    const mail = smtp.messages.find((m) => m.envelopeTo.includes(email));
    for (const text of [words.first, words.second, words.helped, words.pet, words.petAdvice]) {
      expect(mail?.text).toContain(text);
    }
    expect(mail?.text).toContain(words.alarmTested);
    expect(mail?.text).toContain(words.helpAgreed);
    expect(mail?.text).not.toContain(words.helpTodo);
    expect(mail?.html).toContain(words.helped);
    expect(mail?.html).toContain(words.first.replace("'", '&#39;'));
    expect(mail?.html).toContain(words.second.replace("'", '&#39;'));

    // The drill reads the same plan: the described way out, who helps whom, and the household's
    // names to tick after a night drill.
    const drill = { en: enDrill, mi: miDrill }[language];
    await page.goto(localPath(language, '/drill'));
    await expect(page.getByTestId('drill-step-first')).toHaveText(words.first);
    await expect(page.getByTestId('drill-helpers')).toHaveText(words.helped);
    await page.getByRole('checkbox', { name: drill.night.label }).check();
    await page.getByRole('button', { name: drill.start }).click();
    await page.getByRole('button', { name: drill.stop }).click();
    for (const name of ['Aroha', 'Koro']) {
      await expect(page.getByRole('checkbox', { name, exact: true })).toBeVisible();
    }
  });
}

for (const language of ['en', 'mi'] as const satisfies Language[]) {
  test(`in ${language} only people who need no help are offered as helpers, and agreed helpers settle the ways out`, async ({
    page,
  }) => {
    const plan = new PlanScreens(page, language);
    const household = plan.text.details.household;
    // One person's details are open at a time: each select is opened first.
    const helperOf = async (name: string) => {
      await plan.openPerson(name);
      // Drawn just after the row opens (the row's name field comes first).
      const select = page.getByRole('combobox', {
        name: fill(household['helper-label'], { name }),
      });
      await expect(select).toBeVisible();
      return select;
    };
    const takerOf = (name: string) =>
      page.getByRole('combobox', { name: fill(household['taker-label'], { name }) });
    const offered = (select: ReturnType<typeof takerOf>) =>
      select.locator('option').allTextContents();
    const none = household['helper-none'];

    await page.goto(localPath(language, '/question/smoke-alarms-right-places'));
    await plan.choose('smoke-alarms-right-places', 'yes');
    await plan.continue();
    await plan.expectQuestion('smoke-alarms');
    await plan.choose('smoke-alarms', 'yes');
    await plan.continue();
    await plan.expectQuestion('living-situation');
    for (const value of ['other-adults', 'need-assistance', 'pets-animals']) {
      await plan.choose('living-situation', value);
    }
    await plan.addPerson('Mum');
    await plan.addPerson('Koro', { needsHelp: true });
    await plan.addPerson('Pēpi', { needsHelp: true });
    await page.getByRole('button', { name: household['add-pet'] }).click();
    await page
      .getByRole('textbox', { name: fill(household['pet-label'], { number: 1 }) })
      .fill('Rex');
    // Koro and Pēpi need help themselves: neither helps the other nor takes Rex out.
    expect(await offered(await helperOf('Koro'))).toEqual([none, 'Mum']);
    expect(await offered(await helperOf('Pēpi'))).toEqual([none, 'Mum']);
    expect(await offered(takerOf('Rex'))).toEqual([none, 'Mum']);
    await (await helperOf('Koro')).selectOption({ label: 'Mum' });
    await (await helperOf('Pēpi')).selectOption({ label: 'Mum' });
    await takerOf('Rex').selectOption({ label: 'Mum' });

    // Mum ticked as needing help: nobody is left to help, and her choices are cleared.
    await plan.openPerson('Mum');
    const mumNeedsHelp = page
      .locator('.household__member--open')
      .getByRole('checkbox', { name: household['needs-help'] });
    await mumNeedsHelp.check();
    await expect(await helperOf('Koro')).toHaveValue('');
    await expect(takerOf('Rex')).toHaveValue('');
    expect(await offered(await helperOf('Mum'))).toEqual([none]);
    expect(await offered(takerOf('Rex'))).toEqual([none]);
    await mumNeedsHelp.uncheck();
    await (await helperOf('Koro')).selectOption({ label: 'Mum' });
    await (await helperOf('Pēpi')).selectOption({ label: 'Mum' });
    await takerOf('Rex').selectOption({ label: 'Mum' });
    await settled(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await plan.continue();

    await plan.expectQuestion('house-type');
    await plan.choose('house-type', 'house');
    await plan.continue();
    for (const slug of ['first-escape-route', 'second-escape-route'] as const) {
      await plan.expectQuestion(slug);
      await plan.answerSub(slug, 'route-planned', 'true');
      await plan.answerSub(slug, 'obstacles', 'false');
      await plan.answerSub(slug, 'assistance', 'true');
      await plan.continue();
    }
    await meetAtLetterboxAndComplete(plan);

    const checklist = page.locator('.plan-checklist');
    const items = plan.text.checklist.items;
    for (const key of ['first-route-assistance', 'second-route-assistance'] as const) {
      await expect(checklist).toContainText(items[key].done);
      await expect(checklist).not.toContainText(items[key].todo);
    }
    await expect(page.getByTestId('household-summary')).toContainText(
      fill(plan.text.details.summary['person-helped'], { name: 'Koro', helper: 'Mum' }),
    );
  });
}

test('offline, a described plan waits in the outbox and is sent once back online', async ({
  context,
  page,
  smtp,
  server,
}) => {
  const plan = new PlanScreens(page, 'en');
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await makeHousePlan(plan);
  await page.goto('/question/first-escape-route');
  await plan.describeWayOut(FIRST.kind, FIRST.description);
  // The next page is opened by its address, a reload: first the words must be on disk.
  await expect.poll(() => persistedText(page)).toContain(FIRST.description);
  await page.goto('/complete');
  const email = 'offline-described@example.co.nz';
  await page.getByLabel(sharedText.en.contact.name).fill('Aroha');
  await page.getByLabel(sharedText.en.contact.email).fill(email);
  await page.getByRole('button', { name: plan.text.complete.submit }).click();
  await expect(page.getByText(plan.text.complete.queued)).toBeVisible();
  const mine = () => smtp.messages.filter((m) => m.envelopeTo.includes(email));
  expect(mine()).toHaveLength(0);

  await context.setOffline(false);
  await expectSentExactly(page, server.url, () => mine().length, 1);
  expect(mine()[0]?.text).toContain(expectedWords(plan).first);
  // Once the outbox has sent it, the page offers its link and QR code as after an online save,
  // and nothing to update: nothing changed.
  await page.goto('/review');
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  await expect(page.getByText(enDrill.share['not-saved'])).toHaveCount(0);
  await page.goto('/complete');
  await expect(page.getByText(plan.text.complete.sent)).toBeVisible();
  await expect(page.getByRole('button', { name: plan.text.complete.update })).toHaveCount(0);
});

test('a detail that cannot be saved is named on the device and nothing is sent', async ({
  page,
  smtp,
}) => {
  const plan = new PlanScreens(page, 'mi');
  await makeHousePlan(plan);
  await page.goto(localPath('mi', '/question/living-situation'));
  // This file's page is Playwright's own (not ./support/fixtures'): wait until the app is ready,
  // as a person waits for a page to respond, before tapping (a tap before then is kept and made
  // again by the boot script: tests/e2e/early-taps.spec.ts).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  const household = plan.text.details.household;
  await page.getByRole('button', { name: household['add-person'] }).click();
  const name = page.getByRole('textbox', { name: fill(household['person-label'], { number: 1 }) });
  await name.fill('Koro www.example.nz');
  // Said beside the field at once.
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(plan.text.details.problem.reasons.name)).toBeVisible();
  await expect.poll(() => persistedText(page)).toContain('Koro www.example.nz');
  await page.goto(localPath('mi', '/complete'));
  const before = smtp.messages.length;
  await page.getByLabel(sharedText.mi.contact.name).fill('Aroha');
  await page.getByLabel(sharedText.mi.contact.email).fill('invalid-details@example.co.nz');
  await page.getByRole('button', { name: plan.text.complete.submit }).click();
  const question = plan.text.questions['living-situation'].title;
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(fill(plan.text.details.problem.summary, { question }));
  await expect(page).toHaveURL(/\/mi\/complete$/);
  await alert.getByRole('link', { name: plan.text.details.problem.fix }).click();
  await plan.expectQuestion('living-situation');
  expect(smtp.messages.length).toBe(before);
});

/** Four upstairs bedrooms, each with only its door to the landing: four findings to print. */
