import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';

const PAGES = [
  { key: 'sorted', path: paths.sorted },
  { key: 'buying-guide', path: paths.buyingGuide },
  { key: 'maintenance', path: paths.maintenance },
  { key: 'escape-plan', path: paths.escapePlanCta },
  { key: 'escape-challenge', path: paths.escapeChallenge },
] as const;

/** Links between the campaign's pages; the current one is marked aria-current by NavLink. */
export function MoreLinks() {
  const { t } = useTranslation('campaign');
  const { to } = useLanguage();
  return (
    <nav className="campaign-more" aria-labelledby="campaign-more-title">
      <h2 id="campaign-more-title">{t('more.title')}</h2>
      <ul>
        {PAGES.map((page) => (
          <li key={page.key}>
            <NavLink to={to(page.path)} end>
              {t(`more.${page.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
