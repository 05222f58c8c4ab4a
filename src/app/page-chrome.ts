// Side effects of a page change, in one hook: body classes, the inTool flag, scroll position and
// focus, and the page-view event.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from './hooks';
import { inToolChanged } from './session-slice';
import { track } from '../lib/analytics';
import type { PageHandle } from './page-handle';
import type { Language } from '../domain/types';

const displayClass = (standalone: boolean) =>
  standalone ? 'display-standalone' : 'display-browser';

/**
 * The body's classes for a page. The prerender writes them into its HTML (as a browser tab:
 * only the browser knows whether it runs as an installed app).
 */
export function bodyClasses(
  handle: Required<PageHandle>,
  language: Language,
  standalone: boolean,
): string[] {
  return [
    `bg-${handle.background}`,
    `page-${handle.page}`,
    `lang-${language}`,
    displayClass(standalone),
    ...(handle.print ? ['print'] : []),
    ...(handle.page === 'tips' ? ['tips'] : []),
  ];
}

export function usePageChrome(handle: Required<PageHandle>, language: Language): void {
  const { pathname, hash } = useLocation();
  const dispatch = useAppDispatch();
  const firstRender = useRef(true);

  const classes = bodyClasses(handle, language, false).join(' ');
  useEffect(() => {
    const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
    document.body.className = classes.replace(displayClass(false), displayClass(standalone));
  }, [classes]);

  useEffect(() => {
    dispatch(inToolChanged(handle.inTool));
  }, [dispatch, handle.inTool, pathname]);

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
