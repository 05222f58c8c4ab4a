import { test, expect } from './support/fixtures';
import { saveScreenshot } from './support/screenshot';
import { facebookShareUrl, twitterShareUrl } from '../../src/content/share';
import { LANGUAGES, TEXT, dataLayer, openPage } from './campaign-helpers';

for (const language of LANGUAGES) {
  const { campaign, common, shared, prefix } = TEXT[language];

  test.describe(`/sorted in ${language}`, () => {
    test('shows the hero, the statistics with their sentences and the sections', async ({
      page,
    }, testInfo) => {
      const response = await page.goto(`${prefix}/sorted`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.hero.title);
      const stats = page.locator('.campaign-stats');
      for (const [figure, fact] of [
        ['3:00', campaign.facts['kill-in-three-minutes']],
        ['4x', campaign.facts['four-times']],
      ] as const) {
        await expect(stats.getByText(figure, { exact: true })).toBeVisible();
        await expect(stats.getByText(fact)).toBeVisible();
      }
      for (const title of [
        campaign.buying.title,
        campaign.placement.title,
        campaign.maintenance.title,
        campaign.escape.title,
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      // Five maintenance blocks.
      await expect(page.locator('.maintenance-blocks__item')).toHaveCount(5);
      for (const key of ['test-monthly', 'dust', 'expiry', 'battery', 'replace'] as const) {
        await expect(
          page.getByRole('heading', { level: 3, name: campaign.maintenance[key].title }),
        ).toBeVisible();
      }
      await saveScreenshot(page, testInfo, `sorted-${language}-desktop`);
      await page.setViewportSize({ width: 375, height: 667 });
      await saveScreenshot(page, testInfo, `sorted-${language}-phone`);
    });

    test('the hero button scrolls to #buying over about 1.5 s, 40 px above it', async ({
      page,
    }) => {
      await openPage(page, `${prefix}/sorted`);
      const buying = page.locator('#buying');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Timed inside the page, frame by frame, so a busy test machine cannot blur the numbers.
      const timing = page.evaluate(
        () =>
          new Promise<{ startTop: number; elapsed: number; sawMidway: boolean }>((resolve) => {
            const target = document.getElementById('buying')!;
            const startTop = target.getBoundingClientRect().top;
            let clickedAt = 0;
            let sawMidway = false;
            document.addEventListener('click', () => (clickedAt = performance.now()), {
              capture: true,
              once: true,
            });
            const tick = () => {
              const top = target.getBoundingClientRect().top;
              if (clickedAt && top > 41 && top < startTop - 1) sawMidway = true;
              if (clickedAt && Math.abs(top - 40) < 1) {
                resolve({ startTop, elapsed: performance.now() - clickedAt, sawMidway });
                return;
              }
              requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
      );
      await page.getByRole('button', { name: campaign.hero.scroll }).click();
      const { startTop, elapsed, sawMidway } = await timing;
      expect(startTop).toBeGreaterThan(100);
      expect(sawMidway).toBe(true);
      expect(elapsed).toBeGreaterThanOrEqual(1_450);
      expect(elapsed).toBeLessThan(4_000);
      await expect(buying).toBeFocused();
    });

    test('#maintenance and #buying anchors land on their sections', async ({ page }) => {
      await openPage(page, `${prefix}/sorted#maintenance`);
      await expect(
        page.getByRole('heading', { level: 2, name: campaign.maintenance.title }),
      ).toBeInViewport();
      await expect
        .poll(() => page.locator('#maintenance').evaluate((e) => e.getBoundingClientRect().top))
        .toBeCloseTo(40, 0);
      await page.goto(`${prefix}/sorted#buying`);
      await expect
        .poll(() => page.locator('#buying').evaluate((e) => e.getBoundingClientRect().top))
        .toBeCloseTo(40, 0);
    });

    test('the header menu uses the anchors on the campaign page only', async ({ page }) => {
      await openPage(page, `${prefix}/`);
      const menu = page.getByRole('navigation', { name: common.menu.label });
      await expect(menu.getByRole('link', { name: common.menu['buying-guide'] })).toHaveAttribute(
        'href',
        `${prefix}/sorted/buying-guide`,
      );
      await openPage(page, `${prefix}/sorted`);
      const buyingLink = menu.getByRole('link', { name: common.menu['buying-guide'] });
      await expect(buyingLink).toHaveAttribute('href', `${prefix}/sorted#buying`);
      await expect(menu.getByRole('link', { name: common.menu.maintenance })).toHaveAttribute(
        'href',
        `${prefix}/sorted#maintenance`,
      );
      await menu.getByRole('link', { name: common.menu.maintenance }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sorted#maintenance$`));
      await expect
        .poll(() => page.locator('#maintenance').evaluate((e) => e.getBoundingClientRect().top))
        .toBeCloseTo(40, 0);
    });

    test('accordions open several panels at once and push accordion_click events', async ({
      page,
    }) => {
      await openPage(page, `${prefix}/sorted`);
      const photoelectric = page.getByRole('button', { name: campaign.buying.photoelectric.title });
      const longLife = page.getByRole('button', { name: campaign.buying['long-life'].title });
      const doors = page.getByRole('button', { name: campaign.placement['bedroom-doors'].title });
      await expect(photoelectric).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(campaign.buying.photoelectric.body)).toBeHidden();

      await photoelectric.click();
      await longLife.click();
      await doors.click();
      for (const button of [photoelectric, longLife, doors]) {
        await expect(button).toHaveAttribute('aria-expanded', 'true');
      }
      await expect(page.getByText(campaign.buying.photoelectric.body)).toBeVisible();
      await expect(page.getByText(campaign.buying['long-life'].body)).toBeVisible();
      await expect(page.getByText(campaign.facts['bedroom-doors'])).toBeVisible();

      // Keyboard: Enter on the focused button closes it again.
      await photoelectric.focus();
      await page.keyboard.press('Enter');
      await expect(photoelectric).toHaveAttribute('aria-expanded', 'false');
      await expect(longLife).toHaveAttribute('aria-expanded', 'true');

      const events = (await dataLayer(page)).filter((e) => e.event === 'accordion_click');
      expect(events).toEqual([
        { event: 'accordion_click', action: 'open', panel: 'photoelectric' },
        { event: 'accordion_click', action: 'open', panel: 'long-life' },
        { event: 'accordion_click', action: 'open', panel: 'bedroom-doors' },
        { event: 'accordion_click', action: 'close', panel: 'photoelectric' },
      ]);
    });

    test('the escape-plan block opens question 1 in a new tab', async ({ page, context }) => {
      await openPage(page, `${prefix}/sorted`);
      const link = page.locator('#escape').getByRole('link', { name: campaign.escape.link });
      await expect(link).toHaveAttribute('href', `${prefix}/question/smoke-alarms-right-places`);
      await expect(link).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(`${prefix}/question/smoke-alarms-right-places`);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/sorted`);
    });

    test('share links carry the prewritten text and the home address', async ({
      page,
      baseURL,
    }) => {
      await openPage(page, `${prefix}/sorted`);
      const home = new URL(`${prefix}/`, baseURL).toString();
      const facebook = page.getByRole('link', { name: shared.share.facebook });
      const twitter = page.getByRole('link', { name: shared.share.twitter });
      await expect(facebook).toHaveAttribute('href', facebookShareUrl(home));
      await expect(twitter).toHaveAttribute('href', twitterShareUrl(shared.share.text, home));
      const tweet = new URL((await twitter.getAttribute('href')) ?? '');
      expect(tweet.origin + tweet.pathname).toBe('https://twitter.com/intent/tweet');
      expect(tweet.searchParams.get('text')).toContain('62%');
      expect(tweet.searchParams.get('url')).toBe(home);
      const sharer = new URL((await facebook.getAttribute('href')) ?? '');
      expect(sharer.origin + sharer.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
      expect(sharer.searchParams.get('u')).toBe(home);
      for (const link of [facebook, twitter]) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    });
  });
}

test('on a phone the menu anchor closes the menu and reaches the section', async ({ page }) => {
  const { campaign, common } = TEXT.en;
  await page.setViewportSize({ width: 375, height: 667 });
  await openPage(page, '/sorted');
  await page.getByRole('button', { name: common.menu.open }).click();
  await page.getByRole('link', { name: common.menu.maintenance }).click();
  await expect(page.getByRole('button', { name: common.menu.open })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(
    page.getByRole('heading', { level: 2, name: campaign.maintenance.title }),
  ).toBeInViewport();
});

test('where the browser can share, the share button hands over the text and home address', async ({
  page,
  baseURL,
}) => {
  const { shared } = TEXT.mi;
  // Desktop Chromium on Linux has no share sheet: stand in for the browser's own API.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared?: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await openPage(page, '/mi/sorted');
  await page.getByRole('button', { name: shared.share.native }).click();
  const data = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
  expect(data).toEqual({ text: shared.share.text, url: new URL('/mi/', baseURL).toString() });
});
