// The campaign page (/sorted) and its sub-pages in both languages: their words and facts, the
// anchors and the timed scroll, the header menu, accordions and their events, share links and the
// browser's share sheet, the escape challenge's track and link, and every image's alt text.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { dataLayerEvents, expectHeading, link, page, button, userEvent } from '../support/screen';
import { facebookShareUrl, twitterShareUrl } from '../../../src/content/share';
import { externalLinks } from '../../../src/content/external-links';
import { LANGUAGES, TEXT } from '../../support/site-text';

// A desktop's width: the header menu is in view (the phone's is tested at the end).
beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(async () => {
  delete (navigator as { share?: unknown }).share;
  await page.viewport(375, 740);
});

/** The top of an element relative to the viewport, in whole pixels. */
const topOf = (selector: string) =>
  Math.round(document.querySelector(selector)!.getBoundingClientRect().top);

for (const language of LANGUAGES) {
  const { campaign, common, shared, prefix } = TEXT[language];
  const facts = campaign.facts;

  describe(`/sorted in ${language}`, () => {
    test('shows the hero, the statistics with their sentences and the sections', async () => {
      renderApp(`${prefix}/sorted`);
      await expectHeading(campaign.hero.title);
      expect(document.documentElement.lang).toBe(language);
      const stats = document.querySelector('.campaign-stats')!;
      for (const [figure, fact] of [
        ['3:00', facts['kill-in-three-minutes']],
        ['4x', facts['four-times']],
      ] as const) {
        expect(stats.textContent).toContain(figure);
        expect(stats.textContent).toContain(fact);
      }
      for (const title of [
        campaign.buying.title,
        campaign.placement.title,
        campaign.maintenance.title,
        campaign.escape.title,
      ]) {
        await expect.element(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      expect(document.querySelectorAll('.maintenance-blocks__item')).toHaveLength(5);
      for (const key of ['test-monthly', 'dust', 'expiry', 'battery', 'replace'] as const) {
        await expect
          .element(page.getByRole('heading', { level: 3, name: campaign.maintenance[key].title }))
          .toBeVisible();
      }
    });

    test('the hero button scrolls to #buying over 1.5 s, 40 px above it', async () => {
      renderApp(`${prefix}/sorted`);
      await expectHeading(campaign.hero.title);
      const target = document.getElementById('buying')!;
      const startTop = target.getBoundingClientRect().top;
      expect(startTop).toBeGreaterThan(100);
      // Measured frame by frame in the page; a slow machine only makes it longer, never shorter.
      const landed = new Promise<{ elapsed: number; sawMidway: boolean }>((resolve) => {
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
            resolve({ elapsed: performance.now() - clickedAt, sawMidway });
            return;
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await userEvent.click(button(campaign.hero.scroll));
      const { elapsed, sawMidway } = await landed;
      expect(sawMidway).toBe(true);
      expect(elapsed).toBeGreaterThanOrEqual(1_450);
      await expect.poll(() => document.activeElement).toBe(target);
    });

    test('#maintenance and #buying anchors land on their sections', async () => {
      const app = renderApp(`${prefix}/sorted#maintenance`);
      await expectHeading(campaign.hero.title);
      await expect.poll(() => topOf('#maintenance')).toBe(40);
      await app.router.navigate(`${prefix}/sorted#buying`);
      await expect.poll(() => topOf('#buying')).toBe(40);
    });

    test('the header menu uses the anchors on the campaign page only', async () => {
      const app = renderApp(`${prefix}/`);
      const menu = page.getByRole('navigation', { name: common.menu.label });
      const buying = () =>
        menu.getByRole('link', { name: common.menu['buying-guide'], includeHidden: true });
      const maintenance = () =>
        menu.getByRole('link', { name: common.menu.maintenance, includeHidden: true });
      await expect.element(buying()).toHaveAttribute('href', `${prefix}/sorted/buying-guide`);
      await app.router.navigate(`${prefix}/sorted`);
      await expectHeading(campaign.hero.title);
      await expect.element(buying()).toHaveAttribute('href', `${prefix}/sorted#buying`);
      await expect.element(maintenance()).toHaveAttribute('href', `${prefix}/sorted#maintenance`);
    });

    test('accordions open several panels at once and push accordion_click events', async () => {
      renderApp(`${prefix}/sorted`);
      await expectHeading(campaign.hero.title);
      const photoelectric = button(campaign.buying.photoelectric.title);
      const longLife = button(campaign.buying['long-life'].title);
      const doors = button(campaign.placement['bedroom-doors'].title);
      await expect.element(photoelectric).toHaveAttribute('aria-expanded', 'false');
      await expect.element(page.getByText(campaign.buying.photoelectric.body)).not.toBeVisible();

      await userEvent.click(photoelectric);
      await userEvent.click(longLife);
      await userEvent.click(doors);
      for (const panel of [photoelectric, longLife, doors]) {
        await expect.element(panel).toHaveAttribute('aria-expanded', 'true');
      }
      await expect.element(page.getByText(campaign.buying.photoelectric.body)).toBeVisible();
      await expect.element(page.getByText(campaign.buying['long-life'].body)).toBeVisible();
      await expect.element(page.getByText(facts['bedroom-doors'])).toBeVisible();

      // Keyboard: Enter on the focused button closes it again.
      (photoelectric.element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(photoelectric).toHaveAttribute('aria-expanded', 'false');
      await expect.element(longLife).toHaveAttribute('aria-expanded', 'true');
      expect(dataLayerEvents('accordion_click')).toEqual([
        { event: 'accordion_click', action: 'open', panel: 'photoelectric' },
        { event: 'accordion_click', action: 'open', panel: 'long-life' },
        { event: 'accordion_click', action: 'open', panel: 'bedroom-doors' },
        { event: 'accordion_click', action: 'close', panel: 'photoelectric' },
      ]);
    });

    test('the escape-plan block opens question 1 in a new tab', async () => {
      renderApp(`${prefix}/sorted`);
      await expectHeading(campaign.hero.title);
      const start = page
        .getByRole('region', { name: campaign.escape.title })
        .getByRole('link', { name: campaign.escape.link });
      await expect
        .element(start)
        .toHaveAttribute('href', `${prefix}/question/smoke-alarms-right-places`);
      await expect.element(start).toHaveAttribute('target', '_blank');
    });

    test('share links carry the prewritten text and the home address', async () => {
      renderApp(`${prefix}/sorted`);
      await expectHeading(campaign.hero.title);
      const home = new URL(`${prefix}/`, window.location.origin).toString();
      const facebook = page.getByRole('link', { name: shared.share.facebook });
      const twitter = page.getByRole('link', { name: shared.share.twitter });
      await expect.element(facebook).toHaveAttribute('href', facebookShareUrl(home));
      await expect
        .element(twitter)
        .toHaveAttribute('href', twitterShareUrl(shared.share.text, home));
      const tweet = new URL(twitter.element().getAttribute('href') ?? '');
      expect(tweet.origin + tweet.pathname).toBe('https://twitter.com/intent/tweet');
      expect(tweet.searchParams.get('text')).toContain('62%');
      expect(tweet.searchParams.get('url')).toBe(home);
      const sharer = new URL(facebook.element().getAttribute('href') ?? '');
      expect(sharer.origin + sharer.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
      expect(sharer.searchParams.get('u')).toBe(home);
      for (const share of [facebook, twitter]) {
        await expect.element(share).toHaveAttribute('target', '_blank');
        await expect.element(share).toHaveAttribute('rel', expect.stringMatching(/noopener/));
      }
    });
  });

  describe(`campaign sub-pages in ${language}`, () => {
    test('the buying guide is in the header menu and gives the buying and placement advice', async () => {
      const app = renderApp(`${prefix}/`);
      await userEvent.click(
        page
          .getByRole('navigation', { name: common.menu.label })
          .getByRole('link', { name: common.menu['buying-guide'] }),
      );
      await expectHeading(campaign.pages['buying-guide'].title);
      expect(app.path()).toBe(`${prefix}/sorted/buying-guide`);
      for (const panel of ['photoelectric', 'long-life', 'interconnected'] as const) {
        await userEvent.click(button(campaign.buying[panel].title));
        await expect.element(page.getByText(campaign.buying[panel].body)).toBeVisible();
      }
      await userEvent.click(button(campaign.placement['bedroom-doors'].title));
      await expect.element(page.getByText(facts['bedroom-doors'])).toBeVisible();
      await expect
        .element(page.getByRole('img', { name: campaign.alt['placement-diagram'] }))
        .toBeVisible();
    });

    test('the maintenance page is in the header menu and has the habits and hazard facts', async () => {
      const app = renderApp(`${prefix}/`);
      await userEvent.click(
        page
          .getByRole('navigation', { name: common.menu.label })
          .getByRole('link', { name: common.menu.maintenance }),
      );
      await expectHeading(campaign.pages.maintenance.title);
      expect(app.path()).toBe(`${prefix}/sorted/maintenance`);
      expect(document.querySelectorAll('.maintenance-blocks__item')).toHaveLength(5);
      for (const fact of [
        'heater-distance',
        'gas-heater-service',
        'blanket-age',
        'blanket-test',
        'ashes',
      ] as const) {
        await expect.element(page.getByText(facts[fact])).toBeVisible();
      }
    });

    test('the escape-plan page links into the tool and gives 111 and the drill advice', async () => {
      const app = renderApp(`${prefix}/sorted`);
      await expectHeading(campaign.hero.title);
      await userEvent.click(
        page
          .getByRole('navigation', { name: campaign.more.title })
          .getByRole('link', { name: campaign.more['escape-plan'] }),
      );
      await expectHeading(campaign.pages['escape-plan'].title);
      expect(app.path()).toBe(`${prefix}/sorted/escape-plan`);
      await expect.element(page.getByText(facts['call-111'])).toBeVisible();
      await expect.element(page.getByText(facts['apartment-drills'])).toBeVisible();
      await expect
        .element(page.getByRole('main').getByRole('link', { name: campaign.escape.link }))
        .toHaveAttribute('href', `${prefix}/question/smoke-alarms-right-places`);
    });

    test('the escape challenge has the 1-minute track and the English-only VR link', async () => {
      renderApp(`${prefix}/sorted/escape-challenge`);
      await expectHeading(campaign.pages['escape-challenge'].title);
      const audio = document.querySelector<HTMLAudioElement>('audio.challenge-track')!;
      expect(audio.getAttribute('aria-label')).toBe(campaign.challenge['track-label']);
      const duration = await new Promise<number>((resolve) => {
        audio.addEventListener('loadedmetadata', () => resolve(audio.duration));
        audio.preload = 'metadata';
        audio.load();
      });
      expect(Math.round(duration)).toBe(60);
      const captions = audio.querySelector('track')!.getAttribute('src')!;
      expect((await fetch(captions)).status).toBe(200);

      const vr = page.getByRole('link', { name: campaign.challenge['vr-link'] });
      await expect.element(vr).toHaveAttribute('href', externalLinks.vrChallenge);
      await expect.element(vr).toHaveAttribute('target', '_blank');
      await expect.element(vr).toHaveAttribute('hreflang', 'en');
      const note = page.getByText(campaign.challenge['vr-language']);
      if (language === 'en') expect(note.elements()).toHaveLength(0);
      else await expect.element(note).toBeVisible();
    });
  });
}

test('on a phone the menu anchor closes the menu and reaches the section', async () => {
  const { campaign, common } = TEXT.en;
  await page.viewport(375, 740);
  renderApp('/sorted');
  await expectHeading(campaign.hero.title);
  await userEvent.click(button(common.menu.open));
  await userEvent.click(link(common.menu.maintenance));
  await expect.element(button(common.menu.open)).toHaveAttribute('aria-expanded', 'false');
  await expect
    .element(page.getByRole('heading', { level: 2, name: campaign.maintenance.title }))
    .toBeInViewport();
});

test('where the browser can share, the share button hands over the text and home address', async () => {
  const { shared, campaign } = TEXT.mi;
  let sharedData: ShareData | undefined;
  // Desktop Chromium on Linux has no share sheet: stand in for the browser's own API.
  Object.defineProperty(navigator, 'share', {
    value: (data: ShareData) => {
      sharedData = data;
      return Promise.resolve();
    },
    configurable: true,
  });
  renderApp('/mi/sorted');
  await expectHeading(campaign.hero.title);
  await userEvent.click(button(shared.share.native));
  await expect
    .poll(() => sharedData)
    .toEqual({
      text: shared.share.text,
      url: new URL('/mi/', window.location.origin).toString(),
    });
});
