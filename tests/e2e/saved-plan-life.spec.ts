// The whole life of a saved plan, as a household lives it. Saved on one phone; its
// emailed link opened on a second phone; changed in place on the first (same link, new email);
// seen changed on the second, and read there offline; deleted from the email's private link,
// after which the second phone's link says so. Real server, real SMTP, real offline.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { PlanScreens, localPath, makeHousePlan, persistedText } from './plan-support';
import { contactFields } from './support/contact-form';
import { startServer } from './support/server-process';
import { waitForServiceWorker } from './support/service-worker';
import { startSmtp, type ReceivedMail } from '../server/smtp';
import en from '../../locales/en/plan.json' with { type: 'json' };
import mi from '../../locales/mi/plan.json' with { type: 'json' };

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });

test.use({ reducedMotion: 'reduce' });

const PHONE = { width: 375, height: 812 };
const FIRST_PLACE = 'The big pōhutukawa';
const NEW_PLACE = 'The letterbox at number 12';

/** The path and fragment of the link after `intro` in a plain-text email. */
function linkAfter(mail: ReceivedMail, intro: string): string {
  const lines = mail.text.split(/\r?\n/);
  const at = lines.findIndex((line) => line.includes(intro));
  const link = new URL(lines[at + 1] ?? '');
  // The email names the server by PUBLIC_URL (localhost); the phones use its 127.0.0.1 address.
  return `${link.pathname}${link.hash}`;
}

async function phone(browser: Browser, baseURL: string): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // The saved plan's page opens the print dialog; a test has no one to close it.
  await page.addInitScript(() => {
    window.print = () => {};
  });
  return [context, page];
}

test('a saved plan is changed in place, read on a second phone offline, and deleted by its owner', async ({
  browser,
}) => {
  const smtp = await startSmtp();
  const server = await startServer({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '200' });
  const [ownerContext, owner] = await phone(browser, server.url);
  const [familyContext, family] = await phone(browser, server.url);
  try {
    // The owner makes and saves the plan.
    await owner.goto('/');
    await waitForServiceWorker(owner);
    const plan = new PlanScreens(owner, 'en');
    await makeHousePlan(plan);
    const { name, email } = contactFields(owner, 'en');
    await name.fill('Aroha');
    await email.fill('aroha@example.nz');
    await expect(
      owner.locator('.complete-form').getByRole('link', { name: en.complete.privacy }),
    ).toBeVisible();
    await owner.getByRole('button', { name: en.complete.submit }).click();
    await expect(owner).toHaveURL(/\/review$/);
    await expect.poll(() => smtp.messages.length).toBe(1);
    const saved = smtp.messages[0]!;
    const printLink = linkAfter(saved, 'Open your plan to print it');
    const manageLink = linkAfter(saved, 'To change or delete your saved plan');
    expect(printLink).toMatch(/^\/print\/[A-Za-z0-9_-]{22}#key=[A-Za-z0-9_-]{22}$/);
    expect(manageLink).toMatch(/^\/my-plan\/[A-Za-z0-9_-]{22}#key=[^&]+&owner=[A-Za-z0-9_-]{22}$/);
    const identifier = /\/print\/([^#]+)#/.exec(printLink)![1]!;

    // A second phone opens the emailed link (in Māori): the plan is there, and kept on it.
    await family.goto(`/mi${printLink}`);
    await waitForServiceWorker(family);
    await expect(family.getByText(FIRST_PLACE).first()).toBeVisible();
    await expect.poll(() => persistedText(family)).toContain(identifier);

    // The owner changes the meeting place: the same plan is updated, not copied.
    await owner.goto(localPath('en', '/question/meeting-area'));
    await owner.getByRole('textbox', { name: en['other-text'] }).fill(NEW_PLACE);
    await plan.continue();
    await plan.expectQuestion('discussed');
    await plan.continue();
    await expect(owner.getByText(en.complete['changed-saved'])).toBeVisible();
    const update = owner.getByRole('button', { name: en.complete.update });
    // Made with no signal: the change waits in the outbox like a save, and goes once online.
    await ownerContext.setOffline(true);
    await update.click();
    await expect(owner.getByText(en.complete.queued)).toBeVisible();
    expect(smtp.messages).toHaveLength(1);
    await ownerContext.setOffline(false);
    await expect.poll(() => smtp.messages.length).toBe(2);
    const updated = smtp.messages[1]!;
    expect(updated.headers.get('subject')).toBe('Your updated home fire escape plan');
    expect(updated.text).toContain(NEW_PLACE);
    expect(linkAfter(updated, 'Open your plan to print it')).toBe(printLink);

    // The second phone sees the change online, and still reads it with no connection.
    await family.reload();
    await expect(family.getByText(NEW_PLACE).first()).toBeVisible();
    await expect.poll(() => persistedText(family)).toContain(NEW_PLACE);
    await familyContext.setOffline(true);
    await family.reload();
    await expect(family.getByText(NEW_PLACE).first()).toBeVisible();
    await expect(family.locator('.print-page__kept')).toContainText(mi.print.kept.split(':')[0]!);
    await expect(family.locator('.print-page__loader')).toHaveCount(0);
    // Started from the home screen (the app's start page), still offline: one tap to the plan.
    await family.goto('/mi/');
    const kept = family.getByRole('region', { name: mi['kept-plans'].title });
    await kept.getByRole('link').click();
    await expect(family.getByText(NEW_PLACE).first()).toBeVisible();
    await familyContext.setOffline(false);

    // The owner deletes it from the email's private link, after a confirmation.
    await owner.goto(manageLink);
    await expect(owner.getByRole('heading', { level: 1, name: en['my-plan'].title })).toBeVisible();
    await owner.getByRole('button', { name: en['my-plan'].delete }).click();
    const confirm = owner.getByRole('heading', { name: en['my-plan']['confirm-title'] });
    await expect(confirm).toBeFocused();
    await owner.getByRole('button', { name: en['my-plan']['confirm-no'] }).click();
    await expect((await fetch(`${server.url}/api/v1/plan/${identifier}`)).status).toBe(404);
    await owner.getByRole('button', { name: en['my-plan'].delete }).click();
    await owner.getByRole('button', { name: en['my-plan']['confirm-yes'] }).click();
    await expect(
      owner.getByRole('heading', { name: en['my-plan']['deleted-title'] }),
    ).toBeFocused();
    // Offline, this phone knows it deleted the plan: its link says so, not "no connection".
    await ownerContext.setOffline(true);
    await owner.goto(printLink);
    await expect(owner.getByRole('alert')).toHaveText(en.print['error-deleted']);
    await ownerContext.setOffline(false);
    await owner.goto(manageLink);
    await owner.getByRole('button', { name: en['my-plan']['clear-device'] }).click();
    await expect(owner.getByText(en['my-plan'].cleared)).toBeVisible();
    // Without its read key a deleted plan is no plan at all: the identifier alone tells nothing.
    expect((await fetch(`${server.url}/api/v1/plan/${identifier}`)).status).toBe(404);

    // The second phone's link now says the plan was deleted, and its copy is gone.
    await family.reload();
    await expect(family.getByRole('alert')).toHaveText(mi.print['error-deleted']);
    await expect.poll(() => persistedText(family)).not.toContain(NEW_PLACE);
    // The owner's phone has nothing saved any more: a new plan would be a new save.
    await owner.goto(localPath('en', '/'));
    await expect.poll(() => persistedText(owner)).not.toContain(identifier);
  } finally {
    await ownerContext.close();
    await familyContext.close();
    await server.stop();
    await smtp.stop();
  }
});

for (const language of ['en', 'mi'] as const) {
  const text = language === 'en' ? en : mi;
  test(`the privacy page in ${language}, linked from the footer`, async ({ page }) => {
    await page.goto(localPath(language, '/'));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: text.complete.privacy }).click();
    await expect(page).toHaveURL(new RegExp(`${localPath(language, '/privacy')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.privacy.title);
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(
      Object.keys(text.privacy.sections).length,
    );
    await page.setViewportSize(PHONE);
  });
}
