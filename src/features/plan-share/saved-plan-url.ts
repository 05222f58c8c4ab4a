import { useLanguage } from '../../app/use-language';
import { paths } from '../../app/paths';

/** The saved plan's printable page, /print/{identifier}, in the page's language, as a full URL. */
export function useSavedPlanUrl(identifier: string | null): string | null {
  const { to } = useLanguage();
  if (!identifier) return null;
  const path = to(`${paths.print}/${encodeURIComponent(identifier)}`);
  return new URL(path, window.location.origin).toString();
}
