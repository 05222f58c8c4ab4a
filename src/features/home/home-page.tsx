import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/use-language';
import { paths } from '../../app/paths';

const STEPS = ['first', 'second', 'meeting'] as const;

export function HomePage() {
  const { t } = useTranslation('home');
  const { to } = useLanguage();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__content">
          <h1 id="home-title">{t('title')}</h1>
          <p className="home-hero__fact">{t('subtitle-fact')}</p>
          <p className="home-hero__how">{t('subtitle-how')}</p>
          <Link className="button button--primary" to={to(paths.firstQuestion)}>
            {t('start')}
          </Link>
        </div>
      </section>

      <section className="home-steps" aria-labelledby="home-steps-title">
        <h2 id="home-steps-title">{t('steps.title')}</h2>
        <ol className="home-steps__list">
          {STEPS.map((step, index) => (
            <li key={step} className="home-steps__item">
              <span className="home-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`steps.${step}.title`)}</h3>
              <p>{t(`steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="home-quiz" aria-labelledby="home-quiz-title">
        <h2 id="home-quiz-title">{t('quiz-teaser.title')}</h2>
        <p>{t('quiz-teaser.body')}</p>
        <Link className="button button--secondary" to={to(paths.quiz('begin'))}>
          {t('quiz-teaser.link')}
        </Link>
      </section>
    </div>
  );
}
