import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header } from '../features/layout/header';
import { Footer } from '../features/layout/footer';
import { PageLoader } from '../components/page-loader';
import type { Language } from '../domain/types';

/** Switches i18next and <html lang> to the URL's language before the page renders. */
export function LanguageLayout({ language }: { language: Language }) {
  // useTranslation re-renders this layout when i18next reports the language changed.
  const { i18n } = useTranslation();

  useEffect(() => {
    document.documentElement.lang = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  if (i18n.language !== language) return <PageLoader />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </Suspense>
  );
}
