// The tasks `npm run bench:interactions` drives, through the real screens by their visible words
// (the same approach as tests/e2e/plan-support.ts and quiz-helpers.ts, copied small here so the
// bench loads no test runner). Each waits for what a tap shows, as a person would.
import type { Locator, Page } from '@playwright/test';
import enPlan from '../../locales/en/plan.json' with { type: 'json' };
import miPlan from '../../locales/mi/plan.json' with { type: 'json' };
import enQuiz from '../../locales/en/quiz.json' with { type: 'json' };
import miQuiz from '../../locales/mi/quiz.json' with { type: 'json' };
import enFloor from '../../locales/en/floor-plan.json' with { type: 'json' };
import enDrill from '../../locales/en/drill.json' with { type: 'json' };
import miDrill from '../../locales/mi/drill.json' with { type: 'json' };
import miFloor from '../../locales/mi/floor-plan.json' with { type: 'json' };
import enShared from '../../locales/en/shared.json' with { type: 'json' };
import miShared from '../../locales/mi/shared.json' with { type: 'json' };
import { QUIZ_SECTIONS, BEGIN_OPTIONS } from '../../src/content/quiz-sections';
import { touchDrag } from '../../tests/e2e/support/touch';

export type Language = 'en' | 'mi';

export interface Task {
  name: string;
  /** The path the task starts on (English; /mi is prefixed for te reo Māori). */
  start(language: Language): string;
  /** Gets the page ready before anything is measured (e.g. answers the questions first). */
  prepare?(page: Page, language: Language): Promise<void>;
  run(page: Page, language: Language): Promise<void>;
}

const PLAN = { en: enPlan, mi: miPlan } as const;
const QUIZ = { en: enQuiz, mi: miQuiz } as const;
const FLOOR = { en: enFloor, mi: miFloor } as const;
const DRILL = { en: enDrill, mi: miDrill } as const;
const SHARED = { en: enShared, mi: miShared } as const;

const local = (language: Language, path: string) => (language === 'en' ? path : `/mi${path}`);

async function waitForQuestion(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** Questions 1 and 2 answered "yes", then question 3's boxes ticked; its words and controls. */
async function answerToLivingSituation(page: Page, language: Language, ticks: readonly string[]) {
  const text = PLAN[language];
  const q = text.questions;
  const next = page.getByRole('button', { name: text.continue, exact: true });
  const radio = (label: string) => page.getByRole('radio', { name: label, exact: true }).check();
  await waitForQuestion(page, q['smoke-alarms-right-places'].title);
  await radio(q['smoke-alarms-right-places'].options.yes);
  await next.click();
  await waitForQuestion(page, q['smoke-alarms'].title);
  await radio(q['smoke-alarms'].options.yes);
  await next.click();
  await waitForQuestion(page, q['living-situation'].title);
  const options = q['living-situation'].options as Record<string, string>;
  for (const value of ticks) {
    await page.getByRole('checkbox', { name: options[value], exact: true }).check();
  }
  return { text, q, next, radio };
}

/** From question 1 to Complete, house flow: radios, checkboxes, the carousels' sub-questions. */
async function answerHouseFlow(page: Page, language: Language) {
  const { text, q, next, radio } = await answerToLivingSituation(page, language, [
    'other-adults',
    'children-babies',
  ]);
  await next.click();
  await waitForQuestion(page, q['house-type'].title);
  await radio(q['house-type'].options.house);
  await next.click();
  for (const slug of ['first-escape-route', 'second-escape-route'] as const) {
    await answerCarousel(page, language, slug, ['route-planned', 'obstacles', 'assistance']);
    await next.click();
  }
  await waitForQuestion(page, q['meeting-area'].title);
  await radio(q['meeting-area'].options.letterbox);
  await next.click();
  await waitForQuestion(page, q.discussed.title);
  await radio(q.discussed.options.no);
  await next.click();
  await waitForQuestion(page, text.complete.title);
}

/** A carousel's sub-questions answered "yes" one after another (each scrolls into view). */
async function answerCarousel(
  page: Page,
  language: Language,
  slug: 'first-escape-route' | 'second-escape-route' | 'escape-route',
  subNames: readonly string[],
) {
  const text = PLAN[language];
  await waitForQuestion(page, text.questions[slug].title);
  const subs = text.questions[slug].subs as Record<string, { title: string }>;
  for (const sub of subNames) {
    const group = page.getByRole('group', { name: subs[sub]!.title, exact: true });
    await group.waitFor();
    await group.getByRole('radio', { name: text.answers.true, exact: true }).check();
  }
}

/** The plan's questions, house flow: radios, checkboxes, the carousels' sub-questions, text. */
const planQuestions: Task = {
  name: 'plan questions (house)',
  start: (language) => local(language, '/question/smoke-alarms-right-places'),
  run: answerHouseFlow,
};

/** The plan's questions, apartment flow: the building's alarm, assembly point, its carousel. */
const apartmentQuestions: Task = {
  name: 'plan questions (apartment)',
  start: (language) => local(language, '/question/smoke-alarms-right-places'),
  async run(page, language) {
    const { text, q, next, radio } = await answerToLivingSituation(page, language, [
      'other-adults',
      'need-assistance',
    ]);
    await next.click();
    await waitForQuestion(page, q['house-type'].title);
    await radio(q['house-type'].options.apartment);
    await next.click();
    await waitForQuestion(page, q['fire-alarm'].title);
    await radio(q['fire-alarm'].options.no);
    await next.click();
    await waitForQuestion(page, q['assembly-point'].title);
    await radio(q['assembly-point'].options['across-road']);
    await next.click();
    await answerCarousel(page, language, 'escape-route', [
      'multiple-exits',
      'obstacles',
      'locks',
      'discuss',
    ]);
    await next.click();
    await waitForQuestion(page, text.complete.title);
  },
};

/** The complete form: a submit with nothing typed (the errors), then name and email typed, sent. */
const completeForm: Task = {
  name: 'complete form (errors, then valid)',
  start: (language) => local(language, '/question/smoke-alarms-right-places'),
  prepare: answerHouseFlow,
  async run(page, language) {
    const text = PLAN[language];
    const contact = SHARED[language].contact;
    const submit = page.getByRole('button', { name: text.complete.submit, exact: true });
    await submit.tap();
    const summary = page.locator('.error-summary');
    await summary.getByRole('link').nth(1).waitFor();
    // The email first (from the summary's link), then the name, typed key by key (each key an
    // interaction): the messages go as the fields become valid. (In the other order the summary
    // would go at "aroha@example.co" and come back at the next ".", taking the focus from the
    // field: see docs/performance.md.)
    await summary.getByRole('link').nth(1).tap();
    await page
      .getByRole('textbox', { name: contact.email, exact: true })
      .pressSequentially('aroha@example.co.nz');
    const name = page.getByRole('textbox', { name: contact.name, exact: true });
    await name.tap();
    await name.pressSequentially('Aroha');
    await submit.tap();
    await waitForQuestion(page, fill(text.review.title, { name: 'Aroha' }));
  },
};

/** The quiz: tick every area, start, tick two items in each section, reach the results. */
const quiz: Task = {
  name: 'quiz (every section)',
  start: (language) => local(language, '/quiz/begin'),
  async run(page, language) {
    const text = QUIZ[language];
    const sections = text.sections as Record<
      string,
      { name: string; options: Record<string, string> }
    >;
    const tick = (label: string) =>
      page.getByRole('checkbox', { name: label, exact: true }).check();
    for (const { value } of BEGIN_OPTIONS) await tick(sections[value]!.name);
    await page.getByRole('button', { name: text.begin.continue, exact: true }).click();
    for (const { value } of BEGIN_OPTIONS) {
      await waitForQuestion(page, sections[value]!.name);
      for (const option of QUIZ_SECTIONS[value].options.slice(0, 2)) {
        await tick(sections[value]!.options[option.value]!);
      }
      await page.getByRole('button', { name: text.continue, exact: true }).click();
    }
    await waitForQuestion(page, text.complete.title);
  },
};

async function centreOf(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const GROUND = ['bedroom', 'bedroom', 'living', 'kitchen', 'hallway', 'bathroom'] as const;
const UPSTAIRS = ['bedroom', 'bedroom', 'bedroom', 'bathroom', 'hallway', 'other'] as const;

/**
 * The floor plan, 12 rooms on two levels: add (by the toolbar), arrow keys, a touch drag and
 * resize, doors, windows and alarms from the list, both ways out marked by taps, switch level.
 */
const floorPlan: Task = {
  name: 'floor plan (12 rooms, 2 levels)',
  start: (language) => local(language, '/floor-plan'),
  async run(page, language) {
    const text = FLOOR[language];
    const canvas = page.getByTestId('sketch-canvas');
    const rooms = canvas.locator('[data-id][aria-label]');
    const fields = page.locator('.sketch-room-fields');
    const level = (name: string) =>
      page.getByRole('radio', { name: new RegExp(`^${name} \\(`) }).check();
    const addRooms = async (kinds: readonly string[]) => {
      for (const kind of kinds) {
        const before = await fields.count();
        await page.getByLabel(text.toolbar['room-kind']).selectOption(kind);
        await page.getByRole('button', { name: text.toolbar['add-room'] }).tap();
        await fields.nth(before).waitFor();
      }
    };
    await addRooms(GROUND);
    // The last room added has focus on the drawing: arrows move it, Shift+arrows resize it.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'Shift+ArrowRight']) {
      await page.keyboard.press(key);
    }
    // A tap selects the first bedroom, a drag moves it, its blue corner resizes it.
    const first = rooms.first();
    const start = await centreOf(first);
    await page.touchscreen.tap(start.x, start.y);
    await canvas.locator('[aria-pressed="true"]').first().waitFor();
    const cell = (await first.boundingBox())!.width / 8;
    await touchDrag(page, start, { x: start.x, y: start.y + cell * 2 });
    const handle = canvas.locator('[data-handle="resize"]');
    const corner = await centreOf(handle);
    await touchDrag(page, corner, { x: corner.x + cell, y: corner.y });
    // Doors, windows and alarms from the list.
    for (const index of [0, 1, 2]) {
      const row = fields.nth(index);
      for (const button of ['add-door', 'add-window', 'add-alarm'] as const) {
        await row.getByRole('button', { name: text.list[button] }).tap();
      }
    }
    // The first room's door dragged along its wall on the drawing.
    const door = await centreOf(canvas.locator('.sketch-opening').first());
    await page.touchscreen.tap(door.x, door.y);
    await touchDrag(page, door, { x: door.x + cell * 2, y: door.y });
    // Both ways out, by taps: the first bedroom, then its window (which leads outside).
    for (const [mode, steps] of [
      ['first', 'route-steps-first'],
      ['second', 'route-steps-second'],
    ] as const) {
      await page.getByLabel(text.toolbar.modes[mode]).check();
      const room = await centreOf(first);
      await page.touchscreen.tap(room.x, room.y);
      const opening = canvas.locator('.sketch-opening').first();
      const at = await centreOf(opening);
      await page.touchscreen.tap(at.x, at.y);
      await page.getByTestId(steps).locator('li').nth(1).waitFor();
    }
    await page.getByLabel(text.toolbar.modes.select).check();
    await level(text.levels.upstairs);
    await addRooms(UPSTAIRS);
    await level(text.levels.ground);
    await rooms.nth(GROUND.length - 1).waitFor();
  },
};

/** Fills {{placeholders}} as i18next does. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));
}

/**
 * A choice in a list picked from the keyboard (arrow keys on the focused select until it shows
 * the name), so each step is an interaction: `selectOption` sets the value without one.
 */
async function choose(select: Locator, label: string) {
  await select.focus();
  for (let step = 0; step < 8; step += 1) {
    const shown = await select.evaluate(
      (element: HTMLSelectElement) => element.selectedOptions[0]?.textContent ?? '',
    );
    if (shown === label) return;
    await select.press('ArrowDown');
  }
  throw new Error(`No choice "${label}"`);
}

const PEOPLE = [
  { name: 'Aroha' },
  { name: 'Mere' },
  { name: 'Koro', helper: 'Aroha' },
  { name: 'Pēpi', helper: 'Mere' },
  { name: 'Tama' },
] as const;

/** The household editor: five people (two who need help, each given a helper), two pets. */
const household: Task = {
  name: 'household (5 people, 2 pets)',
  start: (language) => local(language, '/question/smoke-alarms-right-places'),
  async run(page, language) {
    const { text, q, next } = await answerToLivingSituation(page, language, [
      'other-adults',
      'need-assistance',
      'pets-animals',
    ]);
    const words = text.details.household;
    const rows = page.locator('.household__list').first().locator('> li');
    for (const [index, person] of PEOPLE.entries()) {
      await page.getByRole('button', { name: words['add-person'] }).tap();
      const row = rows.nth(index);
      // The new name field has focus: typed key by key, each key an interaction.
      const name = row.getByRole('textbox', {
        name: fill(words['person-label'], { number: index + 1 }),
      });
      await name.waitFor();
      await name.pressSequentially(person.name);
      if (!('helper' in person)) continue;
      await row.getByRole('checkbox', { name: words['needs-help'] }).tap();
      await choose(
        row.getByRole('combobox', { name: fill(words['helper-label'], { name: person.name }) }),
        person.helper,
      );
    }
    for (const [index, pet] of ['Rex', 'Whero'].entries()) {
      await page.getByRole('button', { name: words['add-pet'] }).tap();
      const name = page.getByRole('textbox', {
        name: fill(words['pet-label'], { number: index + 1 }),
      });
      await name.waitFor();
      await name.pressSequentially(pet);
      await choose(
        page.getByRole('combobox', { name: fill(words['taker-label'], { name: pet }) }),
        'Tama',
      );
    }
    await next.click();
    await waitForQuestion(page, q['house-type'].title);
  },
};

/** The drill: a night drill started, stopped, someone who didn't wake added, saved. */
const drill: Task = {
  name: 'drill (start, stop, record)',
  start: (language) => local(language, '/drill'),
  async run(page, language) {
    const text = DRILL[language];
    await page.getByRole('checkbox', { name: text.night.label }).check();
    await page.getByRole('button', { name: text.start }).tap();
    await page.getByRole('button', { name: text.stop }).waitFor();
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: text.stop }).tap();
    await page.getByRole('textbox', { name: text['not-woken']['add-label'] }).fill('Tama');
    await page.getByRole('button', { name: text['not-woken'].add, exact: true }).tap();
    await page.getByRole('checkbox', { name: 'Tama' }).check();
    await page.getByRole('button', { name: text.save }).tap();
    await page.getByText(text.saved).waitFor();
  },
};

export const TASKS: readonly Task[] = [
  planQuestions,
  apartmentQuestions,
  household,
  floorPlan,
  drill,
  quiz,
  completeForm,
];
