import { useLocation } from 'react-router-dom';
import { localizePath, splitLanguage } from '../routes';
import type { Language } from '../vocabulary/types';

/** The page's language and path as read from the URL prefix. */
export function useLanguage(): { language: Language; path: string; to: (path: string) => string } {
  const { pathname } = useLocation();
  const { language, path } = splitLanguage(pathname);
  return { language, path, to: (target: string) => localizePath(language, target) };
}
