// /privacy: what is kept and what is not, where, for how long, who can see it, and how to change
// or delete it. Linked from the email form, the plan email and the footer.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { PRIVACY_SECTIONS } from '../../content/privacy';
import { externalLinks } from '../../content/external-links';
import { ClearEverythingHere } from '../../components/plan-share/clear-everything-here';
import './saved-plan.css';

export default function PrivacyPage() {
  const { t } = useTranslation(['plan', 'common']);
  const { to } = useLanguage();
  return (
    <div className="saved-plan-page privacy-page">
      <article className="saved-plan-page__body" aria-labelledby="privacy-title">
        <h1 id="privacy-title">{t('privacy.title')}</h1>
        <p>{t('privacy.lead')}</p>
        {PRIVACY_SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`}>
            <h2 id={`privacy-${section}`}>{t(`privacy.sections.${section}.title`)}</h2>
            <p>{t(`privacy.sections.${section}.body`)}</p>
            {section === 'on-device' && <ClearEverythingHere headingLevel={3} />}
          </section>
        ))}
        <p>
          <a href={externalLinks.privacy} target="_blank" rel="noopener noreferrer">
            {t('privacy.agency')}
            <span className="visually-hidden"> {t('common:external-link')}</span>
          </a>
        </p>
        <p>
          <Link to={to(paths.home)}>{t('common:not-found.home')}</Link>
        </p>
      </article>
    </div>
  );
}
