// Practise and remember: the drill timer at /drill in both languages, with its history
// after a reload and offline; night-drill to-dos on the checklist; the reminders calendar file
// read back with an independent parser; the saved plan's link shared and its QR code decoded.
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Locator, Page } from '@playwright/test';
import enDrill from '../../locales/en/drill.json' with { type: 'json' };
import miDrill from '../../locales/mi/drill.json' with { type: 'json' };
import { parseCalendar } from '../support/parse-calendar';
import { expect, test } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';
import {
  HOUSE_ANSWERS,
  PlanScreens,
  commonText,
  fill,
  localPath,
  persistedText,
  startWithHousePlan,
} from './plan-support';

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });

const drillText = { en: enDrill, mi: miDrill } as const;

startWithHousePlan();
// Dates are the device's: a phone in New Zealand.
test.use({ timezoneId: 'Pacific/Auckland' });

/** The QR code image on the page, decoded from its pixels. */
async function decodeQr(page: Page): Promise<string | null> {
  const qr = page.getByTestId('plan-qr').first();
  await expect(qr).toBeVisible();
  const pixels = await qr.evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  if (!pixels) return null;
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data ?? null;
}

test('en: a slow night drill is saved, kept after a reload and offline, and leaves a to-do; the calendar file has the reminders', async ({
  page,
  context,
}) => {
  const text = drillText.en;
  // The device's clock, so the stopwatch can be moved on 2 minutes without waiting for them.
  await page.clock.install({ time: new Date('2026-11-23T08:00:00+13:00') });
  await page.goto('/drill');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(page).toHaveTitle(commonText.en['page-title'].replace('{{page}}', text.title));
  // Before: the plan's ways out, meeting place and who helps whom.
  await expect(page.getByTestId('drill-step-meeting')).toHaveText(HOUSE_ANSWERS['meeting-area'][0]);
  // Planned, with what is left on it (someone needs help, nobody named yet).
  await expect(page.getByTestId('drill-step-first')).toContainText('Planned');
  await expect(page.getByText(text.before['someone-needs-help'])).toBeVisible();
  await expect(page.getByText(text.due.never)).toBeVisible();

  await page.getByRole('checkbox', { name: text.night.label }).check();
  await page.getByRole('checkbox', { name: text.sound.label }).check();
  await expect(page.getByText(text.sound.warning)).toBeVisible();
  // Time stands still while the drill runs, except as the test moves it.
  await page.clock.pauseAt(new Date('2026-11-23T08:10:00+13:00'));
  await page.getByRole('button', { name: text.start }).click();
  const stopwatch = page.getByRole('timer', { name: text.stopwatch });
  await expect(stopwatch).toHaveText('0:00');
  await expect(page.getByRole('button', { name: text.stop })).toBeFocused();
  await page.clock.fastForward(30_500);
  await expect(stopwatch).toHaveText('0:30');
  // Read out at 30 s, not every second.
  const liveRegion = page.locator('[aria-live="polite"]').filter({ hasText: /\S/ });
  await expect(liveRegion).toHaveText(fill(text.announce, { minutes: 0, seconds: 30 }));
  await page.clock.fastForward(95_000);
  await expect(stopwatch).toHaveText('2:05');
  await expect(liveRegion).toHaveText(text['announce-target']);
  await page.getByRole('button', { name: text.stop }).click();
  await page.clock.resume();

  const taken = '2:05';
  await expect(page.getByText(fill(text.result.time, { time: taken }))).toBeVisible();
  await expect(page.getByText(text.result.slow)).toBeVisible();
  const nameBox = page.getByRole('textbox', { name: text['not-woken']['add-label'] });
  for (const name of ['Tama', 'Mere']) {
    await nameBox.fill(name);
    await page.getByRole('button', { name: text['not-woken'].add, exact: true }).click();
  }
  await page.getByRole('checkbox', { name: 'Tama' }).check();
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.saved)).toBeVisible();

  // The next drill is a month on (slower than 2 minutes); the history and the to-do stay.
  const dueText = fill(text.due.scheduled, { date: '23 December 2026' });
  const rows = page.getByTestId('drill-history-row');
  const expectHistory = async () => {
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('23 November 2026');
    await expect(rows.first()).toContainText('Night');
    await expect(rows.first()).toContainText(taken);
    await expect(rows.first()).toContainText('Tama');
    await expect(rows.first()).not.toContainText('Mere');
    await expect(page.getByText(dueText)).toBeVisible();
    await expect(page.getByText(fill(text.todos['choose-waker'], { name: 'Tama' }))).toBeVisible();
  };
  await expectHistory();
  await page.reload();
  await expectHistory();
  await context.setOffline(true);
  await page.reload();
  await expectHistory();

  // The calendar file, made on the device while offline, read back by another parser.
  await page.getByRole('textbox', { name: text.reminders['fitted-label'] }).fill('1890');
  await page.getByRole('button', { name: text.reminders.button }).click();
  await expect(page.getByRole('alert')).toHaveText(
    fill(text.reminders['fitted-error'], { from: 1980, to: 2026 }),
  );
  await page.getByRole('textbox', { name: text.reminders['fitted-label'] }).fill('2019');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text.reminders.button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(text.calendar.filename);
  const calendar = parseCalendar(await readFile((await file.path()) ?? '', 'utf8'));
  expect(calendar.name).toBe(text.calendar.name);
  expect(calendar.events.map((event) => [event.summary, event.start, event.rrule])).toEqual([
    [text.calendar.events['test-alarms'].title, '2026-12-01T10:00:00', 'FREQ=MONTHLY;BYMONTHDAY=1'],
    [text.calendar.events['practise-plan'].title, '2026-12-23T10:00:00', 'FREQ=MONTHLY;INTERVAL=6'],
    [
      text.calendar.events['yearly-check'].title,
      '2027-04-04T10:00:00',
      'FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
    ],
    [
      text.calendar.events['replace-alarms'].title,
      '2029-04-01T10:00:00',
      'FREQ=YEARLY;INTERVAL=10',
    ],
  ]);
  expect(calendar.events.map((event) => event.alarms[0]?.trigger)).toEqual([
    '-PT15M',
    '-PT15M',
    '-P1D',
    '-P7D',
  ]);
  await expect(page.getByText(text.reminders.done)).toBeVisible();

  // Nobody is named to wake Tama: the plan is not ready, and says so under its headline.
  await page.goto('/complete');
  await expect(
    page.getByTestId('plan-to-sort-item').filter({
      hasText: fill(text.todos['choose-waker'], { name: 'Tama' }),
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: text.link })).toHaveAttribute('href', '/drill');
});

test('mi: a drill done offline is saved and kept after a reload; due in 6 months', async ({
  page,
  context,
}) => {
  const text = drillText.mi;
  await page.clock.install({ time: new Date('2026-11-23T19:30:00+13:00') });
  await page.goto('/mi/drill');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi');
  await expect(page).toHaveTitle(commonText.mi['page-title'].replace('{{page}}', text.title));
  await expect(page.getByTestId('drill-step-meeting')).toHaveText(HOUSE_ANSWERS['meeting-area'][0]);
  await page.clock.pauseAt(new Date('2026-11-23T19:40:00+13:00'));
  await page.getByRole('button', { name: text.start }).click();
  await page.clock.fastForward(45_000);
  await expect(page.getByRole('timer', { name: text.stopwatch })).toHaveText('0:45');
  await page.getByRole('button', { name: text.stop }).click();
  await page.clock.resume();
  await expect(page.getByText(text.result.fast)).toBeVisible();
  await expect(page.getByRole('group', { name: text['not-woken'].legend })).toHaveCount(0);
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.saved)).toBeVisible();
  await page.reload();
  const rows = page.getByTestId('drill-history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('23 Whiringa-ā-rangi 2026');
  await expect(rows.first()).toContainText(text.history.day);
  await expect(rows.first()).toContainText('0:45');
  await expect(page.getByText(fill(text.due.scheduled, { date: '23 Haratua 2027' }))).toBeVisible();
});

// One language: the resumed drill's logic is the same in both, its words are checked in both by
// the other drill tests, and this walk is among the longest of the suite (CI time).
for (const language of ['mi'] as const) {
  test(`${language}: a running drill is still running after a reload, without the alarm sound again, and is saved when stopped; one left for hours does not come back`, async ({
    context,
  }) => {
    const text = drillText[language];
    // Counts the practice alarm sounds started on a page (each is a new AudioContext).
    await context.addInitScript(() => {
      const scope = window as unknown as { AudioContext: typeof AudioContext; alarms: number };
      const Original = scope.AudioContext;
      scope.alarms = 0;
      scope.AudioContext = class extends Original {
        constructor(options?: AudioContextOptions) {
          super(options);
          scope.alarms += 1;
        }
      };
    });
    let page = await context.newPage();
    const alarms = () => page.evaluate(() => (window as unknown as { alarms: number }).alarms);
    const stopwatch = () => page.getByRole('timer', { name: text.stopwatch });
    const start = () => page.getByRole('button', { name: text.start });
    const rows = () => page.getByTestId('drill-history-row');
    // The phone dropped the backgrounded tab and opens the page again, with the clock standing
    // still (a new tab: a tab opened before the clock was paused takes seconds to navigate while
    // it is). The reopened page waits on its timers: move them on a little at a time (well under
    // a second in all) until it shows `shown`.
    const reopenWhilePaused = async (shown: () => Locator) => {
      const reopened = await context.newPage();
      await reopened.goto(page.url());
      await page.close();
      page = reopened;
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(50);
            return shown().count();
          },
          { intervals: [50] },
        )
        .toBe(1);
    };
    await page.clock.install({ time: new Date('2026-11-23T08:00:00+13:00') });
    await page.goto(localPath(language, '/drill'));
    await page.getByRole('checkbox', { name: text.sound.label }).check();
    await page.clock.pauseAt(new Date('2026-11-23T08:10:00+13:00'));
    await start().click();
    await expect(stopwatch()).toHaveText('0:00');
    expect(await alarms()).toBe(1);
    await page.clock.fastForward(30_500);
    await expect(stopwatch()).toHaveText('0:30');
    await expect.poll(() => persistedText(page)).toContain('2026-11-22T19:10:00');

    // A phone reopens the backgrounded tab: the drill runs on from its start, silently.
    await reopenWhilePaused(stopwatch);
    await expect(stopwatch()).toHaveText('0:30');
    await expect(page.getByText(text.running)).toBeVisible();
    await expect(page.getByTestId('drill-resumed')).toHaveText(text.resumed);
    await expect(start()).toHaveCount(0);
    expect(await alarms()).toBe(0);
    await page.clock.fastForward(20_000);
    await expect(stopwatch()).toHaveText('0:50');
    await page.getByRole('button', { name: text.stop }).click();
    await page.clock.resume();
    await expect(page.getByText(fill(text.result.time, { time: '0:50' }))).toBeVisible();
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(rows()).toHaveCount(1);
    await expect(rows().first()).toContainText('0:50');

    // Saved and no longer running: a reload shows Start and the one saved drill.
    await page.reload();
    await expect(start()).toBeVisible();
    await expect(stopwatch()).toHaveCount(0);
    await expect(rows()).toHaveCount(1);

    // A drill left running for hours (the stopwatch counts 1 hour) is dropped quietly.
    await page.clock.pauseAt(new Date('2026-11-23T09:00:00+13:00'));
    await start().click();
    await expect(stopwatch()).toHaveText('0:00');
    await page.clock.fastForward(1_000);
    await expect.poll(() => persistedText(page)).toContain('2026-11-22T20:00:00');
    await page.clock.setSystemTime(new Date('2026-11-23T12:00:00+13:00'));
    await reopenWhilePaused(start);
    await expect(start()).toBeVisible();
    await expect(stopwatch()).toHaveCount(0);
    await expect(rows()).toHaveCount(1);
  });
}

for (const language of ['en', 'mi'] as const) {
  test(`${language}: the review shares the saved plan's link and its QR code decodes to it; the printed plan carries it; reminders in ${language}`, async ({
    page,
    context,
  }, testInfo) => {
    const text = drillText[language];
    const plan = new PlanScreens(page, language);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      window.print = () => {};
    });
    await page.goto(localPath(language, '/complete'));
    await page.locator('input[name="name"]').fill('Aroha');
    await page.locator('input[name="email"]').fill('aroha@example.co.nz');
    await page.getByRole('button', { name: plan.text.complete.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${localPath(language, '/review')}$`));

    const link = page.locator('.plan-share__link a');
    // The link carries its read key after '#', and so does its QR code.
    await expect(link).toHaveAttribute('href', /\/print\/[\w-]{20,}#key=[\w-]{22}$/);
    const url = (await link.getAttribute('href')) ?? '';
    expect(new URL(url).pathname).toMatch(new RegExp(`^${localPath(language, '/print/')}`));
    expect(await decodeQr(page)).toBe(url);

    // No share sheet in this browser: the button copies the link.
    const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
    await page
      .getByRole('button', { name: hasShare ? text.share.button : text.share.copy })
      .click();
    if (!hasShare) {
      await expect(page.getByText(text.share.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    }
    await expect(page.getByRole('link', { name: text.link })).toHaveAttribute(
      'href',
      localPath(language, '/drill'),
    );

    // Reminders from the review, in the page's language.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.reminders.button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(text.calendar.filename);
    const calendar = parseCalendar(await readFile((await file.path()) ?? '', 'utf8'));
    expect(calendar.events.map((event) => event.summary)).toEqual([
      text.calendar.events['test-alarms'].title,
      text.calendar.events['practise-plan'].title,
      text.calendar.events['yearly-check'].title,
    ]);
    expect(calendar.events.every((event) => event.alarms.length === 1)).toBe(true);

    // The printed plan opened from the link carries the same code.
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.text.print.title);
    expect(await decodeQr(page)).toBe(url);
    const pdf = testInfo.outputPath(`print-qr-${language}.pdf`);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.pdf({ path: pdf, format: 'A4' });
    const pages = printed.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length, 'the printed plan with its QR code fits one A4 page').toBe(1);
    await testInfo.attach(`print-qr-${language}`, { path: pdf, contentType: 'application/pdf' });
  });
}
