import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizePath, paths } from '../../routes';
import type { Language } from '../../vocabulary/types';
import { externalLinks } from '../../content/external-links';
import { GovernmentLogo } from './government-logo';

const VR_VIDEO_LINK = { key: 'footer.vr-video', href: externalLinks.vrVideo } as const;
const AGENCY_LINKS = [
  { key: 'footer.about', href: externalLinks.about },
  { key: 'footer.contact', href: externalLinks.contact },
  { key: 'footer.copyright', href: externalLinks.copyright },
  { key: 'footer.privacy', href: externalLinks.privacy },
] as const;

/**
 * The normal footer, or (quiz complete) the government footer: logo and the agency links only.
 * Memoised: it reads no address, so a page change does not draw it again.
 */
export const Footer = memo(function Footer({
  variant = 'normal',
  language,
}: {
  variant?: 'normal' | 'government';
  language: Language;
}) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const links = variant === 'normal' ? [VR_VIDEO_LINK, ...AGENCY_LINKS] : AGENCY_LINKS;
  return (
    <footer className={`site-footer site-footer--${variant}`}>
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          {/* Ours: what this app keeps of a plan; the agency's own policy follows. */}
          <li>
            <Link to={localizePath(language, paths.privacy)}>{t('footer.our-privacy')}</Link>
          </li>
          {links.map((link) => (
            <li key={link.key}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {t(link.key)}
                <span className="visually-hidden"> {t('external-link')}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-footer__bottom">
        <a
          className="site-footer__government"
          href={externalLinks.government}
          target="_blank"
          rel="noopener noreferrer"
        >
          <GovernmentLogo label={t('footer.government-logo')} />
          <span className="visually-hidden"> {t('external-link')}</span>
        </a>
        <p className="site-footer__copyright">{t('footer.copyright-line', { year })}</p>
      </div>
    </footer>
  );
});
