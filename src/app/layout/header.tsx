import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { AgencyLogo } from './agency-logo';
import { LanguageSwitch } from './language-switch';
import { externalLinks } from '../../content/external-links';
import { ProgressMeter } from '../../features/escape-plan';

// `anchor`: on the campaign page itself the item jumps to that section instead (spec).
const MENU_ITEMS = [
  { key: 'menu.sorted', path: paths.sorted, anchor: null },
  { key: 'menu.buying-guide', path: paths.buyingGuide, anchor: 'buying' },
  { key: 'menu.maintenance', path: paths.maintenance, anchor: 'maintenance' },
  { key: 'menu.escape-plan', path: paths.firstQuestion, anchor: 'escape' },
] as const;

/** `inTool` comes from the page's route handle, so the meter is there in the page's first paint. */
export function Header({ inTool }: { inTool: boolean }) {
  const { t } = useTranslation();
  const { language, path, to } = useLanguage();
  const onCampaignPage = path === paths.sorted;
  const { pathname, hash } = useLocation();
  // The menu is open on the page where it was opened: following a link (an anchor too) closes it.
  const here = `${pathname}${hash}`;
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === here;
  const menuId = useId();

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skip-to-content')}
      </a>
      <div className="site-header__bar">
        <Link className="site-header__logo" to={to(paths.home)} aria-label={t('agency.home-link')}>
          <AgencyLogo />
        </Link>
        <LanguageSwitch />
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenOnPath(menuOpen ? null : here)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          {menuOpen ? t('menu.close') : t('menu.open')}
        </button>
        <nav
          id={menuId}
          className={`site-header__menu${menuOpen ? ' is-open' : ''}`}
          aria-label={t('menu.label')}
        >
          <ul>
            {MENU_ITEMS.map((item) => (
              <li key={item.key}>
                <Link
                  to={
                    onCampaignPage && item.anchor
                      ? `${to(paths.sorted)}#${item.anchor}`
                      : to(item.path)
                  }
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
            {language === 'en' && (
              // The VR challenge exists in English only, so it is offered to English readers.
              <li>
                <a href={externalLinks.vrChallenge} target="_blank" rel="noopener noreferrer">
                  {t('menu.vr-challenge')}
                  <span className="visually-hidden"> {t('external-link')}</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      {inTool && <ProgressMeter />}
    </header>
  );
}
