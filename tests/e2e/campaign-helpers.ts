// Shared pieces of the campaign and home e2e specs: texts from the real locale files and a reader
// for the page's analytics data layer.
import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import enCampaign from '../../locales/en/campaign.json' with { type: 'json' };
import miCampaign from '../../locales/mi/campaign.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };
import miCommon from '../../locales/mi/common.json' with { type: 'json' };
import enHome from '../../locales/en/home.json' with { type: 'json' };
import miHome from '../../locales/mi/home.json' with { type: 'json' };
import enShared from '../../locales/en/shared.json' with { type: 'json' };
import miShared from '../../locales/mi/shared.json' with { type: 'json' };

export type Language = 'en' | 'mi';

export const TEXT = {
  en: { campaign: enCampaign, common: enCommon, home: enHome, shared: enShared, prefix: '' },
  mi: { campaign: miCampaign, common: miCommon, home: miHome, shared: miShared, prefix: '/mi' },
} as const;

export const LANGUAGES: readonly Language[] = ['en', 'mi'];

export type DataLayerEvent = Record<string, unknown> & { event: string };

export async function dataLayer(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? [],
  );
}

/** The campaign runs until the end of 2022-08-14 in New Zealand. */
export const DURING_CAMPAIGN = new Date('2022-08-10T10:00:00+12:00');
export const AFTER_CAMPAIGN = new Date('2022-08-15T10:00:00+12:00');

/**
 * Opens a page and waits for its heading: a lazily loaded page on a busy test machine can take
 * longer than one expect timeout to arrive.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}
