// The campaign window: where a first visit lands (campaignLanding, as start-up calls it before
// the router reads the address), and where the home page's banner stands, with the clock moved.
import { afterEach, expect, test, vi } from 'vitest';
import { renderApp } from '../support/render-app';
import { expectHeading, link, userEvent } from '../support/screen';
import { campaignLanding } from '../../../src/features/campaign';
import { AFTER_CAMPAIGN, DURING_CAMPAIGN, TEXT } from '../../support/site-text';

afterEach(() => {
  vi.useRealTimers();
});

const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });

/** Moves the page's clock (Date only: timers and animations keep running). */
function setClock(moment: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(moment);
}

test('during the campaign a first English visit to home opens in te reo Māori with the banner leading; a second visit does not', async () => {
  setClock(DURING_CAMPAIGN);
  const landing = campaignLanding(at('/', '?utm_source=radio'), new Date());
  expect(landing).toEqual({
    campaignQuery: 'utm_source=radio',
    redirectTo: '/mi/?utm_source=radio',
  });
  renderApp(landing.redirectTo!);
  await expectHeading(TEXT.mi.home.title);
  expect(document.documentElement.lang).toBe('mi');
  // The banner leads the page, above the hero (and stays there once the clock is read).
  await expect.poll(() => document.querySelector('.campaign-banner')).not.toBeNull();
  const banner = document.querySelector('.campaign-banner')!;
  expect(banner.classList).toContain('campaign-banner--lead');
  expect(banner.querySelector('h2, h3')!.textContent).toBe(TEXT.mi.campaign.banner.title);
  expect(banner.getBoundingClientRect().top).toBeLessThan(
    document.querySelector('.home-hero')!.getBoundingClientRect().top,
  );
  expect(campaignLanding(at('/'), new Date()).redirectTo).toBeNull();
});

test('during the campaign a first visit to /sorted or a sub-page opens it in te reo Māori', () => {
  setClock(DURING_CAMPAIGN);
  expect(campaignLanding(at('/sorted'), new Date()).redirectTo).toBe('/mi/sorted');
  window.localStorage.clear();
  expect(campaignLanding(at('/sorted/maintenance'), new Date()).redirectTo).toBe(
    '/mi/sorted/maintenance',
  );
});

test('during the campaign a first visit by a deep link keeps its language', () => {
  setClock(DURING_CAMPAIGN);
  expect(campaignLanding(at('/quiz/begin'), new Date()).redirectTo).toBeNull();
});

test('a Māori visitor stays in te reo Māori and the banner links to /mi/sorted', async () => {
  setClock(DURING_CAMPAIGN);
  expect(campaignLanding(at('/mi/'), new Date()).redirectTo).toBeNull();
  const app = renderApp('/mi/');
  await expectHeading(TEXT.mi.home.title);
  await userEvent.click(link(TEXT.mi.campaign.banner.link));
  await expectHeading(TEXT.mi.campaign.hero.title);
  expect(app.path()).toBe('/mi/sorted');
});

test('after the campaign nobody is redirected and the banner sits below the footer', async () => {
  setClock(AFTER_CAMPAIGN);
  expect(campaignLanding(at('/'), new Date()).redirectTo).toBeNull();
  const { campaign, home } = TEXT.en;
  const app = renderApp('/');
  await expectHeading(home.title);
  // The prerendered page's banner leads; the browser's clock moves it once hydrated.
  await expect.poll(() => document.querySelector('.campaign-banner--after-footer')).not.toBeNull();
  const banner = document.querySelector('.campaign-banner')!;
  expect(banner.querySelector('h2, h3')!.textContent).toBe(campaign.banner.title);
  const footer = document.querySelector('.site-footer')!.getBoundingClientRect();
  expect(banner.getBoundingClientRect().top).toBeGreaterThanOrEqual(footer.bottom - 1);
  await userEvent.click(link(campaign.banner.link));
  await expectHeading(campaign.hero.title);
  expect(app.path()).toBe('/sorted');
  // Leaving home takes the banner away with it.
  expect(document.querySelector('.campaign-banner')).toBeNull();
});

test('the campaign query keeps utm_* parameters only, and none is recorded without them', () => {
  setClock(AFTER_CAMPAIGN);
  expect(
    campaignLanding(
      at('/sorted', '?utm_source=newsletter&ref=friend&utm_campaign=smoke-alarms'),
      new Date(),
    ).campaignQuery,
  ).toBe('utm_source=newsletter&utm_campaign=smoke-alarms');
  expect(campaignLanding(at('/', '?ref=friend'), new Date()).campaignQuery).toBe('');
});
