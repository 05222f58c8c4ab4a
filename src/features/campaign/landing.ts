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

/** Records the campaign query and, on a first visit during the campaign, moves to Māori. */
export function landCampaign(): void {
  const { pathname, search, hash } = window.location;
  const query = campaignQuery(search);
  if (query) track({ event: 'campaign', query });

  const { language, path } = splitLanguage(pathname);
  // The clock is the browser's: tests move it with Playwright's page.clock, no seam needed.
  const redirect =
    isCampaignLanding(path) &&
    shouldRedirectToMaori({ now: new Date(), isFirstVisit: isFirstVisit(), language });
  if (redirect) {
    window.history.replaceState(null, '', `${localizePath('mi', path)}${search}${hash}`);
  }
}
