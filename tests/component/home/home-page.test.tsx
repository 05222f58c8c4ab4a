// The home page's own behaviour in both languages: its words and links, the background video by
// width, the reduced-motion and data-saver poster, the video's pause, the hero's veil, the
// before/after slider, the language switch and the phone menu.
import { afterEach, expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { commands, expectHeading, link, page, userEvent } from '../support/screen';
import { LANGUAGES, TEXT } from '../../support/site-text';

afterEach(async () => {
  await page.viewport(375, 740);
  delete (navigator as { connection?: unknown }).connection;
});

for (const language of LANGUAGES) {
  const { home, common, shared, prefix } = TEXT[language];
  test(`home page in ${language}: title, fact, start link, footer and the three steps`, async () => {
    renderApp(`${prefix}/`);
    await expectHeading(home.title);
    expect(document.documentElement.lang).toBe(language);
    await expect.element(page.getByText(home['subtitle-fact'])).toBeVisible();
    await expect
      .element(link(home.start))
      .toHaveAttribute('href', `${prefix}/question/smoke-alarms-right-places`);
    const year = String(new Date().getFullYear());
    await expect
      .element(page.getByText(common.footer['copyright-line'].replace('{{year}}', year)))
      .toBeVisible();
    for (const step of ['first', 'second', 'meeting'] as const) {
      await expect
        .element(page.getByRole('heading', { name: shared['three-steps'][step].title }))
        .toBeVisible();
    }
  });
}

for (const [width, expected] of [
  [375, 640],
  [1024, 1280],
  [1920, 1920],
] as const) {
  test(`at ${width} px wide the home video is the ${expected} px rendering`, async () => {
    await page.viewport(width, 800);
    renderApp('/');
    await expectHeading(TEXT.en.home.title);
    const video = () => document.querySelector<HTMLVideoElement>('.home-video video');
    await expect.poll(video).not.toBeNull();
    expect(video()!.hasAttribute('autoplay')).toBe(true);
    expect(video()!.getAttribute('poster')).toBe('/video/home-poster.jpg');
    expect(video()!.querySelector('source[type="video/webm"]')!.getAttribute('src')).toBe(
      `/video/home-${expected}.webm`,
    );
    expect(video()!.querySelector('source[type="video/mp4"]')!.getAttribute('src')).toBe(
      `/video/home-${expected}.mp4`,
    );
    expect(video()!.getAttribute('aria-hidden')).toBe('true');
    expect(video()!.muted).toBe(true);
  });
}

test('crossing 768 px reloads the video in the other size, after the debounce', async () => {
  await page.viewport(1024, 800);
  renderApp('/');
  const source = () =>
    document.querySelector('.home-video source[type="video/mp4"]')?.getAttribute('src');
  await expect.poll(source).toBe('/video/home-1280.mp4');
  await page.viewport(900, 800);
  await page.viewport(375, 800);
  await expect.poll(source).toBe('/video/home-640.mp4');
  await page.viewport(1700, 900);
  await expect.poll(source).toBe('/video/home-1920.mp4');
});

test('the background video can be paused and played again', async () => {
  const { home } = TEXT.en;
  renderApp('/');
  await userEvent.click(page.getByRole('button', { name: home.video.pause }));
  const play = page.getByRole('button', { name: home.video.play });
  await expect.element(play).toHaveAttribute('aria-pressed', 'true');
  expect(document.querySelector<HTMLVideoElement>('.home-video video')!.paused).toBe(true);
  await userEvent.click(play);
  await expect.element(page.getByRole('button', { name: home.video.pause })).toBeVisible();
});

test('reduced motion shows the poster and never a video', async () => {
  await commands.emulateMedia({ reducedMotion: 'reduce' });
  renderApp('/');
  await expectHeading(TEXT.en.home.title);
  const poster = () => document.querySelector('.home-video img');
  await expect.poll(poster).not.toBeNull();
  expect(poster()!.getAttribute('src')).toBe('/video/home-poster.jpg');
  expect(poster()!.getAttribute('alt')).toBe('');
  expect(document.querySelector('video')).toBeNull();
});

test('a data saver shows the poster and never a video', async () => {
  // The browser's own Network Information API, as a data-saving phone reports it.
  Object.defineProperty(navigator, 'connection', {
    value: { saveData: true },
    configurable: true,
  });
  renderApp('/');
  await expectHeading(TEXT.en.home.title);
  await expect.poll(() => document.querySelector('.home-video img')).not.toBeNull();
  expect(document.querySelector('video')).toBeNull();
});

test('the hero text stays readable over the brightest part of the video', async () => {
  await page.viewport(1280, 800);
  renderApp('/');
  await expectHeading(TEXT.en.home.title);
  const veil = () => {
    const element = document.querySelector('.home-video');
    return element ? getComputedStyle(element, '::after').backgroundImage : '';
  };
  await expect.poll(veil).toContain('gradient');
  // The veil's lightest stop is at least 50 % opaque ink: over the video's brightest orange
  // that leaves white text above 7:1 (see src/features/home/home.css).
  const alphas = [...veil().matchAll(/rgba\(20, 22, 28, ([\d.]+)\)/g)].map((m) => Number(m[1]));
  expect(alphas.length).toBeGreaterThan(0);
  expect(Math.min(...alphas)).toBeGreaterThanOrEqual(0.5);
  // On a phone the veil is one even tint, as dark.
  await page.viewport(375, 740);
  const tint = getComputedStyle(document.querySelector('.home-video')!, '::after').backgroundColor;
  expect(Number(/rgba\(20, 22, 28, ([\d.]+)\)/.exec(tint)?.[1])).toBeGreaterThanOrEqual(0.5);
});

test('the before/after slider is a labelled range from 0 to 100 in steps of 0.5', async () => {
  const { home } = TEXT.en;
  renderApp('/');
  const slider = page.getByRole('slider', { name: home.slider.label });
  await expect.element(slider).toHaveAttribute('type', 'range');
  await expect.element(slider).toHaveAttribute('min', '0');
  await expect.element(slider).toHaveAttribute('max', '100');
  await expect.element(slider).toHaveAttribute('step', '0.5');
  await expect.element(slider).toHaveValue('50');
  const frame = document.querySelector<HTMLElement>('.before-after__frame')!;
  const reveal = () => frame.style.getPropertyValue('--reveal');
  await expect.poll(reveal).toBe('50%');

  (slider.element() as HTMLElement).focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect.element(slider).toHaveValue('50.5');
  expect(reveal()).toBe('50.5%');
  await expect
    .element(slider)
    .toHaveAttribute('aria-valuetext', home.slider.value.replace('{{value}}', '50.5'));
  await userEvent.keyboard('{Home}');
  await expect.element(slider).toHaveValue('0');
  expect(reveal()).toBe('0%');
  await userEvent.keyboard('{End}');
  await expect.element(slider).toHaveValue('100');
  const after = document.querySelector('.before-after__after')!;
  expect(getComputedStyle(after).clipPath).toBe('inset(0px 0% 0px 0px)');
  await expect.element(link(home['quiz-teaser'].link)).toHaveAttribute('href', '/quiz/begin');
});

test('the language selector switches between English and Māori and keeps the page', async () => {
  const app = renderApp('/');
  await expectHeading(TEXT.en.home.title);
  await userEvent.click(link(TEXT.en.common.language.switch));
  await expectHeading(TEXT.mi.home.title);
  expect(app.path()).toBe('/mi/');
  await expect.poll(() => document.documentElement.lang).toBe('mi');
  await userEvent.click(link(TEXT.mi.common.language.switch));
  await expectHeading(TEXT.en.home.title);
  expect(app.path()).toBe('/');
  await expect.poll(() => document.documentElement.lang).toBe('en');
});

test('the phone menu toggle opens and closes the menu', async () => {
  const { common } = TEXT.en;
  renderApp('/');
  const toggle = page.getByRole('button', { name: common.menu.open });
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
  const sorted = page.getByRole('link', { name: common.menu.sorted, includeHidden: true });
  await expect.element(sorted).not.toBeVisible();
  await userEvent.click(toggle);
  await expect
    .element(page.getByRole('button', { name: common.menu.close }))
    .toHaveAttribute('aria-expanded', 'true');
  await expect.element(link(common.menu.sorted)).toBeVisible();
});
