import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { useAppSelector } from '../../state/hooks';
import { selectReadKeyOf } from '../../state/saved-plans/owned-plan';
import { planLinkFragment } from '../../contracts/plan-links';

/**
 * The saved plan's printable page, /print/{identifier}, in the page's language, as a full URL
 * with the read key that opens it after '#' (a browser never sends that part).
 */
export function useSavedPlanUrl(identifier: string | null): string | null {
  const { to } = useLanguage();
  const readKey = useAppSelector((state) =>
    identifier ? selectReadKeyOf(state, identifier) : null,
  );
  if (!identifier) return null;
  const path =
    to(paths.savedPrint(identifier)) + planLinkFragment({ readKey: readKey ?? undefined });
  return new URL(path, window.location.origin).toString();
}
