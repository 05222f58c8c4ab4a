import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/use-language';
import { paths } from '../routes';
import { facebookShareUrl, twitterShareUrl } from '../content/share';
import { useHydrated } from '../lib/use-hydrated';
import './shared-components.css';

/** Facebook and X share links in new tabs, plus the device's own share sheet where it exists. */
export function ShareLinks() {
  const { t } = useTranslation(['shared', 'common']);
  const { to } = useLanguage();
  // The prerender knows neither the site's address nor the device: both are filled in once the
  // page is hydrated (share links need the address in full; the share sheet needs the device).
  const hydrated = useHydrated();
  const homeUrl = hydrated
    ? new URL(to(paths.home), window.location.origin).toString()
    : to(paths.home);
  const text = t('share.text');
  const canShareNatively = hydrated && typeof navigator.share === 'function';
  return (
    <section className="share-links" aria-labelledby="share-links-title">
      <h2 id="share-links-title" className="share-links__title">
        {t('share.title')}
      </h2>
      <ul>
        {canShareNatively && (
          <li>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                navigator.share({ text, url: homeUrl }).catch(() => {
                  // Closing the share sheet rejects; there is nothing to do about it.
                });
              }}
            >
              {t('share.native')}
            </button>
          </li>
        )}
        <li>
          <a
            className="button button--secondary"
            href={facebookShareUrl(homeUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('share.facebook')}
            <span className="visually-hidden"> {t('common:external-link')}</span>
          </a>
        </li>
        <li>
          <a
            className="button button--secondary"
            href={twitterShareUrl(text, homeUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('share.twitter')}
            <span className="visually-hidden"> {t('common:external-link')}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
