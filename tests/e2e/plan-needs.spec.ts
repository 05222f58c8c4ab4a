// A plan for each household's needs, end to end in both languages: a Deaf adult, two
// children and a grandparent who uses a walker entered in the household editor (one need ticked
// with the keyboard); the recommended free home fire safety visit near the top of review with
// its tel: link; each person's actions on review, on the drill's "before you start" and on the
// printed plan, whose needs take a clean second A4 page. Screenshots at 390 px and 1280 px.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { AccessibilityAudit } from './accessibility-support';
import {
  PlanScreens,
  fill,
  localPath,
  settled,
  type Language,
  type PlanText,
  expectOnComplete,
} from './plan-support';

test.use({ reducedMotion: 'reduce' });

type NeedKind = keyof PlanText['needs']['kinds'];

/** Where the PDFs go besides the test's own folder, to look at them (pdftoppm). */
const PDF_DIR = process.env.NEEDS_PDF_DIR;

const ADULT = 'Aroha';
const DEAF = 'Hemi';
const CHILDREN = ['Mia', 'Tama'] as const;
const NANA = 'Nana';

function personRow(page: Page, name: string): Locator {
  return page
    .locator('.household__member--open')
    .filter({ has: page.locator(`input[value="${name}"]`) });
}

async function tickNeed(plan: PlanScreens, name: string, kind: NeedKind, keyboard = false) {
  const group = plan.page.getByRole('group', {
    name: fill(plan.text.needs.editor.legend, { name }),
  });
  const box = group.getByRole('checkbox', { name: plan.text.needs.kinds[kind], exact: true });
  if (keyboard) {
    await box.focus();
    await plan.page.keyboard.press('Space');
  } else {
    await box.check();
  }
  await expect(box).toBeChecked();
}

async function chooseHelper(plan: PlanScreens, name: string, helper: string) {
  await plan.openPerson(name);
  await personRow(plan.page, name)
    .getByRole('combobox', { name: fill(plan.text.details.household['helper-label'], { name }) })
    .selectOption({ label: helper });
}

async function enterHousehold(plan: PlanScreens) {
  await plan.addPerson(ADULT);
  await plan.addPerson(DEAF, { needsHelp: true, helper: ADULT });
  await tickNeed(plan, DEAF, 'cannot-hear');
  for (const child of CHILDREN) {
    await plan.addPerson(child, { needsHelp: true });
    await tickNeed(plan, child, 'child');
  }
  await chooseHelper(plan, CHILDREN[0], ADULT);
  await plan.addPerson(NANA, { needsHelp: true, helper: ADULT });
  await tickNeed(plan, NANA, 'moves-slowly', true);
}

/** From question 1 (smoke alarms right and working) to "Who lives in your home?". */
async function toHousehold(plan: PlanScreens) {
  await plan.page.goto(localPath(plan.language, '/question/smoke-alarms-right-places'));
  await plan.choose('smoke-alarms-right-places', 'yes');
  await plan.continue();
  await plan.expectQuestion('smoke-alarms');
  await plan.choose('smoke-alarms', 'yes');
  await plan.continue();
  await plan.expectQuestion('living-situation');
}

async function makePlan(plan: PlanScreens, audit: AccessibilityAudit) {
  const { page } = plan;
  await toHousehold(plan);
  await plan.choose('living-situation', 'other-adults');
  await plan.choose('living-situation', 'children-babies');
  await plan.choose('living-situation', 'need-assistance');
  await enterHousehold(plan);
  await settled(page);
  await audit.check('household with needs');
  await plan.continue();
  await plan.expectQuestion('house-type');
  await plan.choose('house-type', 'house');
  await plan.continue();
  await plan.expectQuestion('first-escape-route');
  await plan.answerSub('first-escape-route', 'route-planned', 'true');
  await plan.answerSub('first-escape-route', 'obstacles', 'false');
  await plan.answerSub('first-escape-route', 'assistance', 'true');
  await plan.continue();
  await plan.expectQuestion('second-escape-route');
  await plan.answerSub('second-escape-route', 'route-planned', 'true');
  await plan.answerSub('second-escape-route', 'obstacles', 'false');
  await plan.answerSub('second-escape-route', 'assistance', 'true');
  await plan.continue();
  await plan.expectQuestion('meeting-area');
  await plan.choose('meeting-area', 'letterbox');
  await plan.continue();
  await plan.expectQuestion('discussed');
  await plan.choose('discussed', 'yes');
  await plan.continue();
  await expectOnComplete(plan);
}

/** Each person's needs and actions, as the plan words them in this language. */
function expectedNeeds(text: PlanText) {
  const { kinds, who, lines } = text.needs;
  const [mia, tama] = CHILDREN;
  return [
    {
      name: DEAF,
      kinds: kinds['cannot-hear'],
      actions: [
        fill(who.wakes, { name: DEAF, helper: ADULT }),
        lines['special-alarms'],
        fill(lines['hearing-assessment'], { name: DEAF }),
        fill(lines['hear-from-bed'], { name: DEAF }),
        fill(lines['txt-111'], { name: DEAF }),
        lines['txt-111-reply'],
      ],
    },
    {
      name: mia,
      kinds: kinds.child,
      actions: [
        fill(who['wakes-child'], { name: mia, helper: ADULT }),
        lines['children-sleep-through'],
        fill(lines['child-own-part'], { name: mia }),
      ],
    },
    {
      name: tama,
      kinds: kinds.child,
      actions: [
        fill(who['wakes-child-none'], { name: tama }),
        lines['children-sleep-through'],
        fill(lines['child-own-part'], { name: tama }),
      ],
    },
    {
      name: NANA,
      kinds: kinds['moves-slowly'],
      actions: [
        fill(lines['sleep-ground-floor'], { name: NANA }),
        fill(lines['bedside-mobility'], { name: NANA }),
        fill(lines['doorways-wide'], { name: NANA }),
        fill(lines['alarm-reach'], { name: NANA }),
      ],
    },
  ];
}

async function expectNeeds(page: Page, text: PlanText) {
  const section = page.getByTestId('needs-summary');
  await expect(section.getByRole('heading', { name: text.needs.title })).toBeVisible();
  const people = section.locator('.needs-summary__people > li');
  const expected = expectedNeeds(text);
  await expect(people).toHaveCount(expected.length);
  for (const [index, person] of expected.entries()) {
    const item = people.nth(index);
    await expect(item.locator('.needs-summary__who')).toHaveText(`${person.name}: ${person.kinds}`);
    await expect(item.locator('.needs-summary__actions > li')).toHaveText(person.actions);
  }
}

async function expectVisit(page: Page, text: PlanText, print = false) {
  const visit = page.getByTestId('visit-callout');
  await expect(visit.getByRole('heading', { name: text.visit.title })).toBeVisible();
  await expect(visit.locator('.visit-callout__reasons li')).toHaveText([
    text.visit.reasons['needs-help'],
    text.visit.reasons['cannot-hear'],
  ]);
  const phone = visit.getByRole('link', { name: '0800 693 473', exact: true });
  await expect(phone).toHaveAttribute('href', 'tel:0800693473');
  if (print) await expect(visit.getByText(text.visit.web)).toBeVisible();
  else {
    await expect(visit.getByRole('link', { name: text.visit.link })).toHaveAttribute(
      'href',
      'https://www.fireandemergency.nz/',
    );
  }
}

/** The PDF's pages (Chromium writes one /Type /Page object each). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

for (const language of ['en', 'mi'] as const satisfies Language[]) {
  test(`in ${language} the needs entered in the household editor become actions on review, the drill and print`, async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    const plan = new PlanScreens(page, language);
    const text = plan.text;
    const audit = new AccessibilityAudit(page, language);
    await page.setViewportSize({ width: 1280, height: 800 });
    await makePlan(plan, audit);

    // Complete: the visit near the top; a child nobody wakes holds the plan back (listed under
    // the headline), the needs' other to-dos make the home safer (on the checklist).
    await expectVisit(page, text);
    await audit.check('complete with needs');
    await expect(page.locator('.advice-banner')).toHaveCount(0);
    await expect(page.getByTestId('plan-to-sort')).toContainText(
      fill(text.checklist.items['household-child-waker'].todo, { name: CHILDREN[1] }),
    );
    const checklist = page.locator('.plan-checklist');
    for (const todo of [
      fill(text.checklist.items['need-hearing-visit'].todo, { name: DEAF }),
      fill(text.checklist.items['need-111-txt'].todo, { name: DEAF }),
      fill(text.checklist.items['need-ground-floor'].todo, { name: NANA }),
      fill(text.checklist.items['need-bedside-mobility'].todo, { name: NANA }),
    ]) {
      await expect(checklist.getByText(todo, { exact: true })).toBeVisible();
    }

    await page.goto(localPath(language, '/review'));
    await expectVisit(page, text);
    // Near the top: before the plan itself.
    const visitTop = await page.getByTestId('visit-callout').boundingBox();
    const planTop = await page
      .getByRole('heading', { name: text.details.summary.title, exact: true })
      .boundingBox();
    expect(visitTop!.y).toBeLessThan(planTop!.y);
    await expectNeeds(page, text);
    await audit.check('review with needs');

    await page.goto(localPath(language, '/drill'));
    await expectNeeds(page, text);
    await audit.check('drill with needs');

    await page.goto(localPath(language, '/print'));
    await expectVisit(page, text, true);
    await expectNeeds(page, text);
    await audit.check('print with needs');
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    writeFileSync(testInfo.outputPath(`needs-print-${language}.pdf`), pdf);
    if (PDF_DIR) {
      mkdirSync(PDF_DIR, { recursive: true });
      writeFileSync(path.join(PDF_DIR, `needs-print-${language}.pdf`), pdf);
    }
    expect(pageCount(pdf), 'the plan on one page, what each person needs on a second').toBe(2);
    expect(audit.problems).toEqual([]);
  });
}

test('"something else" takes own words, and says at once when they hold a phone number', async ({
  page,
}) => {
  const plan = new PlanScreens(page, 'mi');
  await toHousehold(plan);
  await plan.choose('living-situation', 'need-assistance');
  await plan.addPerson(NANA, { needsHelp: true });
  await tickNeed(plan, NANA, 'other');
  const words = page.getByRole('textbox', {
    name: fill(plan.text.needs.editor['other-label'], { name: NANA }),
  });
  await words.fill('waea mai 021 555 0199');
  await expect(words).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(plan.text.details.problem.reasons.text)).toBeVisible();
  await words.fill('Kāore e taea te piki arapiki');
  await expect(words).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(plan.text.details.problem.reasons.text)).toHaveCount(0);
  // Unticking "something else" takes its words away with it.
  await plan.page
    .getByRole('group', { name: fill(plan.text.needs.editor.legend, { name: NANA }) })
    .getByRole('checkbox', { name: plan.text.needs.kinds.other, exact: true })
    .uncheck();
  await expect(words).toHaveCount(0);
});
