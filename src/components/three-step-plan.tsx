import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/use-language';
import { paths } from '../routes';
import './shared-components.css';

const STEPS = ['first', 'second', 'meeting'] as const;

/** The three-step escape plan explained, with an optional link into the plan tool. */
export function ThreeStepPlan({ withLink = false }: { withLink?: boolean }) {
  const { t } = useTranslation('shared');
  const { to } = useLanguage();
  return (
    <section className="three-steps" aria-labelledby="three-steps-title">
      <h2 id="three-steps-title">{t('three-steps.title')}</h2>
      <ol className="three-steps__list">
        {STEPS.map((step, index) => (
          <li key={step} className="three-steps__item">
            <span className="three-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{t(`three-steps.${step}.title`)}</h3>
            <p>{t(`three-steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
      {withLink && (
        <Link className="button button--primary" to={to(paths.firstQuestion)}>
          {t('three-steps.cta')}
        </Link>
      )}
    </section>
  );
}
