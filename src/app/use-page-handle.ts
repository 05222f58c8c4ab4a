import { useMatches, type UIMatch } from 'react-router-dom';
import { DEFAULT_PAGE_HANDLE, isPageHandle, type ResolvedPageHandle } from '../routes';

/** The deepest matched route's page handle, with defaults filled in. */
export function pageHandleOf(matches: readonly Pick<UIMatch, 'handle'>[]): ResolvedPageHandle {
  const handle = [...matches].reverse().find((match) => isPageHandle(match.handle))?.handle;
  return { ...DEFAULT_PAGE_HANDLE, ...(isPageHandle(handle) ? handle : {}) };
}

export function usePageHandle(): ResolvedPageHandle {
  return pageHandleOf(useMatches());
}
