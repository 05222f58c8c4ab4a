// The home and campaign pages' words from the real locale files, for the component and the
// end-to-end tests alike (no browser or test runner in here).
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

/** The campaign runs until the end of 2022-08-14 in New Zealand. */
export const DURING_CAMPAIGN = new Date('2022-08-10T10:00:00+12:00');
export const AFTER_CAMPAIGN = new Date('2022-08-15T10:00:00+12:00');
