// The home page's media: the background video sized by window width, the reduced-motion and
// data-saver poster, and the before/after slider.
import { test, expect } from './support/fixtures';
import { saveScreenshot } from './support/screenshot';
import { TEXT } from './campaign-helpers';

const { home } = TEXT.en;

for (const [width, expected] of [
  [375, 640],
  [1024, 1280],
  [1920, 1920],
] as const) {
  test(`at ${width} px wide the home video is the ${expected} px rendering`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const video = page.locator('.home-video video');
    await expect(video).toHaveAttribute('autoplay', '');
    await expect(video).toHaveAttribute('poster', '/video/home-poster.jpg');
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute(
      'src',
      `/video/home-${expected}.webm`,
    );
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute(
      'src',
      `/video/home-${expected}.mp4`,
    );
    await expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  });
}

test('crossing 768 px reloads the video in the other size, after the 250 ms debounce', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  const source = page.locator('.home-video source[type="video/mp4"]');
  await expect(source).toHaveAttribute('src', '/video/home-1280.mp4');
  await page.setViewportSize({ width: 900, height: 800 });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(source).toHaveAttribute('src', '/video/home-640.mp4');
  await page.setViewportSize({ width: 1700, height: 900 });
  await expect(source).toHaveAttribute('src', '/video/home-1920.mp4');
});

test('the background video can be paused and played again', async ({ page }) => {
  await page.goto('/');
  const pause = page.getByRole('button', { name: home.video.pause });
  await pause.click();
  const play = page.getByRole('button', { name: home.video.play });
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  expect(await page.locator('.home-video video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(
    true,
  );
  await play.click();
  await expect(page.getByRole('button', { name: home.video.pause })).toBeVisible();
});

test('reduced motion shows the poster and never a video', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.locator('.home-video img')).toHaveAttribute('src', '/video/home-poster.jpg');
  await expect(page.locator('.home-video img')).toHaveAttribute('alt', '');
  await expect(page.locator('video')).toHaveCount(0);
});

test('a data saver shows the poster and never a video', async ({ page }) => {
  // The browser's own Network Information API, as a data-saving phone reports it.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
  });
  await page.goto('/');
  await expect(page.locator('.home-video img')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
});

test('the hero text stays readable over the brightest part of the video', async ({ page }) => {
  await page.goto('/');
  // Polled: after hydration the prerendered poster's box is replaced by the video's, and a box
  // already gone from the page has no computed style.
  let veil = '';
  await expect
    .poll(async () => {
      veil = await page
        .locator('.home-video')
        .evaluate((element) => getComputedStyle(element, '::after').backgroundImage);
      return veil;
    })
    .toContain('gradient');
  // The veil's lightest stop is at least 50 % opaque ink: over the video's brightest orange
  // that leaves white text above 7:1 (see src/features/home/home.css).
  const alphas = [...veil.matchAll(/rgba\(20, 22, 28, ([\d.]+)\)/g)].map((m) => Number(m[1]));
  expect(alphas.length).toBeGreaterThan(0);
  expect(Math.min(...alphas)).toBeGreaterThanOrEqual(0.5);
});

test('the before/after slider is a labelled range from 0 to 100 in steps of 0.5', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const slider = page.getByRole('slider', { name: home.slider.label });
  await expect(slider).toHaveAttribute('type', 'range');
  await expect(slider).toHaveAttribute('min', '0');
  await expect(slider).toHaveAttribute('max', '100');
  await expect(slider).toHaveAttribute('step', '0.5');
  await expect(slider).toHaveValue('50');
  const frame = page.locator('.before-after__frame');
  const reveal = () => frame.evaluate((element) => element.style.getPropertyValue('--reveal'));
  // Set by the app once the prerendered page is hydrated (the stylesheet holds 50 % till then).
  await expect.poll(reveal).toBe('50%');

  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('50.5');
  expect(await reveal()).toBe('50.5%');
  await expect(slider).toHaveAttribute(
    'aria-valuetext',
    home.slider.value.replace('{{value}}', '50.5'),
  );
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('0');
  expect(await reveal()).toBe('0%');
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('100');
  const clip = await page
    .locator('.before-after__after')
    .evaluate((element) => getComputedStyle(element).clipPath);
  expect(clip).toBe('inset(0px 0% 0px 0px)');

  await expect(page.getByRole('link', { name: home['quiz-teaser'].link })).toHaveAttribute(
    'href',
    '/quiz/begin',
  );
  await page.locator('.home-quiz').scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'home-en-slider');
});
