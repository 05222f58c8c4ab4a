// The quiz email form against the real server: disabled until valid, the server's refusal shown
// with the exact spec message (address on .invalid, which the server refuses with 422), success,
// and an offline attempt that keeps the details.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectContactErrors } from './support/contact-form';
import type { QuizAnswers } from '../../src/vocabulary/types';
import { QUIZ_TEXT, answerQuiz, quizPath, waitForPersisted, type Language } from './quiz-helpers';
import enShared from '../../locales/en/shared.json' with { type: 'json' };
import miShared from '../../locales/mi/shared.json' with { type: 'json' };

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });

const SHARED = { en: enShared, mi: miShared } as const;
const ANSWERS: QuizAnswers = {
  begin: ['electric-heaters'],
  'electric-heaters': ['one-metre-from-heater'],
};

function emailForm(page: Page, language: Language) {
  const text = QUIZ_TEXT[language].complete;
  return {
    name: page.getByLabel(SHARED[language].contact.name, { exact: true }),
    email: page.getByLabel(SHARED[language].contact.email, { exact: true }),
    submit: page.getByRole('button', { name: text['email-submit'], exact: true }),
  };
}

/** The .eml file the server wrote for this recipient (no SMTP_URL in tests), as text. */
async function mailTo(address: string): Promise<string | undefined> {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir) throw new Error('E2E_MAIL_DIR is not set by global setup');
  const files = await readdir(mailDir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const content = await readFile(path.join(mailDir, file), 'utf8');
    if (content.includes(address)) return content;
  }
  return undefined;
}

// The options' entrance animation is a component test (tests/component/motion.test.tsx); here it only costs time.
test.use({ reducedMotion: 'reduce' });

test('the email form: says what is wrong, the server error, then sent', async ({ page }) => {
  const language = 'en';
  const text = QUIZ_TEXT[language].complete;
  await answerQuiz(page, language, ANSWERS);
  const form = emailForm(page, language);

  // The button stays enabled; a submit with problems shows them and sends nothing.
  await expect(form.submit).toBeEnabled();
  await form.submit.click();
  await expectContactErrors(page, language, { name: 'name-empty', email: 'email-empty' });
  await form.name.fill('Aroha');
  await form.email.fill('aroha@example');
  await form.submit.click();
  await expectContactErrors(page, language, { email: 'email-invalid' });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await form.email.fill('someone@bounce.invalid');
  await expect(page.locator('.error-summary')).toHaveCount(0);

  // The server refuses .invalid domains (422, success: false): the spec's message and icon.
  await form.submit.click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(text['email-error']);
  await expect(alert.locator('svg.alert-icon')).toBeVisible();
  await expect(page.getByText(text['email-sent'])).toHaveCount(0);
  // The form stays filled and editable for a retry.
  await expect(form.name).toHaveValue('Aroha');
  await expect(form.email).toHaveValue('someone@bounce.invalid');
  await expect(form.email).toBeEditable();
  // Focus stays on the button (it is never disabled while sending), ready for a retry.
  await expect(form.submit).toBeFocused();

  const address = `quiz-${Date.now()}@example.com`;
  await form.email.fill(address);
  await form.submit.click();
  const confirmation = page.getByRole('heading', { name: text['email-sent'] });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(text['email-unsubscribe'])).toBeVisible();
  await expect(page.getByText(text['email-privacy'])).toBeVisible();
  await expect(page.locator('.quiz-email').getByRole('link', { name: text.print })).toHaveAttribute(
    'href',
    quizPath(language, 'print'),
  );
  // 'Print my checklist' once: the confirmation's link, not the page's as well.
  await expect(page.getByRole('link', { name: text.print })).toHaveCount(1);

  // The server really queued and wrote the mail.
  await expect.poll(() => mailTo(address)).toBeDefined();

  // The sent state survives a reload; 'send to another address' brings the filled form back.
  await waitForPersisted(page, String.raw`\"state\":\"sent\"`);
  await page.reload();
  await expect(page.getByRole('heading', { name: text['email-sent'] })).toBeVisible();
  await page.getByRole('button', { name: text['email-again'] }).click();
  await expect(form.email).toHaveValue(address);
  await expect(form.submit).toBeEnabled();
});

// Where no service worker can keep the request (before it is installed, or a browser without
// one), offline means not sent. With one, the request is queued: tests/e2e/pwa-outbox.spec.ts.
test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('offline, the form says the checklist is not sent yet and keeps the details', async ({
    page,
    context,
  }) => {
    const language = 'mi';
    const text = QUIZ_TEXT[language].complete;
    await answerQuiz(page, language, ANSWERS);
    const form = emailForm(page, language);
    await form.name.fill('Mere');
    await form.email.fill('mere@bounce.invalid');

    await context.setOffline(true);
    await form.submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: text['email-not-sent'] }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(form.name).toHaveValue('Mere');
    await expect(form.email).toHaveValue('mere@bounce.invalid');
    await expect(form.submit).toBeEnabled();
    await context.setOffline(false);
    // The page is still the results page: nothing was lost.
    await expect(page).toHaveURL(new RegExp(`${quizPath(language, 'complete')}$`));
  });
});
