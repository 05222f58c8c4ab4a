// The tasks `npm run bench:interactions` drives, through the real screens by their visible words
// (the same approach as tests/e2e/plan-support.ts and quiz-helpers.ts, copied small here so the
// bench loads no test runner). Each waits for what a tap shows, as a person would.
import type { ElementHandle, Locator, Page } from '@playwright/test';
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
import { touchDrag, touchTap } from '../../tests/e2e/support/touch';

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

export const local = (language: Language, path: string) =>
  language === 'en' ? path : `/mi${path}`;

/**
 * Waits until an element matching the CSS selector has exactly this text, by a plain DOM read each
 * frame: Playwright's role and text engines walk the whole page, which at 4× would land inside the
 * interaction being measured (before its paint).
 */
async function waitForText(page: Page, selector: string, text: string) {
  await page.waitForFunction(
    ([css, wanted]) =>
      [...document.querySelectorAll(css)].some(
        (element) => element.textContent?.replace(/\s+/g, ' ').trim() === wanted,
      ),
    [selector, text] as const,
  );
}

async function waitForQuestion(page: Page, title: string) {
  await waitForText(page, '#main h1', title);
}

/** The plan's Complete page drawn: its heading is the plan's headline, whatever it counts. */
async function waitForComplete(page: Page) {
  await page.waitForFunction(
    () =>
      /\/complete$/.test(location.pathname) &&
      !!document.querySelector('#main h1')?.textContent?.trim(),
  );
}

/**
 * A finger's tap on what the locator finds. The element is found and scrolled to first, then the
 * touch goes where it is drawn, so none of Playwright's own checks (its hit-target listener, its
 * selector engine) run on the page's main thread inside the measured interaction.
 */
async function tap(locator: Locator) {
  const element = (await locator.elementHandle())!;
  await untilEnabled(locator.page(), element);
  const { x, y } = await centreOfElement(element);
  await touchAt(locator.page(), x, y);
}

/** As Playwright's own actions would: no tap while a control (or its form) is still disabled. */
async function untilEnabled(page: Page, element: ElementHandle) {
  await page.waitForFunction((node) => !(node as Element).matches(':disabled'), element);
}

const lastTapAt = new WeakMap<Page, number>();
/** Chromium reads two taps within this long of each other as one double tap (no click). */
export const DOUBLE_TAP_MS = 300;

/**
 * How long a tap's finger stays on the glass (BENCH_HOLD_MS; 0 gives Playwright's instant tap).
 * Our assumption, short for a thumb: the bench's figures are read with it.
 */
export const HOLD_MS = Math.max(0, Number(process.env.BENCH_HOLD_MS ?? 60));

/** A touch at a point, never so soon after the last that the two would make a double tap. */
async function touchAt(page: Page, x: number, y: number) {
  const wait = (lastTapAt.get(page) ?? 0) + DOUBLE_TAP_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await touchTap(page, { x, y }, HOLD_MS);
  lastTapAt.set(page, Date.now());
}

/** A radio or checkbox ticked by a tap on its label, as a thumb would; waits until it shows ticked. */
async function tick(locator: Locator) {
  const input = (await locator.elementHandle())!;
  // Already ticked (a quiz area ticks the one that goes with it): left as it is, as check() would.
  if (await input.evaluate((element) => (element as HTMLInputElement).checked)) return;
  const label = (
    await input.evaluateHandle((element) => (element as HTMLInputElement).labels?.[0] ?? element)
  ).asElement()!;
  await untilEnabled(locator.page(), input);
  const { x, y } = await centreOfElement(label);
  await touchAt(locator.page(), x, y);
  await locator.page().waitForFunction((element) => (element as HTMLInputElement).checked, input);
}

/** Questions 1 and 2 answered "yes", then question 3's boxes ticked; its words and controls. */
async function answerToLivingSituation(page: Page, language: Language, ticks: readonly string[]) {
  const text = PLAN[language];
  const q = text.questions;
  const next = page.getByRole('button', { name: text.continue, exact: true });
  const radio = (label: string) => tick(page.getByRole('radio', { name: label, exact: true }));
  await waitForQuestion(page, q['smoke-alarms-right-places'].title);
  await radio(q['smoke-alarms-right-places'].options.yes);
  await tap(next);
  await waitForQuestion(page, q['smoke-alarms'].title);
  await radio(q['smoke-alarms'].options.yes);
  await tap(next);
  await waitForQuestion(page, q['living-situation'].title);
  const options = q['living-situation'].options as Record<string, string>;
  for (const value of ticks) {
    await tick(page.getByRole('checkbox', { name: options[value], exact: true }));
  }
  return { text, q, next, radio };
}

const REVEAL_SCROLL_WAIT_MS = 550;

/** From question 1 to Complete, house flow: radios, checkboxes, the carousels' sub-questions. */
async function answerHouseFlow(page: Page, language: Language) {
  const { q, next, radio } = await answerToLivingSituation(page, language, [
    'other-adults',
    'children-babies',
  ]);
  await tap(next);
  await waitForQuestion(page, q['house-type'].title);
  await radio(q['house-type'].options.house);
  await tap(next);
  for (const slug of ['first-escape-route', 'second-escape-route'] as const) {
    await answerCarousel(page, language, slug, ['route-planned', 'obstacles', 'assistance']);
    await tap(next);
  }
  await waitForQuestion(page, q['meeting-area'].title);
  await radio(q['meeting-area'].options.letterbox);
  await tap(next);
  await waitForQuestion(page, q.discussed.title);
  await radio(q.discussed.options.no);
  await tap(next);
  await waitForComplete(page);
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
  for (const [index, sub] of subNames.entries()) {
    await waitForText(page, '.carousel__step legend', subs[sub]!.title);
    // A revealed sub-question scrolls to the middle of the screen after a moment
    // (REVEAL_SCROLL_DELAY_MS, 500 ms, in carousel-question.tsx): a person reads it there.
    if (index > 0) await page.waitForTimeout(REVEAL_SCROLL_WAIT_MS);
    const group = page.getByRole('group', { name: subs[sub]!.title, exact: true });
    await tick(group.getByRole('radio', { name: text.answers.true, exact: true }));
  }
}

/** The plan's questions, house flow: radios, checkboxes, the carousels' sub-questions, text. */
const planQuestions: Task = {
  name: 'plan questions (house)',
  start: (language) => local(language, '/question/smoke-alarms-right-places'),
  run: answerHouseFlow,
};

/** The plan's questions, apartment flow: the flat's floor, the building's alarm, assembly point, its carousel. */
const apartmentQuestions: Task = {
  name: 'plan questions (apartment)',
  start: (language) => local(language, '/question/smoke-alarms-right-places'),
  async run(page, language) {
    const { q, next, radio } = await answerToLivingSituation(page, language, [
      'other-adults',
      'need-assistance',
    ]);
    await tap(next);
    await waitForQuestion(page, q['house-type'].title);
    await radio(q['house-type'].options.apartment);
    await tap(next);
    await waitForQuestion(page, q['flat-floor'].title);
    await radio(q['flat-floor'].options.above);
    await tap(next);
    await waitForQuestion(page, q['fire-alarm'].title);
    await radio(q['fire-alarm'].options.no);
    await tap(next);
    await waitForQuestion(page, q['assembly-point'].title);
    await radio(q['assembly-point'].options['across-road']);
    await tap(next);
    await answerCarousel(page, language, 'escape-route', [
      'multiple-exits',
      'obstacles',
      'locks',
      'discuss',
    ]);
    await tap(next);
    await waitForComplete(page);
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
    await tap(submit);
    const summary = page.locator('.error-summary');
    await summary.locator('a').nth(1).waitFor();
    // The email first (from the summary's link), then the name, typed key by key (each key an
    // interaction): the messages go as the fields become valid. (In the other order the summary
    // would go at "aroha@example.co" and come back at the next ".", taking the focus from the
    // field: see docs/performance.md.)
    await tap(summary.locator('a').nth(1));
    await page
      .getByRole('textbox', { name: contact.email, exact: true })
      .pressSequentially('aroha@example.co.nz');
    const name = page.getByRole('textbox', { name: contact.name, exact: true });
    await tap(name);
    await name.pressSequentially('Aroha');
    await tap(submit);
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
    const tickBox = (label: string) =>
      tick(page.getByRole('checkbox', { name: label, exact: true }));
    for (const { value } of BEGIN_OPTIONS) await tickBox(sections[value]!.name);
    await tap(page.getByRole('button', { name: text.begin.continue, exact: true }));
    for (const { value } of BEGIN_OPTIONS) {
      await waitForQuestion(page, sections[value]!.name);
      for (const option of QUIZ_SECTIONS[value].options.slice(0, 2)) {
        await tickBox(sections[value]!.options[option.value]!);
      }
      await tap(page.getByRole('button', { name: text.continue, exact: true }));
    }
    await waitForQuestion(page, text.complete.title);
  },
};

async function centreOf(locator: Locator) {
  return centreOfElement((await locator.elementHandle())!);
}

/**
 * Where to tap an element: first scrolled, if need be, clear of the page's sticky header and
 * action bar (a thumb taps what it can see), then, as a thumb waits for a page that is still
 * scrolling (a carousel scrolls to its next sub-question), until it is still for two frames.
 */
async function centreOfElement(element: ElementHandle) {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const target = node as Element;
        const { top, bottom } = target.getBoundingClientRect();
        if (top < 96 || bottom > innerHeight - 128) {
          target.scrollIntoView({ block: 'center', behavior: 'instant' });
        }
        let last = NaN;
        let still = 0;
        const watch = (frames: number) => {
          const now = target.getBoundingClientRect().top;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 2 || frames > 120) resolve();
          else requestAnimationFrame(() => watch(frames + 1));
        };
        requestAnimationFrame(() => watch(0));
      }),
  );
  const box = (await element.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const GROUND = ['bedroom', 'bedroom', 'living', 'kitchen', 'hallway', 'bathroom'] as const;
const UPSTAIRS = ['bedroom', 'bedroom', 'bedroom', 'bathroom', 'hallway', 'other'] as const;

/**
 * The floor plan, 12 rooms on two levels: add (by the toolbar), arrow keys, a touch drag and
 * resize, doors, windows and alarms from the list, both ways out marked by taps, switch level,
 * stairs down from the landing.
 */
const floorPlan: Task = {
  name: 'floor plan (12 rooms, 2 levels)',
  start: (language) => local(language, '/floor-plan'),
  async run(page, language) {
    const text = FLOOR[language];
    const canvas = page.getByTestId('sketch-canvas');
    const rooms = canvas.locator('[data-id][aria-label]');
    const fields = page.locator('.sketch-room-fields');
    // The other level's drawing follows the tap in a deferred render: wait for it.
    const level = async (key: 'ground' | 'upstairs') => {
      await tick(page.getByRole('radio', { name: new RegExp(`^${text.levels[key]} \\(`) }));
      await canvas.locator(`[data-level="${key}"]`).waitFor();
    };
    const addRooms = async (kinds: readonly string[]) => {
      for (const kind of kinds) {
        const before = await fields.count();
        await page.getByLabel(text.toolbar['room-kind']).selectOption(kind);
        await tap(page.getByRole('button', { name: text.toolbar['add-room'] }));
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
    await touchAt(page, start.x, start.y);
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
        await tap(row.getByRole('button', { name: text.list[button] }));
      }
    }
    // The first room's door dragged along its wall on the drawing.
    const door = await centreOf(canvas.locator('.sketch-opening').first());
    await touchAt(page, door.x, door.y);
    await touchDrag(page, door, { x: door.x + cell * 2, y: door.y });
    // Both ways out, by taps: the first bedroom, then its window (which leads outside).
    for (const [mode, steps] of [
      ['first', 'route-steps-first'],
      ['second', 'route-steps-second'],
    ] as const) {
      await tick(page.getByLabel(text.toolbar.modes[mode]));
      const room = await centreOf(first);
      await touchAt(page, room.x, room.y);
      const opening = canvas.locator('.sketch-opening').first();
      const at = await centreOf(opening);
      await touchAt(page, at.x, at.y);
      await page.getByTestId(steps).locator('li').nth(1).waitFor();
    }
    await tick(page.getByLabel(text.toolbar.modes.select));
    await level('upstairs');
    await addRooms(UPSTAIRS);
    // Stairs from the landing down to the ground floor's hallway, as a door is added.
    const landing = fields.nth(UPSTAIRS.indexOf('hallway'));
    await choose(landing.getByLabel(text.list['stairs-to']), text.kinds.hallway);
    await tap(landing.getByRole('button', { name: text.list['add-stairs'] }));
    await canvas.locator('.sketch-stairs').waitFor();
    await level('ground');
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
  const element = (await select.elementHandle())!;
  await element.focus();
  for (let step = 0; step < 8; step += 1) {
    const shown = await element.evaluate(
      (list) => (list as HTMLSelectElement).selectedOptions[0]?.textContent ?? '',
    );
    if (shown === label) return;
    await select.page().keyboard.press('ArrowDown');
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
      await tap(page.getByRole('button', { name: words['add-person'] }));
      const row = rows.nth(index);
      await row.waitFor();
      // The new name field has focus: typed key by key, each key an interaction.
      const name = row.getByRole('textbox', {
        name: fill(words['person-label'], { number: index + 1 }),
      });
      await name.pressSequentially(person.name);
      if (!('helper' in person)) continue;
      await tick(row.getByRole('checkbox', { name: words['needs-help'] }));
      await choose(
        row.getByRole('combobox', { name: fill(words['helper-label'], { name: person.name }) }),
        person.helper,
      );
    }
    for (const [index, pet] of ['Rex', 'Whero'].entries()) {
      await tap(page.getByRole('button', { name: words['add-pet'] }));
      await page.locator('.household__list').nth(1).locator('> li').nth(index).waitFor();
      const name = page.getByRole('textbox', {
        name: fill(words['pet-label'], { number: index + 1 }),
      });
      await name.pressSequentially(pet);
      await choose(
        page.getByRole('combobox', { name: fill(words['taker-label'], { name: pet }) }),
        'Tama',
      );
    }
    await tap(next);
    await waitForQuestion(page, q['house-type'].title);
  },
};

/** The drill: a night drill started, stopped, someone who didn't wake added, saved. */
const drill: Task = {
  name: 'drill (start, stop, record)',
  start: (language) => local(language, '/drill'),
  async run(page, language) {
    const text = DRILL[language];
    await tick(page.getByRole('checkbox', { name: text.night.label }));
    await tap(page.getByRole('button', { name: text.start }));
    await waitForText(page, 'button', text.stop);
    await page.waitForTimeout(1500);
    await tap(page.getByRole('button', { name: text.stop }));
    await page.getByRole('textbox', { name: text['not-woken']['add-label'] }).fill('Tama');
    await tap(page.getByRole('button', { name: text['not-woken'].add, exact: true }));
    await tick(page.getByRole('checkbox', { name: 'Tama' }));
    await tap(page.getByRole('button', { name: text.save }));
    await waitForText(page, '[role="status"]', text.saved);
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
