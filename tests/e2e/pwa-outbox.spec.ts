// The background-sync outbox end to end, with real offline (context.setOffline), a real server
// and a real SMTP server on loopback: what is saved or emailed offline waits on the device and
// reaches the server exactly once when the device is back online.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SqliteStore } from '../../server/stores/sqlite/store';
import { startSmtp, type TestSmtp } from '../server/smtp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { startFlakyProxy } from './support/flaky-proxy';
import { startServer, type RunningServer } from './support/server-process';
import { waitForServiceWorker } from './support/service-worker';
import { expectSentExactly } from './support/mail-settled';
import { makeHousePlan, planText, PlanScreens, sharedText } from './plan-support';
import { answerQuiz, QUIZ_TEXT, waitForPersisted } from './quiz-helpers';

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });

const CONTACT = { name: 'Aroha', email: 'aroha@example.co.nz' };
const QUIZ_ANSWERS = {
  begin: ['electric-heaters' as const],
  'electric-heaters': ['one-metre-from-heater'],
};
const plan = planText.en;
const quiz = QUIZ_TEXT.en;

interface Backend {
  server: RunningServer;
  smtp: TestSmtp;
  /** Stops the server, then counts the plans in its data file (the file is its alone while it runs). */
  stopAndCountPlans(): Promise<number>;
  stop(): Promise<void>;
}

async function startBackend(): Promise<Backend> {
  const smtp = await startSmtp();
  const server = await startServer({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '200' });
  return {
    server,
    smtp,
    async stopAndCountPlans() {
      await server.stop();
      const store = await SqliteStore.open(server.dataDir);
      try {
        return (await store.stats()).plans;
      } finally {
        await store.close();
      }
    },
    async stop() {
      await server.stop();
      await smtp.stop();
    },
  };
}

async function fillContact(page: Page): Promise<void> {
  await page.getByLabel(sharedText.en.contact.name).fill(CONTACT.name);
  await page.getByLabel(sharedText.en.contact.email).fill(CONTACT.email);
}

/** The whole house plan, then 'Email my plan': offline, it stays on the device. */
async function savePlanOffline(page: Page): Promise<void> {
  await makeHousePlan(new PlanScreens(page, 'en'));
  await fillContact(page);
  await page.getByRole('button', { name: plan.complete.submit }).click();
  await expect(page.getByText(plan.complete.queued)).toBeVisible();
}

/** A whole quiz, then 'Send my checklist': offline, it stays on the device. */
async function emailQuizOffline(page: Page, email = CONTACT.email): Promise<void> {
  await answerQuiz(page, 'en', QUIZ_ANSWERS);
  await page.getByLabel(sharedText.en.contact.name).fill(CONTACT.name);
  await page.getByLabel(sharedText.en.contact.email).fill(email);
  await page.getByRole('button', { name: quiz.complete['email-submit'] }).click();
  await expect(page.getByText(quiz.complete['email-queued'])).toBeVisible();
}

async function openControlled(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await waitForServiceWorker(page);
  return page;
}

function expectExactlyOnce(backend: Backend, page: Page, mails: number): Promise<void> {
  return expectSentExactly(page, backend.server.url, () => backend.smtp.messages.length, mails);
}

function mailTo(backend: Backend): string[] {
  return backend.smtp.messages.flatMap((message) => message.envelopeTo);
}

test('a plan saved and a checklist emailed offline are sent exactly once back online', async ({
  browser,
}) => {
  const backend = await startBackend();
  const context = await browser.newContext({ baseURL: backend.server.url });
  try {
    const page = await openControlled(context);
    await context.setOffline(true);
    await savePlanOffline(page);
    await emailQuizOffline(page);
    expect(backend.smtp.messages).toHaveLength(0);

    await context.setOffline(false);
    // The page hears from the service worker that the checklist went out.
    await expect(page.getByRole('heading', { name: quiz.complete['email-sent'] })).toBeVisible();
    await expectExactlyOnce(backend, page, 2);
    expect(mailTo(backend)).toEqual([CONTACT.email, CONTACT.email]);

    // And that the plan was stored: review says it was emailed and links to the saved plan.
    await page.goto('/review');
    await expect(page.getByText(plan.review.lead)).toBeVisible();
    await expect(page.getByRole('link', { name: plan.review['saved-link'] })).toHaveAttribute(
      'href',
      /^\/print\/[\w-]{22,}#key=[\w-]{22}$/,
    );
    // One plan stored, however often the device tried.
    expect(await backend.stopAndCountPlans()).toBe(1);
  } finally {
    await context.close();
    await backend.stop();
  }
});

test('nothing is lost when the browser is closed offline and opened again online', async () => {
  const backend = await startBackend();
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'escape-plan-profile-'));
  const launch = () =>
    chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: backend.server.url,
    });
  try {
    const offline = await launch();
    const page = await openControlled(offline);
    await offline.setOffline(true);
    await savePlanOffline(page);
    await emailQuizOffline(page);
    await waitForPersisted(page, 'queued');
    await offline.close();
    expect(backend.smtp.messages).toHaveLength(0);

    const online = await launch();
    try {
      const reopened = online.pages()[0] ?? (await online.newPage());
      await reopened.goto('/quiz/complete');
      await expectExactlyOnce(backend, reopened, 2);
      await expect(
        reopened.getByRole('heading', { name: quiz.complete['email-sent'] }),
      ).toBeVisible();
    } finally {
      await online.close();
    }
    expect(await backend.stopAndCountPlans()).toBe(1);
  } finally {
    await backend.stop();
  }
});

test('a 503 during the first replay keeps the request, and a later replay sends it once', async ({
  browser,
}) => {
  const backend = await startBackend();
  const proxy = await startFlakyProxy(backend.server.url);
  const context = await browser.newContext({ baseURL: proxy.url });
  try {
    const page = await openControlled(context);
    await context.setOffline(true);
    await emailQuizOffline(page);

    proxy.failing = true;
    await context.setOffline(false);
    await expect.poll(() => proxy.outboxPosts).toBeGreaterThanOrEqual(1);
    await expect(page.getByText(quiz.complete['email-queued'])).toBeVisible();
    expect(backend.smtp.messages).toHaveLength(0);

    // The backend is back; the device's next trip online replays the outbox.
    proxy.failing = false;
    const attemptsWhileDown = proxy.outboxPosts;
    await context.setOffline(true);
    // The page sees the trip offline, so coming back is an 'online' event (not the half-minute retry).
    await page.waitForFunction(() => !navigator.onLine);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: quiz.complete['email-sent'] })).toBeVisible();
    await expectExactlyOnce(backend, page, 1);
    expect(proxy.outboxPosts).toBeGreaterThan(attemptsWhileDown);
    expect(await backend.stopAndCountPlans()).toBe(0);
  } finally {
    await context.close();
    await proxy.stop();
    await backend.stop();
  }
});

test('a queued email the server refuses is dropped and the page says why', async ({ browser }) => {
  const backend = await startBackend();
  const context = await browser.newContext({ baseURL: backend.server.url });
  try {
    const page = await openControlled(context);
    await context.setOffline(true);
    // Mail to a .invalid domain can never be delivered: the server answers 422.
    await emailQuizOffline(page, 'someone@bounce.invalid');
    await context.setOffline(false);
    await expect(page.getByRole('alert')).toContainText(quiz.complete['email-error']);
    expect(backend.smtp.messages).toHaveLength(0);
  } finally {
    await context.close();
    await backend.stop();
  }
});
