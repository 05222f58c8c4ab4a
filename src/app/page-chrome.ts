// Side effects of a page change, in one hook: body classes, scroll position and focus, and the
// page-view event.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '../lib/analytics';
import type { ResolvedPageHandle } from '../routes';
import type { Language } from '../domain/types';

function bodyClasses(handle: ResolvedPageHandle, language: Language): string[] {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return [
    `bg-${handle.background}`,
    `page-${handle.page}`,
    `lang-${language}`,
    standalone ? 'display-standalone' : 'display-browser',
    ...(handle.print ? ['print'] : []),
    ...(handle.page === 'tips' ? ['tips'] : []),
  ];
}

export function usePageChrome(handle: ResolvedPageHandle, language: Language): void {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  const classes = bodyClasses(handle, language).join(' ');
  useEffect(() => {
    document.body.className = classes;
  }, [classes]);

  useEffect(() => {
    if (handle.trackPageView) track({ event: 'page_view', page_path: pathname, language });
  }, [handle.trackPageView, pathname, language]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // An anchor link scrolls to its target; any other new page starts at the top, with focus on
    // the main region so screen-reader users land on the new content.
    if (hash) return;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}
