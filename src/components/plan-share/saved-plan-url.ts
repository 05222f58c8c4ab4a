import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';

/** The saved plan's printable page, /print/{identifier}, in the page's language, as a full URL. */
export function useSavedPlanUrl(identifier: string | null): string | null {
  const { to } = useLanguage();
  if (!identifier) return null;
  const path = to(paths.savedPrint(identifier));
  return new URL(path, window.location.origin).toString();
}
