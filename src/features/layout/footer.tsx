import { useTranslation } from 'react-i18next';
import { externalLinks } from './external-links';
import { GovernmentLogo } from './government-logo';

const FOOTER_LINKS = [
  { key: 'footer.vr-video', href: externalLinks.vrVideo },
  { key: 'footer.about', href: externalLinks.about },
  { key: 'footer.contact', href: externalLinks.contact },
  { key: 'footer.copyright', href: externalLinks.copyright },
  { key: 'footer.privacy', href: externalLinks.privacy },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          {FOOTER_LINKS.map((link) => (
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
}
