import { test, expect } from './support/fixtures';
import { saveScreenshot } from './support/screenshot';
import { externalLinks } from '../../src/content/external-links';
import { LANGUAGES, TEXT, openPage } from './campaign-helpers';

for (const language of LANGUAGES) {
  const { campaign, common, prefix } = TEXT[language];
  const facts = campaign.facts;

  test.describe(`campaign sub-pages in ${language}`, () => {
    test('the buying guide is in the header menu and gives the buying and placement advice', async ({
      page,
    }, testInfo) => {
      await openPage(page, `${prefix}/`);
      await page
        .getByRole('navigation', { name: common.menu.label })
        .getByRole('link', { name: common.menu['buying-guide'] })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sorted/buying-guide$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        campaign.pages['buying-guide'].title,
      );
      for (const panel of ['photoelectric', 'long-life', 'interconnected'] as const) {
        await page.getByRole('button', { name: campaign.buying[panel].title }).click();
        await expect(page.getByText(campaign.buying[panel].body)).toBeVisible();
      }
      await page.getByRole('button', { name: campaign.placement['bedroom-doors'].title }).click();
      await expect(page.getByText(facts['bedroom-doors'])).toBeVisible();
      await expect(
        page.getByRole('img', { name: campaign.alt['placement-diagram'] }),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, `buying-guide-${language}-desktop`);
      await page.setViewportSize({ width: 375, height: 667 });
      await saveScreenshot(page, testInfo, `buying-guide-${language}-phone`);
    });

    test('the maintenance page is in the header menu and has the habits and hazard facts', async ({
      page,
    }, testInfo) => {
      await openPage(page, `${prefix}/`);
      await page
        .getByRole('navigation', { name: common.menu.label })
        .getByRole('link', { name: common.menu.maintenance })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sorted/maintenance$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        campaign.pages.maintenance.title,
      );
      await expect(page.locator('.maintenance-blocks__item')).toHaveCount(5);
      for (const fact of [
        'heater-distance',
        'gas-heater-service',
        'blanket-age',
        'blanket-test',
        'ashes',
      ] as const) {
        await expect(page.getByText(facts[fact])).toBeVisible();
      }
      await saveScreenshot(page, testInfo, `maintenance-${language}-desktop`);
      await page.setViewportSize({ width: 375, height: 667 });
      await saveScreenshot(page, testInfo, `maintenance-${language}-phone`);
    });

    test('the escape-plan page links into the tool and gives 111 and the drill advice', async ({
      page,
    }, testInfo) => {
      await openPage(page, `${prefix}/sorted`);
      await page
        .getByRole('navigation', { name: campaign.more.title })
        .getByRole('link', { name: campaign.more['escape-plan'] })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/sorted/escape-plan$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        campaign.pages['escape-plan'].title,
      );
      await expect(page.getByText(facts['call-111'])).toBeVisible();
      await expect(page.getByText(facts['apartment-drills'])).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: campaign.escape.link }),
      ).toHaveAttribute('href', `${prefix}/question/smoke-alarms-right-places`);
      await saveScreenshot(page, testInfo, `escape-plan-${language}-desktop`);
      await page.setViewportSize({ width: 375, height: 667 });
      await saveScreenshot(page, testInfo, `escape-plan-${language}-phone`);
    });

    test('the escape challenge has the 1-minute track and the English-only VR link', async ({
      page,
      request,
    }, testInfo) => {
      await openPage(page, `${prefix}/sorted/escape-challenge`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        campaign.pages['escape-challenge'].title,
      );
      const audio = page.locator('audio.challenge-track');
      await expect(audio).toHaveAttribute('aria-label', campaign.challenge['track-label']);
      const duration = await audio.evaluate(
        (element: HTMLAudioElement) =>
          new Promise<number>((resolve) => {
            element.addEventListener('loadedmetadata', () => resolve(element.duration));
            element.preload = 'metadata';
            element.load();
          }),
      );
      expect(Math.round(duration)).toBe(60);
      const captions = await page.locator('audio track').getAttribute('src');
      expect((await request.get(captions ?? '')).status()).toBe(200);

      const vr = page.getByRole('link', { name: campaign.challenge['vr-link'] });
      await expect(vr).toHaveAttribute('href', externalLinks.vrChallenge);
      await expect(vr).toHaveAttribute('target', '_blank');
      await expect(vr).toHaveAttribute('hreflang', 'en');
      const note = page.getByText(campaign.challenge['vr-language']);
      if (language === 'en') await expect(note).toHaveCount(0);
      else await expect(note).toBeVisible();
      await saveScreenshot(page, testInfo, `escape-challenge-${language}-desktop`);
      await page.setViewportSize({ width: 375, height: 667 });
      await saveScreenshot(page, testInfo, `escape-challenge-${language}-phone`);
    });
  });
}
