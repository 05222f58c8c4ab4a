import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Footer, Header } from './layout';
import { PageLoader, PageShell } from '../components/page-loader';
import { useShellMode } from '../state/page-readiness';
import { PageTransition } from '../components/page-transition';
import { usePageHandle } from './use-page-handle';
import { useHydrated } from '../lib/use-hydrated';
import { usePageChrome } from './page-chrome';
import { pageKeyOf } from '../routes';
import type { Language } from '../vocabulary/types';
import { manifestHref } from '../content/web-manifest';

// The update notice is not part of the first screen: it loads after it.
const UpdatePrompt = lazy(() =>
  import('../features/pwa/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** Switches i18next and <html lang> to the URL's language, then lays out the page. */
export function LanguageLayout({ language }: { language: Language }) {
  // useTranslation re-renders this layout when i18next reports the language changed.
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const handle = usePageHandle();
  const hydrated = useHydrated();
  const shell = useShellMode();
  usePageChrome(handle, language);

  useEffect(() => {
    document.documentElement.lang = language;
    // The offline shell and a language switch keep the first page's manifest: follow the language.
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(language));
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  if (i18n.language !== language) return <PageLoader />;
  return (
    <>
      {handle.header && <Header inTool={handle.inTool} />}
      <main id="main" tabIndex={-1}>
        {shell ? (
          <PageShell />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <PageTransition pageKey={pageKeyOf(pathname)}>
              <Outlet />
            </PageTransition>
          </Suspense>
        )}
      </main>
      {handle.footer !== 'none' && <Footer variant={handle.footer} language={language} />}
      {/* The browser's own business (service worker updates): drawn after hydration. */}
      {hydrated && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
}
