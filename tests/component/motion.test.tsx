// Motion as the spec has it, read from the animations the page hands to the browser (Web
// Animations: element.animate), so no frame timing is involved: pages after the first slide and
// fade in; plan and quiz options fade and rise 200 ms apart; under prefers-reduced-motion pages
// only fade, options show at once, and the home page shows a still poster instead of its video.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { renderApp } from './support/render-app';
import { commands, expectHeading, link, page, userEvent } from './support/screen';
import { loadMotionParts } from '../../src/components/motion-gate';
import { TEXT } from '../support/site-text';
import { QUIZ_TEXT } from '../support/quiz-text';
import enPlan from '../../locales/en/plan.json' with { type: 'json' };

interface Started {
  element: Element;
  keyframes: Keyframe[] | PropertyIndexedKeyframes | null;
  options: number | KeyframeAnimationOptions | undefined;
}

let started: Started[] = [];
const browserAnimate = Element.prototype.animate;

beforeEach(async () => {
  // The app loads its animation code after the first screen; a visitor reading it has it.
  await loadMotionParts();
  started = [];
  Element.prototype.animate = function (this: Element, keyframes, options) {
    started.push({ element: this, keyframes, options });
    return browserAnimate.call(this, keyframes, options);
  };
});

afterEach(async () => {
  Element.prototype.animate = browserAnimate;
  await page.viewport(375, 740);
});

/** The properties an animation moves ('opacity', 'transform'). */
function properties({ keyframes }: Started): string[] {
  if (!keyframes) return [];
  const frames = Array.isArray(keyframes) ? keyframes : [keyframes];
  return [...new Set(frames.flatMap((frame) => Object.keys(frame)))].filter(
    (key) => !['offset', 'easing', 'composite'].includes(key),
  );
}

const delayOf = ({ options }: Started) =>
  typeof options === 'object' ? Number(options.delay ?? 0) : 0;

/** Each list item's start delays, in the list's order. */
function itemDelays(selector: string): number[][] {
  return [...document.querySelectorAll(selector)].map((item) =>
    started
      .filter((animation) => animation.element === item)
      .map((each) => Math.round(delayOf(each))),
  );
}

function pageAnimations() {
  return started.filter((animation) => animation.element.classList.contains('page-transition'));
}

for (const width of [375, 1280]) {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`at ${width} px with prefers-reduced-motion: ${reducedMotion}, the home video and the page transition`, async () => {
      await page.viewport(width, width < 768 ? 667 : 800);
      await commands.emulateMedia({ reducedMotion });
      renderApp('/');
      await expectHeading(TEXT.en.home.title);
      const home = () => document.querySelector('.home-video')!;
      if (reducedMotion === 'reduce') {
        // No moving picture at all: the still poster instead of a video.
        await expect.poll(() => home().getAttribute('data-video')).toBe('poster');
        expect(home().querySelector('img')).not.toBeNull();
        expect(document.querySelector('video')).toBeNull();
      } else {
        // Spec: a looping background video, muted, playing on its own, with a pause button.
        await expect.poll(() => document.querySelector('.home-video video')).not.toBeNull();
        const video = document.querySelector<HTMLVideoElement>('.home-video video')!;
        expect([video.muted, video.loop, video.autoplay]).toEqual([true, true, true]);
        expect(document.querySelector('.home-video__toggle')).not.toBeNull();
      }
      // The arrival page itself is drawn at once; the next page enters.
      expect(pageAnimations()).toEqual([]);
      await userEvent.click(link(TEXT.en.home.start));
      await expectHeading(enPlan.questions['smoke-alarms-right-places'].title);
      const moved = pageAnimations().flatMap(properties);
      expect(moved).toContain('opacity');
      if (reducedMotion === 'reduce') expect(moved).not.toContain('transform');
      else expect(moved).toContain('transform');
    });
  }
}

test('plan options fade and rise in one after another, 200 ms apart', async () => {
  await commands.emulateMedia({ reducedMotion: 'no-preference' });
  renderApp('/intro');
  await userEvent.click(page.getByRole('button', { name: enPlan.intro.start }));
  await expectHeading(enPlan.questions['smoke-alarms-right-places'].title);
  await expect.poll(() => document.querySelectorAll('.options li').length).toBe(3);
  const delays = itemDelays('.options li');
  expect(delays.map((each) => Math.max(...each))).toEqual([0, 200, 400]);
  const items = started.filter((animation) => animation.element.matches('.options li'));
  expect(new Set(items.flatMap(properties))).toEqual(new Set(['opacity', 'transform']));
});

test('under reduced motion plan options show at once', async () => {
  await commands.emulateMedia({ reducedMotion: 'reduce' });
  renderApp('/intro');
  await userEvent.click(page.getByRole('button', { name: enPlan.intro.start }));
  await expectHeading(enPlan.questions['smoke-alarms-right-places'].title);
  await expect.poll(() => document.querySelectorAll('.options li').length).toBe(3);
  expect(itemDelays('.options li')).toEqual([[], [], []]);
  for (const item of document.querySelectorAll('.options li')) {
    expect([getComputedStyle(item).opacity, getComputedStyle(item).transform]).toEqual([
      '1',
      'none',
    ]);
  }
});

/** The quiz's begin page, opened from the maintenance page (the page arrived on never animates). */
async function openQuizBeginFromAnotherPage() {
  renderApp('/sorted/maintenance');
  await expectHeading(TEXT.en.campaign.pages.maintenance.title);
  await userEvent.click(
    page.getByRole('link', { name: TEXT.en.campaign['home-safety']['quiz-link'] }),
  );
  await expectHeading(QUIZ_TEXT.en.begin.title);
}

test('quiz options appear one after another, 200 ms apart, 8 on begin', async () => {
  await commands.emulateMedia({ reducedMotion: 'no-preference' });
  await openQuizBeginFromAnotherPage();
  const delays = itemDelays('.quiz-options__list > li');
  expect(delays).toHaveLength(8);
  expect(delays.map((each) => Math.max(...each))).toEqual([
    0, 200, 400, 600, 800, 1000, 1200, 1400,
  ]);
});

test('under reduced motion quiz options are shown at once, without movement', async () => {
  await commands.emulateMedia({ reducedMotion: 'reduce' });
  await openQuizBeginFromAnotherPage();
  const items = [...document.querySelectorAll('.quiz-options__list > li')];
  expect(items).toHaveLength(8);
  expect(itemDelays('.quiz-options__list > li').flat()).toEqual([]);
  expect(items.map((li) => [getComputedStyle(li).opacity, getComputedStyle(li).transform])).toEqual(
    Array.from({ length: 8 }, () => ['1', 'none']),
  );
});
