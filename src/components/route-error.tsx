import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/use-language';
import { paths } from '../routes';

/**
 * Shown when a page fails to render or its code cannot load (for example offline before the
 * service worker has cached it). Answers are safe in IndexedDB, so a reload loses nothing.
 */
export function RouteError() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  return (
    <main id="main" className="not-found" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t('route-error.title')}</h1>
      <p role="alert">{t('route-error.body')}</p>
      <p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('route-error.reload')}
        </button>{' '}
        <a className="button button--secondary" href={to(paths.home)}>
          {t('route-error.home')}
        </a>
      </p>
    </main>
  );
}
