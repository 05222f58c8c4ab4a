// Side effects of a page change, in one hook: body classes, the document title, scroll position
// and focus, and the page-view event.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { track } from '../lib/analytics';
import { matchRoute, pageKeyOf, titleKeyOf, type ResolvedPageHandle } from '../routes';
import type { Language } from '../vocabulary/types';
import type { NamespacedKey, TextResources } from '../vocabulary/text-keys';
import { showPageFromTop } from '../components/page-focus';

const displayClass = (standalone: boolean) =>
  standalone ? 'display-standalone' : 'display-browser';

/**
 * The body's classes for a page. The prerender writes them into its HTML (as a browser tab:
 * only the browser knows whether it runs as an installed app).
 */
export function bodyClasses(
  handle: ResolvedPageHandle,
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

/**
 * "Your best way out – Escape plan": the handle's title in i18n's language. The prerender writes
 * it into each page's <title> (src/prerender/render-page.tsx).
 */
export function documentTitle(i18n: I18n, pathname: string, handle: ResolvedPageHandle): string {
  const t = i18n.getFixedT(i18n.language, TITLE_NAMESPACES);
  const key = titleKeyOf(pathname, handle.title);
  const page = key && isKnownKey(i18n, key) ? t(key) : null;
  return page ? t('page-title', { page }) : t('app-name');
}

/** The namespaces page titles come from; 'common' first, for the title's own words. */
const TITLE_NAMESPACES = [
  'common',
  'campaign',
  'drill',
  'floor-plan',
  'home',
  'plan',
  'pwa',
  'quiz',
  'shared',
] as const satisfies readonly (keyof TextResources)[];

/**
 * A route's title key once its ':param' parts are filled in from the path (a question's slug, a
 * quiz section's): only the words loaded can say whether it exists.
 */
function isKnownKey(i18n: I18n, key: string): key is NamespacedKey {
  return i18n.exists(key);
}

function useDocumentTitle(handle: ResolvedPageHandle, pathname: string): void {
  const { i18n } = useTranslation('common');
  const title = documentTitle(i18n, pathname, handle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function usePageChrome(handle: ResolvedPageHandle, language: Language): void {
  const { pathname, hash } = useLocation();
  const pageKey = pageKeyOf(pathname);
  useDocumentTitle(handle, pathname);

  const classes = bodyClasses(handle, language, false).join(' ');
  useEffect(() => {
    const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
    document.body.className = classes.replace(displayClass(false), displayClass(standalone));
  }, [classes]);

  // A sub-step's own address (a carousel's sub-question) is a page view even where the page's
  // own address is not (spec: the tracked sub-paths).
  const subStep = handle.subStep ? matchRoute(pathname)?.params[handle.subStep] : undefined;
  const tracked = handle.trackPageView || subStep !== undefined;
  useEffect(() => {
    if (tracked) track({ event: 'page_view', page_path: pathname, language });
  }, [tracked, pathname, language]);

  // A new page scrolls to its top and takes the focus once it is on screen (PageTransition, when
  // the page mounts: after any code or words it waits for). Here: the same page losing its
  // anchor (/sorted#buying to /sorted) starts from the top as a new page would.
  // The page last seen here: none at first, so the arrival page is left where the browser put it.
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    if (shownKey.current !== pageKey) {
      shownKey.current = pageKey;
      return;
    }
    showPageFromTop();
  }, [pageKey, hash]);
}
