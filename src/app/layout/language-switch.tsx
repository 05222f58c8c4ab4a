import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { otherLanguagePath } from '../../routes';
import { useHydrated } from '../../lib/use-hydrated';

/** 'View in {other language}': the same page under the other language's prefix. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const target = otherLanguagePath(pathname);
  // The prerendered link has no query or fragment (the build knows none): added after hydration.
  const extra = useHydrated() ? `${search}${hash}` : '';
  return (
    <Link
      className="language-switch"
      to={`${target.path}${extra}`}
      hrefLang={target.language}
      // The label is English text on both sides ('View in te reo Māori' / 'View in English').
      lang="en"
    >
      {t('language.switch')}
    </Link>
  );
}
