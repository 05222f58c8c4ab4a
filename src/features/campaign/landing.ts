// The campaign landing, called once by src/start-up/main.tsx before the router reads the address and
// before i18next picks the language: the campaign's first-visit redirect, and recording the
// campaign query string the visitor arrived with.
import { shouldRedirectToMaori } from '../../domain/campaign/campaign-window';
import { localizePath, paths, splitLanguage } from '../../routes';
import { track } from '../../lib/analytics';

const VISITED_KEY = 'escape-plan:visited';

/** True when this device has no record of an earlier visit; records this one. */
function isFirstVisit(): boolean {
  try {
    const first = window.localStorage.getItem(VISITED_KEY) === null;
    window.localStorage.setItem(VISITED_KEY, '1');
    return first;
  } catch {
    // No storage (blocked or private mode): treat as a returning visitor, so nobody is moved.
    return false;
  }
}

/** Landing pages that have a campaign reason to open in te reo Māori. Deep links keep theirs. */
function isCampaignLanding(path: string): boolean {
  return path === paths.home || path === paths.sorted || path.startsWith(`${paths.sorted}/`);
}

/** The utm_* parameters of a query string, in their order, or '' when there are none. */
export function campaignQuery(search: string): string {
  const utm = [...new URLSearchParams(search)].filter(([name]) => name.startsWith('utm_'));
  return new URLSearchParams(utm).toString();
}

/** Where a visitor lands: the address they came by, or its Māori page on a campaign first visit. */
export interface Landing {
  /** The utm_* part of the query, to record ('' when there is none). */
  campaignQuery: string;
  /** The address to show instead (path, query and hash), or null to stay. */
  redirectTo: string | null;
}

/**
 * The campaign landing for an address at a moment: on a first visit during the campaign, a
 * landing page in English opens in te reo Māori; deep links keep their language. It records the
 * visit on the device, so a second call is a returning visitor's.
 */
export function campaignLanding(
  address: Pick<Location, 'pathname' | 'search' | 'hash'>,
  now: Date,
): Landing {
  const { pathname, search, hash } = address;
  const { language, path } = splitLanguage(pathname);
  const redirect =
    isCampaignLanding(path) &&
    shouldRedirectToMaori({ now, isFirstVisit: isFirstVisit(), language });
  return {
    campaignQuery: campaignQuery(search),
    redirectTo: redirect ? `${localizePath('mi', path)}${search}${hash}` : null,
  };
}

/** Records the campaign query and, on a first visit during the campaign, moves to Māori. */
export function landCampaign(): void {
  // The clock is the browser's: tests move it (Playwright's page.clock, Vitest's fake Date).
  const landing = campaignLanding(window.location, new Date());
  if (landing.campaignQuery) track({ event: 'campaign', query: landing.campaignQuery });
  if (landing.redirectTo) window.history.replaceState(null, '', landing.redirectTo);
}
