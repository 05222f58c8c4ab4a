// Helpers of the accessibility gate (accessibility-routes.spec.ts): axe (WCAG 2.2 AA) on the page
// as it stands, the document and phrase languages, and a visible keyboard focus indicator.
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import type { Language } from './plan-support';
import enCampaign from '../../locales/en/campaign.json' with { type: 'json' };
import miCampaign from '../../locales/mi/campaign.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import miCommon from '../../locales/mi/common.json' with { type: 'json' };
import enHome from '../../locales/en/home.json' with { type: 'json' };
import miHome from '../../locales/mi/home.json' with { type: 'json' };
import enPlan from '../../locales/en/plan.json' with { type: 'json' };
import miPlan from '../../locales/mi/plan.json' with { type: 'json' };
import enPwa from '../../locales/en/pwa.json' with { type: 'json' };
import miPwa from '../../locales/mi/pwa.json' with { type: 'json' };
import enQuiz from '../../locales/en/quiz.json' with { type: 'json' };
import miQuiz from '../../locales/mi/quiz.json' with { type: 'json' };
import enShared from '../../locales/en/shared.json' with { type: 'json' };
import miShared from '../../locales/mi/shared.json' with { type: 'json' };

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const LOCALES = [
  [enCampaign, miCampaign],
  [enCommon, miCommon],
  [enHome, miHome],
  [enPlan, miPlan],
  [enPwa, miPwa],
  [enQuiz, miQuiz],
  [enShared, miShared],
] as const;

function sameStrings(en: unknown, mi: unknown): string[] {
  if (typeof en === 'string') return en === mi ? [en] : [];
  if (!en || typeof en !== 'object' || !mi || typeof mi !== 'object') return [];
  return Object.entries(en).flatMap(([key, value]) =>
    sameStrings(value, (mi as Record<string, unknown>)[key]),
  );
}

/**
 * English phrases shown on Māori pages: every string the Māori locale leaves the same as the
 * English (those with words, not figures like '3:00' or '{{current}} / {{total}}'), the language
 * switch, whose label is English on both sides (docs/decisions/), and English quoted inside
 * Māori sentences.
 */
export const ENGLISH_ON_MAORI_PAGES: readonly string[] = [
  ...new Set([
    ...LOCALES.flatMap(([en, mi]) => sameStrings(en, mi)).filter((text) =>
      /[A-Za-z]{3,}/.test(text.replace(/{{\w+}}/g, '')),
    ),
    miCommon.language.switch,
    // iOS's own menu label, quoted in the Māori install hint (locales/mi.review.md).
    'Add to Home Screen',
  ]),
];

/** Phrases in the other language per page language; English pages carry only the switch. */
const OTHER_LANGUAGE_PHRASES: Record<Language, { phrases: readonly string[]; lang: string }> = {
  en: { phrases: [enCommon.language.switch], lang: 'en' },
  mi: { phrases: ENGLISH_ON_MAORI_PAGES, lang: 'en' },
};

/** Where each phrase sits without the right lang on its nearest [lang] ancestor. */
async function unmarkedPhrases(page: Page, language: Language): Promise<string[]> {
  const { phrases, lang } = OTHER_LANGUAGE_PHRASES[language];
  return page.evaluate(
    ({ phrases, lang }) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript')) continue;
        for (const phrase of phrases.filter((candidate) => text.includes(candidate))) {
          const marked = parent.closest('[lang]')?.getAttribute('lang') ?? '';
          if (marked.split('-')[0] !== lang) {
            const where = parent.className ? `.${String(parent.className).split(' ')[0]}` : '';
            found.push(`"${phrase}" in <${parent.tagName.toLowerCase()}${where}> lang="${marked}"`);
          }
        }
      }
      return found;
    },
    { phrases: [...phrases], lang },
  );
}

/**
 * As settled() in plan-support.ts (page fade, option and sub-question entrances finished), but
 * checked every frame: a walk of 50 pages would otherwise lose up to half a second on each.
 */
async function settledEachFrame(page: Page) {
  // Settled for 5 frames in a row: a lazily loaded page can be drawn fully opaque for a frame
  // before its entrance animation starts (an axe run then met the whole /drill mid-fade).
  await page.evaluate(() => {
    (window as unknown as { settledFrames?: number }).settledFrames = 0;
  });
  await page.waitForFunction(
    () => {
      // Fully shown, and nothing on the page still moving (an entrance, a fade, a colour change):
      // axe measures colours as they are in that frame.
      const settled =
        [...document.querySelectorAll('.page-transition, .options li, .carousel__step')].every(
          (element) => getComputedStyle(element).opacity === '1',
        ) && document.getAnimations().every((animation) => animation.playState !== 'running');
      const state = window as unknown as { settledFrames?: number };
      state.settledFrames = settled ? (state.settledFrames ?? 0) + 1 : 0;
      return state.settledFrames >= 5;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
}

/** axe's violations on the page as it stands, for the tags or rules asked. */
function runAxe(page: Page, runOnly: { type: 'tag' | 'rule'; values: string[] }) {
  return page.evaluate(
    (only) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: only, resultTypes: ['violations'] })
        .then((results) => results.violations),
    runOnly,
  );
}

/**
 * Collects every accessibility problem of a walk through the app, page by page, so one failure
 * lists them all (rule id, help, failing targets and path) instead of stopping at the first.
 */
export class AccessibilityAudit {
  readonly problems: string[] = [];

  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {}

  /**
   * Opens a path: the first by loading the page, later ones inside the running app (as a link
   * would, through the router's popstate listener), which spares a reload per page. Waits until
   * the previous page's wrapper has gone (every path gets a new one).
   */
  async visit(path: string) {
    const { page } = this;
    if (!page.url().startsWith('http')) {
      await page.goto(path);
      return;
    }
    // A carousel's sub-steps are one page: moving between them keeps the wrapper.
    const sameQuestion = questionOf(new URL(page.url()).pathname) === questionOf(path);
    await page.evaluate(
      ([target, keepsPage]) => {
        if (!keepsPage) {
          document.querySelector('.page-transition')?.setAttribute('data-left', '');
          // As a tap on a link elsewhere would: the focus is nowhere until the new page takes it.
          (document.activeElement as HTMLElement | null)?.blur();
        }
        history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      [path, sameQuestion] as const,
    );
    await expect(page.locator('.page-transition[data-left]')).toHaveCount(0);
    if (sameQuestion) {
      await expect(page).toHaveURL((url) => url.pathname === path);
      return;
    }
    // A new page takes the focus once it is on screen (its heading, or main): the walk's keys go
    // on from there, as a keyboard user's do. Checked before them, it cannot land between them.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('#main') != null))
      .toBe(true);
  }

  /** Waits for the page's h1 and the transitions, then checks lang and runs axe. */
  async check(label = '') {
    const { page } = this;
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await settledEachFrame(page);
    const where = `${new URL(page.url()).pathname}${label ? ` (${label})` : ''}`;
    const htmlLang = await page.locator('html').getAttribute('lang');
    if (htmlLang !== this.language) {
      this.problems.push(`${where}: <html lang="${htmlLang}">, expected "${this.language}"`);
    }
    for (const phrase of await unmarkedPhrases(page, this.language)) {
      this.problems.push(`${where}: lang: ${phrase}`);
    }
    // axe is put into the document once (the walk moves through the app without reloading, so
    // it stays) rather than once per check, and asked for violations only.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    let violations = await runAxe(page, { type: 'tag', values: AXE_TAGS });
    // Colours are judged as drawn: about one walk in twenty met a whole page's text in a frame
    // not yet final (cause not found; seen with @axe-core/playwright too). A contrast failure is
    // measured again once the page has settled again, and reported when it is still there: a
    // real one always is.
    if (violations.some((violation) => violation.id === 'color-contrast')) {
      await settledEachFrame(page);
      const again = await runAxe(page, { type: 'rule', values: ['color-contrast'] });
      violations = [...violations.filter((v) => v.id !== 'color-contrast'), ...again];
    }
    for (const violation of violations) {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      this.problems.push(`${where}: ${violation.id}: ${violation.help} → ${targets}`);
    }
  }

  /**
   * Keyboard focus: the first Tab must reach the skip link, with a focus ring; Enter must move
   * focus into main; then each of a few Tabs must land on an element with a visible focus ring
   * that nothing else covers entirely.
   */
  async checkFocus(presses = 4) {
    const { page } = this;
    const where = new URL(page.url()).pathname;
    // Start as on arrival: a focused, then removed, element at the top of the body moves the
    // browser's sequential focus starting point there (body.focus() alone would not).
    await page.evaluate(() => {
      const start = document.createElement('span');
      start.tabIndex = -1;
      document.body.prepend(start);
      start.focus();
      start.remove();
    });
    await page.keyboard.press('Tab');
    const skip = await focusIndicator(page);
    if (!skip?.skipLink) this.problems.push(`${where}: the first Tab reaches ${skip?.element}`);
    else if (!skip.visible) this.problems.push(`${where}: no visible focus on ${skip.element}`);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    let reached = 0;
    for (; reached < presses; reached += 1) {
      await page.keyboard.press('Tab');
      const focus = await focusIndicator(page);
      if (!focus?.inMain) break;
      if (!focus.visible) this.problems.push(`${where}: no visible focus on ${focus.element}`);
      if (focus.hidden) this.problems.push(`${where}: focused ${focus.element} is hidden`);
    }
    if (reached === 0)
      this.problems.push(`${where}: Tab from the skip link reaches nothing in main`);
  }

  expectNoProblems() {
    expect(this.problems, this.problems.join('\n')).toEqual([]);
  }
}

/**
 * The focused element and whether a focus ring shows on it, or on the option label around a
 * visually hidden radio or checkbox: an outline of some width, or a box shadow.
 */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const rings = [active, active.closest('label')].filter((element) => element !== null);
    const visible = rings.some((element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const box = element.getBoundingClientRect();
      return (outline || style.boxShadow !== 'none') && box.width > 0 && box.height > 0;
    });
    // WCAG 2.4.11: not entirely hidden behind something else (e.g. a sticky footer).
    const target = active.closest('label') ?? active;
    const box = target.getBoundingClientRect();
    const points = [0.1, 0.5, 0.9].flatMap((x) =>
      [0.1, 0.5, 0.9].map((y) => [box.left + box.width * x, box.top + box.height * y] as const),
    );
    const hidden = !points.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (target.contains(hit) || hit.contains(target));
    });
    const text = target.textContent?.trim().slice(0, 30) ?? '';
    return {
      element: `<${active.tagName.toLowerCase()}> "${text}"`,
      visible,
      hidden,
      inMain: active.closest('main') !== null,
      skipLink: active.classList.contains('skip-link'),
    };
  });
}

/** The carousel question a path's sub-step belongs to ('/mi/question/x/y' gives 'x'), or null. */
function questionOf(pathname: string): string | null {
  return /\/question\/([^/]+)\/[^/]+$/.exec(pathname)?.[1] ?? null;
}
