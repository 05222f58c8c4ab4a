// Helpers for the escape-plan e2e specs: the locale text, and answering screens the way a
// person does (by the visible labels), so every test reads in the householder's words.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { APARTMENT_ANSWERS } from '../support/plan-text';
import {
  HOUSE_ANSWERS,
  HOUSE_TO_SORT,
  localPath,
  toSortHeadline,
  planText,
  type Language,
  type PlanText,
} from '../support/plan-text';

// The words and plans both test layers share, for the specs that import them from here.
export * from '../support/plan-text';

type OptionQuestions = Omit<
  PlanText['questions'],
  'first-escape-route' | 'second-escape-route' | 'escape-route'
>;
type CarouselQuestions = Pick<
  PlanText['questions'],
  'first-escape-route' | 'second-escape-route' | 'escape-route'
>;

export class PlanScreens {
  readonly text: PlanText;
  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {
    this.text = planText[language];
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  continueButton() {
    return this.page.getByRole('button', { name: this.text.continue, exact: true });
  }

  meterLabel() {
    return this.page.getByTestId('progress-meter-label');
  }

  async expectQuestion<S extends keyof PlanText['questions']>(slug: S) {
    await expect(this.page).toHaveURL(new RegExp(`/question/${slug}(/|$)`));
    await expect(this.heading()).toHaveText(this.text.questions[slug].title);
  }

  optionLabel<S extends keyof OptionQuestions>(slug: S, value: string): string {
    const options = this.text.questions[slug].options as Record<string, string>;
    const label = options[value];
    if (!label) throw new Error(`No label for ${String(slug)}/${value}`);
    return label;
  }

  /** Ticks a radio or checkbox option by its visible label. */
  async choose<S extends keyof OptionQuestions>(slug: S, value: string) {
    const name = this.optionLabel(slug, value);
    const role = slug === 'living-situation' ? 'checkbox' : 'radio';
    await this.page.getByRole(role, { name, exact: true }).check();
  }

  subGroup<S extends keyof CarouselQuestions>(slug: S, sub: string) {
    const subs = this.text.questions[slug].subs as Record<string, { title: string }>;
    const title = subs[sub]?.title;
    if (!title) throw new Error(`No sub-question ${String(slug)}/${sub}`);
    return this.page.getByRole('group', { name: title, exact: true });
  }

  async answerSub<S extends keyof CarouselQuestions>(
    slug: S,
    sub: string,
    value: 'true' | 'false' | 'unable',
  ) {
    const group = this.subGroup(slug, sub);
    await expect(group).toBeVisible();
    await group.getByRole('radio', { name: this.text.answers[value], exact: true }).check();
  }

  async continue() {
    await expect(this.continueButton()).toBeEnabled();
    await this.continueButton().click();
  }

  /** Picks the quick choice and types "from where to where" under a planned way out. */
  async describeWayOut(kind: keyof PlanText['details']['way-out']['kinds'], description: string) {
    const wayOut = this.text.details['way-out'];
    const group = this.page.getByRole('group', { name: wayOut.title, exact: true });
    await group.getByRole('radio', { name: wayOut.kinds[kind], exact: true }).check();
    await group.getByRole('textbox', { name: wayOut['description-label'] }).fill(description);
  }

  /** Adds a person on the living-situation screen; a helper is chosen by their name. */
  async addPerson(name: string, options: { needsHelp?: boolean; helper?: string } = {}) {
    const household = this.text.details.household;
    await this.page.getByRole('button', { name: household['add-person'] }).click();
    const rows = this.page.locator('.household__list').first().locator('> li');
    const row = rows.last();
    const number = await rows.count();
    const input = row.getByRole('textbox', { name: fill(household['person-label'], { number }) });
    await expect(input).toBeFocused();
    await input.fill(name);
    if (!options.needsHelp) return;
    await row.getByRole('checkbox', { name: household['needs-help'] }).check();
    if (options.helper) {
      await row
        .getByRole('combobox', { name: fill(household['helper-label'], { name }) })
        .selectOption({ label: options.helper });
    }
  }

  /**
   * Opens a person's details in the household step (one person is open at a time):
   * their button starts with their name.
   */
  async openPerson(name: string) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const button = this.page
      .locator('.household__summary')
      .filter({ hasText: new RegExp(`^${escaped}`) });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }

  /** Ticks a "do it now" check. */
  async doItNow(check: 'alarm-tested' | 'keys-by-deadlock') {
    await this.page.getByRole('checkbox', { name: this.text.details['do-now'][check] }).check();
  }
}

/** Fills {{placeholders}} as i18next does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits until the page fade and the option and sub-question entrances have finished. */
export async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.page-transition, .options li, .carousel__step')].every(
          (element) => getComputedStyle(element).opacity === '1',
        ),
      ),
    )
    .toBe(true);
}

/** Answers the common questions from question 1 (the page must be on it). */
export async function answerCommon(
  plan: PlanScreens,
  answers: typeof HOUSE_ANSWERS | typeof APARTMENT_ANSWERS,
  household?: () => Promise<void>,
) {
  await plan.expectQuestion('smoke-alarms-right-places');
  await plan.choose('smoke-alarms-right-places', answers['smoke-alarms-right-places'][0]);
  await plan.continue();
  await plan.expectQuestion('smoke-alarms');
  await plan.choose('smoke-alarms', answers['smoke-alarms'][0]);
  await plan.continue();
  await plan.expectQuestion('living-situation');
  for (const value of answers['living-situation']) await plan.choose('living-situation', value);
  await household?.();
  await plan.continue();
  await plan.expectQuestion('house-type');
  await plan.choose('house-type', answers['house-type'][0]);
  await plan.continue();
}

/**
 * Makes the whole house plan (HOUSE_ANSWERS) from question 1 to /complete; `household` enters
 * the people on "Who lives in your home?".
 */
export async function makeHousePlan(plan: PlanScreens, household?: () => Promise<void>) {
  await plan.page.goto(localPath(plan.language, '/question/smoke-alarms-right-places'));
  await answerCommon(plan, HOUSE_ANSWERS, household);
  await plan.expectQuestion('first-escape-route');
  await plan.answerSub('first-escape-route', 'route-planned', 'true');
  await plan.answerSub('first-escape-route', 'obstacles', 'false');
  await plan.answerSub('first-escape-route', 'assistance', 'true');
  await plan.continue();
  await plan.expectQuestion('second-escape-route');
  await plan.answerSub('second-escape-route', 'route-planned', 'true');
  await plan.answerSub('second-escape-route', 'obstacles', 'true');
  await plan.answerSub('second-escape-route', 'assistance', 'false');
  await plan.continue();
  await plan.expectQuestion('meeting-area');
  await plan.choose('meeting-area', 'other');
  await plan.page
    .getByRole('textbox', { name: plan.text['other-text'] })
    .fill(HOUSE_ANSWERS['meeting-area'][0]);
  await plan.continue();
  await plan.expectQuestion('discussed');
  await plan.choose('discussed', 'no');
  await plan.continue();
  // HOUSE_TO_SORT without a household; a household that names helpers settles some of it.
  await expectOnComplete(plan);
}

/** On /complete (its headline says what is left, which each spec checks for its own plan). */
export async function expectOnComplete(plan: PlanScreens) {
  await expect(plan.page).toHaveURL(new RegExp(`${localPath(plan.language, '/complete')}$`));
  await expect(plan.heading()).toBeVisible();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let housePlanState: Promise<StorageState> | null = null;

/**
 * The browser storage (IndexedDB included) of someone who made the whole house plan in English,
 * made once per worker through the real screens, so tests of later pages start from it quickly.
 */
export function housePlanStorage(browser: Browser): Promise<StorageState> {
  housePlanState ??= (async () => {
    const baseURL = process.env.E2E_BASE_URL;
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const plan = new PlanScreens(page, 'en');
    await makeHousePlan(plan);
    // Back from IndexedDB after a reload: the answers are stored, not just in memory.
    await expect.poll(() => persistedText(page)).toMatch(/discussed/);
    await page.reload();
    await expect(plan.heading()).toHaveText(toSortHeadline('en', HOUSE_TO_SORT));
    await expect(page.getByTestId('plan-to-sort-item')).toHaveCount(HOUSE_TO_SORT);
    const state = await context.storageState({ indexedDB: true });
    await context.close();
    return state;
  })();
  return housePlanState;
}

/**
 * In the calling describe block, every test starts with the house plan already made (see
 * housePlanStorage). It is made in beforeAll, so its time does not count against a test.
 */
export function startWithHousePlan() {
  test.beforeAll(async ({ browser }) => {
    await housePlanStorage(browser);
  });
  test.use({ storageState: async ({ browser }, use) => use(await housePlanStorage(browser)) });
}

/**
 * The persisted state as stored in IndexedDB (redux-persist writes it a moment after each
 * change), so a test can wait until an answer is really on disk before it reloads.
 */
export function persistedText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('escape-plan');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('persisted-state')) return resolve('');
          const read = database
            .transaction('persisted-state')
            .objectStore('persisted-state')
            .get('persist:root');
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : '');
          read.onerror = () => resolve('');
        };
      }),
  );
}
