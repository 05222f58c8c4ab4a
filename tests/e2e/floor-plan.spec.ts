// Drawing the home (/floor-plan) end to end in Chromium: by keyboard and list fields, by touch
// (real touch input through the DevTools protocol, which Chromium turns into pointer events),
// offline, on the printed plan and in the email received by a real SMTP server on loopback.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import enFloor from '../../locales/en/floor-plan.json' with { type: 'json' };
import miFloor from '../../locales/mi/floor-plan.json' with { type: 'json' };
import { startSmtp } from '../server/smtp';
import { expect, test } from './support/fixtures';
import { startServer } from './support/server-process';
import { waitForServiceWorker } from './support/service-worker';
import { touchDrag } from './support/touch';
import { pdfPages, printedPdf, printedWordHeights } from './support/printed-pdf';
import {
  fill,
  makeHousePlan,
  planText,
  PlanScreens,
  sharedText,
  type Language,
} from './plan-support';

// The service worker is part of what these tests try (offline, the outbox, the precache).
test.use({ serviceWorkers: 'allow' });

const floorText = { en: enFloor, mi: miFloor } as const;
const en = enFloor;

function canvas(page: Page): Locator {
  return page.getByTestId('sketch-canvas');
}

/** A room on the drawing, by the start of its accessible name (its name or kind). */
function drawnRoom(page: Page, name: string): Locator {
  return canvas(page).locator(`[data-id][aria-label^="${name},"]`);
}

function roomFields(page: Page, name: string): Locator {
  return page.locator('.sketch-room-fields').filter({
    has: page.locator('legend', { hasText: new RegExp(`^${name}$`) }),
  });
}

async function addRoom(page: Page, kind: keyof typeof en.kinds) {
  await page.getByLabel(en.toolbar['room-kind']).selectOption(kind);
  await page.getByRole('button', { name: en.toolbar['add-room'] }).click();
}

async function fieldValue(page: Page, room: string, label: string): Promise<string> {
  return roomFields(page, room).getByLabel(label, { exact: true }).inputValue();
}

test('draw a home by keyboard and list, check it, keep it offline, print it and receive it by email', async ({
  browser,
}, testInfo) => {
  // The longest journey of the suite (draw, check, offline, print, email): about 70 s on a slow
  // two-core machine beside the other worker, and once 180 s there. Three times the budget.
  test.slow();
  const smtp = await startSmtp();
  const server = await startServer({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '200' });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await waitForServiceWorker(page);
    await makeHousePlan(new PlanScreens(page, 'en'));
    await page.getByRole('link', { name: en.link.start }).click();
    await expect(page.getByRole('heading', { level: 1, name: en.page.title })).toBeVisible();
    // Nothing drawn yet: nothing checked, and no word that the home is safe.
    await expect(page.getByTestId('sketch-unchecked')).toHaveText(en.findings.empty);
    await expect(page.getByText(en.findings.none)).toHaveCount(0);

    // A bedroom, focused on the drawing once added: arrows move it, Shift+arrows resize it.
    await addRoom(page, 'bedroom');
    const bedroom = drawnRoom(page, en.kinds.bedroom);
    await expect(bedroom).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('sketch-announcement')).toHaveText(
      fill(en.canvas.moved, { room: en.kinds.bedroom, x: 2, y: 2 }),
    );
    await page.keyboard.press('Shift+ArrowRight');
    await expect(bedroom).toHaveAttribute('aria-label', /3\.5 by 3 metres, column 2, row 2/);
    expect(await fieldValue(page, en.kinds.bedroom, en.list.width)).toBe('7');
    // Focus stays visible on the room being moved.
    await expect(bedroom).toBeFocused();
    const outline = await bedroom.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+ArrowLeft');

    // Name it in the list view (plain form fields), then a hallway beside it.
    await roomFields(page, en.kinds.bedroom).getByLabel(en.list.name).fill("Aroha's room");
    await expect(drawnRoom(page, "Aroha's room")).toBeVisible();
    await addRoom(page, 'hallway');
    await expect(drawnRoom(page, en.kinds.hallway)).toHaveAttribute(
      'aria-label',
      /column 7, row 1/,
    );

    // Doors and windows from the list: the bedroom's door goes into the hallway, its window out.
    const aroha = roomFields(page, "Aroha's room");
    await aroha.getByRole('button', { name: en.list['add-door'] }).click();
    const hallway = roomFields(page, en.kinds.hallway);
    await hallway.getByRole('button', { name: en.list['add-door'] }).click();
    const frontDoor = hallway.locator('fieldset fieldset').first();
    await frontDoor.getByLabel(en.list.side, { exact: true }).selectOption('north');
    await frontDoor.getByLabel(en.list.outside).check();
    const findings = page.getByTestId('sketch-finding');
    await expect(findings).toContainText([
      fill(en.findings['bedroom-ways-out-1'], { room: "Aroha's room" }),
      fill(en.findings['bedroom-no-alarm'], { room: "Aroha's room" }),
      fill(en.findings['level-no-alarm'], { level: en.levels.ground }),
    ]);
    // The same findings are numbered on the drawing.
    await expect(canvas(page).locator('.sketch-finding')).toHaveCount(3);
    await aroha.getByRole('button', { name: en.list['add-window'] }).click();
    await hallway.getByRole('button', { name: en.list['add-alarm'] }).click();
    // The hallway's alarm may be the rental law's minimum, not Fire and Emergency's advice: not
    // done (and the level now has an alarm).
    await expect(findings).toHaveCount(1);
    await expect(findings).toContainText([
      fill(en.findings['bedroom-alarm-outside'], { room: "Aroha's room" }),
    ]);
    await expect(page.getByText(en.findings.none)).toHaveCount(0);
    await aroha.getByRole('button', { name: en.list['add-alarm'] }).click();
    await expect(findings).toHaveCount(0);
    await expect(page.getByText(en.findings.none)).toBeVisible();
    // Undo takes the bedroom's alarm away again, redo puts it back.
    await page.getByRole('button', { name: en.toolbar.undo }).click();
    await expect(findings).toHaveCount(1);
    await page.getByRole('button', { name: en.toolbar.redo }).click();
    await expect(findings).toHaveCount(0);

    // Way out 1 by keyboard on the drawing: the bedroom, the hallway, the front door.
    await page.getByLabel(en.toolbar.modes.first).check();
    await drawnRoom(page, "Aroha's room").focus();
    await page.keyboard.press('Enter');
    await drawnRoom(page, en.kinds.hallway).focus();
    await page.keyboard.press('Enter');
    await canvas(page)
      .locator('[data-id][aria-label*="top wall of Hallway, leads outside"]')
      .focus();
    await page.keyboard.press('Enter');
    const first = page.getByTestId('route-steps-first');
    await expect(first.locator('li')).toHaveText([
      fill(en.routes.start, { room: "Aroha's room" }),
      fill(en.routes.into, { kind: 'door', room: en.kinds.hallway }),
      fill(en.routes.out, { kind: 'door' }),
    ]);
    // Way out 2 from the list: start in the bedroom, out through its window.
    const second = page.locator('.sketch-route-fields--second');
    await second
      .getByLabel(en.routes.next)
      .selectOption({ label: fill(en.routes.start, { room: "Aroha's room" }) });
    await second.getByRole('button', { name: en.routes['add-step'] }).click();
    await second
      .getByLabel(en.routes.next)
      .selectOption({ label: fill(en.routes.out, { kind: 'window' }) });
    await second.getByRole('button', { name: en.routes['add-step'] }).click();
    await expect(second.getByText(en.routes.complete)).toBeVisible();
    // The meeting place, from its fields.
    const meeting = page.locator('.sketch-meeting-fields');
    await meeting.getByLabel(en.list.meeting.x).fill('16');
    await meeting.getByLabel(en.list.meeting.y).fill('3');
    await meeting.getByRole('button', { name: en.list.meeting.place }).click();
    await expect(canvas(page).locator('.sketch-meeting')).toHaveCount(1);
    await expect(canvas(page).locator('.sketch-route--first')).toHaveCount(1);
    await expect(canvas(page).locator('.sketch-route--second')).toHaveCount(1);

    // Offline: the editor and the drawing come back from the device.
    await context.setOffline(true);
    await page.reload();
    await expect(drawnRoom(page, "Aroha's room")).toBeVisible();
    await addRoom(page, 'kitchen');
    await expect(drawnRoom(page, en.kinds.kitchen)).toBeVisible();
    await page.getByRole('button', { name: en.toolbar.undo }).click();
    await expect(drawnRoom(page, en.kinds.kitchen)).toHaveCount(0);
    await context.setOffline(false);
    // Back online as the page knows it (its outbox and reports wake on the 'online' event).
    await page.waitForFunction(() => navigator.onLine);

    // The plan is sent with its drawing: the email shows it as an inline PNG.
    const done = page.getByRole('link', { name: en.page.done });
    await done.click();
    // Rarely (about one run in fifteen on a loaded two-core machine, never alone) the click is
    // made and the floor plan stays, its cause not found yet (docs/performance.md, issue 54's
    // ninth session). A person taps again: so does this test, once, and says so in its report
    // with the address the page was at, so the next such run tells more. A Done that never leads
    // to the plan still fails here.
    const yourName = page.getByLabel(sharedText.en.contact.name);
    const left = await expect(yourName)
      .toBeVisible({ timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (!left) {
      testInfo.annotations.push({
        type: 'done-tapped-twice',
        description: `Done led from the floor plan (at ${page.url()}) only on a second tap`,
      });
      await done.click();
    }
    await expect(page).toHaveURL(/\/complete$/);
    await yourName.fill('Aroha');
    await page.getByLabel(sharedText.en.contact.email).fill('aroha@example.co.nz');
    await page.getByRole('button', { name: planText.en.complete.submit }).click();
    await expect(page.getByRole('heading', { name: /Aroha/ })).toBeVisible();
    await expect(page.getByTestId('sketch-drawing')).toBeVisible();
    await expect.poll(() => smtp.messages.length).toBe(1);
    const mail = smtp.messages[0]!;
    expect(mail.html).toContain('src="cid:floor-plan@escape-plan"');
    expect(mail.html).toContain(en.link.title);
    const image = mail.attachments.find((part) => part.contentId === 'floor-plan@escape-plan');
    expect(image?.contentType).toBe('image/png');
    expect(image!.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(image!.content.length).toBeGreaterThan(10_000);
    writeFileSync(testInfo.outputPath('email-floor-plan.png'), image!.content);
    await testInfo.attach('email-floor-plan', {
      path: testInfo.outputPath('email-floor-plan.png'),
    });

    // The saved plan prints on one A4 page, with the same drawing on a page of its own.
    const savedLink = page.getByRole('link', { name: planText.en.review['saved-link'] });
    const href = await savedLink.getAttribute('href');
    const printPage = await context.newPage();
    await printPage.addInitScript(() => {
      window.print = () => undefined;
    });
    await printPage.goto(href!);
    // The saved plan's QR code prints on the plan's page.
    await expect(printPage.getByTestId('plan-qr')).toBeVisible();
    const printed = printPage.getByTestId('sketch-drawing');
    await expect(printed.locator('.sketch-room')).toHaveCount(2);
    await expect(printed.locator('text', { hasText: "Aroha's room" })).toHaveCount(1);
    await expect(printed.locator('.sketch-route--first')).toHaveCount(1);
    const pdf = testInfo.outputPath('print-floor-plan.pdf');
    await printedPdf(printPage, pdf, 2);
    // Its room names print at 8 pt or more.
    const heights = printedWordHeights(pdf, "Aroha's");
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(8);
    execFileSync('pdftoppm', ['-png', '-r', '60', pdf, testInfo.outputPath('print-floor-plan')]);
  } finally {
    await context.close();
    await server.stop();
    await smtp.stop();
  }
});

/**
 * A drawn element's centre once two frames agree on it: a finger goes where the eye sees the
 * element, not where a frame in between had it (an edit can rescale the whole drawing).
 */
async function centreOf(locator: Locator) {
  return locator.evaluate(
    (element) =>
      new Promise<{ x: number; y: number }>((resolve, reject) => {
        let last = '';
        const look = () => {
          if (!element.isConnected) return reject(new Error('the element left the drawing'));
          const box = element.getBoundingClientRect();
          const seen = [box.x, box.y, box.width, box.height].join();
          if (seen === last)
            return resolve({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
          last = seen;
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

/** One cell of the drawing on screen now, from a room's own rectangle (its first). */
async function cellOf(room: Locator, cells: number) {
  return (await room.locator('rect').first().boundingBox())!.width / cells;
}

for (const language of ['en', 'mi'] as Language[]) {
  test(`draw by touch on a phone (${language})`, async ({ browser }) => {
    const text = floorText[language];
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    try {
      await page.goto(language === 'mi' ? '/mi/floor-plan' : '/floor-plan');
      await expect(page.getByRole('heading', { level: 1, name: text.page.title })).toBeVisible();
      // The route row's title (plan namespace) names the page in the tab.
      await expect(page).toHaveTitle(new RegExp(`^${text.page.title} – `));
      // Before anything is drawn the findings say nothing has been checked (not "Done").
      await expect(page.getByTestId('sketch-unchecked')).toHaveText(text.findings.empty);
      await page.getByLabel(text.toolbar['room-kind']).selectOption('living');
      await page.getByRole('button', { name: text.toolbar['add-room'] }).tap();
      const living = canvas(page).locator(`[data-id][aria-label^="${text.kinds.living},"]`);
      await expect(living).toBeVisible();
      // A living room but no bedroom: no claim about bedrooms, only that the level has no alarm.
      await expect(page.getByTestId('sketch-finding')).toContainText([
        fill(text.findings['level-no-alarm'], { level: text.levels.ground }),
      ]);
      await expect(page.getByText(text.findings.none)).toHaveCount(0);

      // A tap selects the room; a drag moves it (about three cells to the right and down).
      await living.scrollIntoViewIfNeeded();
      const start = await centreOf(living);
      await page.touchscreen.tap(start.x, start.y);
      await expect(living).toHaveAttribute('aria-pressed', 'true');
      let cell = await cellOf(living, 8);
      await touchDrag(page, start, { x: start.x + cell * 3, y: start.y + cell * 2 });
      const fields = page.locator('.sketch-room-fields').first();
      await expect(fields.getByLabel(text.list.x, { exact: true })).toHaveValue('4');
      await expect(fields.getByLabel(text.list.y, { exact: true })).toHaveValue('3');
      // The blue corner resizes (the drawing may have rescaled to the room's new place).
      const handle = canvas(page).locator('[data-handle="resize"]');
      cell = await cellOf(living, 8);
      const corner = await centreOf(handle);
      await touchDrag(page, corner, { x: corner.x + cell * 2, y: corner.y });
      // Soft, so a miss also says where the room is and whether it is still selected.
      await expect.soft(fields.getByLabel(text.list.width, { exact: true })).toHaveValue('10');
      await expect(fields.getByLabel(text.list.x, { exact: true })).toHaveValue('4');
      await expect(living).toHaveAttribute('aria-pressed', 'true');

      // A window that leads outside, then way out 1 by tapping the room and the window.
      await fields.getByRole('button', { name: text.list['add-window'] }).click();
      await expect(fields.locator('legend', { hasText: text.openings.window })).toHaveCount(1);
      await page.getByLabel(text.toolbar.modes.first).check();
      await living.scrollIntoViewIfNeeded();
      const room = await centreOf(living);
      await page.touchscreen.tap(room.x, room.y);
      const opening = canvas(page).locator('.sketch-opening').first();
      const windowAt = await centreOf(opening);
      await page.touchscreen.tap(windowAt.x, windowAt.y);
      await expect(page.getByTestId('route-steps-first').locator('li')).toHaveCount(2);
      await expect(canvas(page).locator('.sketch-route--first')).toHaveCount(1);
      // The meeting place, by a tap outside the house.
      await page.getByLabel(text.toolbar.modes.meeting).check();
      await canvas(page).scrollIntoViewIfNeeded();
      const area = (await canvas(page).locator('.sketch-area').boundingBox())!;
      await page.touchscreen.tap(area.x + area.width - cell * 3, area.y + area.height - cell * 3);
      await expect(canvas(page).locator('.sketch-meeting')).toHaveCount(1);
    } finally {
      await context.close();
    }
  });
}

for (const language of ['en', 'mi'] as Language[]) {
  test(`an upstairs bedroom's window counts as a way out only with a way down (${language})`, async ({
    browser,
  }) => {
    const text = floorText[language];
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    try {
      await page.goto(language === 'mi' ? '/mi/floor-plan' : '/floor-plan');
      await page
        .getByRole('group', { name: text.toolbar.level })
        .getByText(text.levels.upstairs)
        .click();
      await page.getByLabel(text.toolbar['room-kind']).selectOption('bedroom');
      await page.getByRole('button', { name: text.toolbar['add-room'] }).click();
      const bedroom = roomFields(page, text.kinds.bedroom);
      await bedroom.getByRole('button', { name: text.list['add-window'] }).click();
      await bedroom.getByRole('button', { name: text.list['add-alarm'] }).click();
      const window = bedroom.locator('fieldset fieldset').first();
      // The way down is asked only of a window that leads outside, upstairs.
      const wayDown = window.getByLabel(text.list.descent);
      const outside = window.getByLabel(text.list.outside);
      await outside.uncheck();
      await expect(wayDown).toHaveCount(0);
      await outside.check();
      // Not answered until the household says, "They can't" included.
      await expect(wayDown).toHaveValue('');
      const room = text.kinds.bedroom;
      const findings = page.getByTestId('sketch-finding');
      // Not counted, and said why: no way out at all yet.
      await expect(findings).toContainText([
        fill(text.findings['bedroom-ways-out-0'], { room }),
        fill(text.findings['upstairs-window'], { room }),
      ]);
      await wayDown.scrollIntoViewIfNeeded();
      // "They can't" is an answer: still no way out, but the question is no longer asked.
      await wayDown.selectOption('none');
      await expect(findings).toHaveCount(1);
      await expect(findings).toContainText([fill(text.findings['bedroom-ways-out-0'], { room })]);
      // An escape ladder kept in the room: the window is one way out; a second is still needed.
      await wayDown.selectOption('ladder');
      await expect(findings).toHaveCount(1);
      await expect(findings).toContainText([fill(text.findings['bedroom-ways-out-1'], { room })]);
      await expect(page.getByText(text.findings.none)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}

test('a two-level household on a phone: two levels joined by stairs, who sleeps where, the to-dos that name them on review, print and email', async ({
  browser,
}, testInfo) => {
  const smtp = await startSmtp();
  const server = await startServer({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '200' });
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const words = planText.en;
  const household = words.details.household;
  const items = words.checklist.items;
  const tickNeed = (kind: keyof typeof words.needs.kinds) =>
    page
      .locator('.household__member--open')
      .getByRole('checkbox', { name: words.needs.kinds[kind], exact: true })
      .check();
  try {
    const plan = new PlanScreens(page, 'en');
    await makeHousePlan(plan, async () => {
      await plan.addPerson('Tama');
      await page
        .getByRole('checkbox', { name: fill(household['sometimes-away'], { name: 'Tama' }) })
        .check();
      await plan.addPerson('Ana', { needsHelp: true, helper: 'Tama' });
      await tickNeed('baby');
      // Tama is sometimes away: who helps Ana then is asked under Tama's name.
      await expect(
        page.getByLabel(fill(household['backup-label'], { name: 'Ana', helper: 'Tama' })),
      ).toBeVisible();
      await plan.addPerson('Nana', { needsHelp: true, helper: 'Tama' });
      await tickNeed('moves-slowly');
      // One person open at a time: the others are a name and a summary line.
      await expect(page.locator('.household__member--open')).toHaveCount(1);
      await expect(page.locator('.household__summary').first()).toHaveText(
        `Tama${household['summary-line']['no-help']} · ${household['summary-line'].away}`,
      );
    });

    await page.goto('/floor-plan');
    const level = (name: keyof typeof en.levels) =>
      page
        .getByRole('group', { name: en.toolbar.level, exact: true })
        .getByText(en.levels[name])
        .tap();
    const addTapped = async (kind: keyof typeof en.kinds) => {
      await page.getByLabel(en.toolbar['room-kind']).selectOption(kind);
      await page.getByRole('button', { name: en.toolbar['add-room'] }).tap();
    };
    // Ground floor: Nana's room off the hallway, a window out; the front door from the hallway.
    await addTapped('bedroom');
    await roomFields(page, en.kinds.bedroom).getByLabel(en.list.name).fill("Nana's room");
    await addTapped('hallway');
    const nanas = roomFields(page, "Nana's room");
    for (const add of ['add-door', 'add-window', 'add-alarm'] as const)
      await nanas.getByRole('button', { name: en.list[add] }).tap();
    const hallway = roomFields(page, en.kinds.hallway);
    await hallway.getByRole('button', { name: en.list['add-door'] }).tap();
    const frontDoor = hallway.locator('fieldset fieldset').first();
    await frontDoor.getByLabel(en.list.side, { exact: true }).selectOption('north');
    await frontDoor.getByLabel(en.list.outside).check();
    // Upstairs: Ana's room off the landing, its window with an escape ladder; stairs down.
    await level('upstairs');
    await addTapped('bedroom');
    await roomFields(page, en.kinds.bedroom).getByLabel(en.list.name).fill("Ana's room");
    await addTapped('hallway');
    const anas = roomFields(page, "Ana's room");
    for (const add of ['add-door', 'add-window', 'add-alarm'] as const)
      await anas.getByRole('button', { name: en.list[add] }).tap();
    await anas
      .locator('fieldset fieldset')
      .nth(1)
      .getByLabel(en.list.descent)
      .selectOption('ladder');
    const landing = roomFields(page, en.kinds.hallway);
    await landing.getByLabel(en.list['stairs-to']).selectOption({ label: en.kinds.hallway });
    await landing.getByRole('button', { name: en.list['add-stairs'] }).tap();
    // The stairs show on both levels, and the rooms pass the room checks.
    await expect(canvas(page).locator('.sketch-stairs')).toHaveCount(1);
    await level('ground');
    await expect(canvas(page).locator('.sketch-stairs')).toHaveCount(1);
    await expect(page.getByText(en.findings.none)).toBeVisible();

    // Who sleeps where: both in Ana's room upstairs. The all-clear gives way to their to-dos.
    const sleepsIn = (name: string) => page.getByLabel(fill(en.sleeping.label, { name }));
    const anasRoom = fill(en.sleeping.room, { room: "Ana's room", level: en.levels.upstairs });
    await sleepsIn('Ana').selectOption({ label: anasRoom });
    await sleepsIn('Nana').selectOption({ label: anasRoom });
    const todos = [
      fill(items['sleeps-child-window'].todo, { name: 'Ana' }),
      fill(items['sleeps-mobility-upstairs'].todo, { name: 'Nana' }),
    ];
    await expect(page.getByTestId('sleeping-todos').locator('li')).toContainText(todos);
    await expect(page.getByTestId('sleeping-todos').locator('li')).toHaveCount(2);
    await expect(page.getByText(en.findings.none)).toHaveCount(0);
    await expect(page.getByTestId('sketch-people')).toContainText(en.findings.people);
    await page.getByTestId('sleeping-todos').scrollIntoViewIfNeeded();

    // Sent: on review the same to-dos, and each level in a picture of its own.
    await page.getByRole('link', { name: en.page.done }).tap();
    await page.getByLabel(sharedText.en.contact.name).fill('Tama');
    await page.getByLabel(sharedText.en.contact.email).fill('tama@example.co.nz');
    await page.getByRole('button', { name: words.complete.submit }).tap();
    await expect(page.getByRole('heading', { name: /Tama/ })).toBeVisible();
    const backup = fill(items['helper-away-backup'].todo, { name: 'Ana', helper: 'Tama' });
    // Each holds the plan back: listed under the headline that counts them.
    const toSort = page.getByTestId('plan-to-sort');
    for (const line of [...todos, backup]) await expect(toSort).toContainText(line);
    const review = page.getByTestId('sketch-drawing');
    await expect(review.locator('svg[role="img"]')).toHaveCount(3);
    await expect(review.locator(`svg[aria-label$=": ${en.levels.upstairs}"]`)).toHaveCount(1);
    await review.scrollIntoViewIfNeeded();

    // The drill's "before you start" says them with each person's needs.
    await page.goto('/drill');
    await expect(page.getByTestId('needs-summary')).toContainText(todos[0]!);
    await expect(page.getByTestId('needs-summary')).toContainText(todos[1]!);

    // Printed: the to-dos on paper; the plan, the needs and the drawing: three pages at most.
    const printPage = await context.newPage();
    await printPage.addInitScript(() => {
      window.print = () => undefined;
    });
    await printPage.goto('/print');
    // Stairs drawn on both levels (the legend's own is inside its item).
    await expect(
      printPage.getByTestId('sketch-drawing').locator('svg > .sketch-stairs'),
    ).toHaveCount(2);
    await printPage.emulateMedia({ media: 'print' });
    const pdf = testInfo.outputPath('print-two-levels.pdf');
    await printPage.pdf({ path: pdf, format: 'A4', printBackground: true });
    const pages = Number(
      execFileSync('pdfinfo', [pdf])
        .toString()
        .match(/Pages:\s+(\d+)/)?.[1],
    );
    expect(pages).toBeLessThanOrEqual(3);
    const printed = execFileSync('pdftotext', [pdf, '-']).toString().replace(/\s+/g, ' ');
    for (const line of [...todos, backup]) expect(printed).toContain(line);
    // Each room's name once on the drawing: a label, not a label and its stroked copy.
    const drawingPage = pdfPages(pdf, 'reading').at(-1)!;
    const labels = drawingPage.split(en.findings.title)[0]!;
    for (const name of ["Nana's room", "Ana's room"]) {
      expect(labels.split(name).length - 1, name).toBe(1);
    }

    // Emailed: the same lines.
    await expect.poll(() => smtp.messages.length).toBe(1);
    const text = smtp.messages[0]!.text.replace(/\s+/g, ' ');
    for (const line of [...todos, backup]) expect(text).toContain(line);
  } finally {
    await context.close();
    await server.stop();
    await smtp.stop();
  }
});
