import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { useHydrated } from '../../lib/use-hydrated';
import { paths } from '../../routes';
import { ThreeStepPlan } from '../../components/three-step-plan';
import { CampaignBanner } from '../../components/campaign-banner';
import { KeptPlans } from '../../components/plan-share/kept-plans';
import { BackgroundVideo } from './background-video';
import { BeforeAfterSlider } from './before-after-slider';
import './home.css';

// The install offer (or the iPhone hint): a bar fixed to the window's bottom edge, so its late
// arrival moves nothing; its code loads after hydration.
const InstallPrompt = lazy(() =>
  import('../pwa/install-prompt').then((module) => ({ default: module.InstallPrompt })),
);

export default function HomePage() {
  const { t } = useTranslation('home');
  const { to } = useLanguage();
  const hydrated = useHydrated();
  return (
    <div className="home">
      <CampaignBanner />
      <section className="home-hero" aria-labelledby="home-title">
        <BackgroundVideo />
        <div className="home-hero__content">
          <h1 id="home-title">{t('title')}</h1>
          <p className="home-hero__fact">{t('subtitle-fact')}</p>
          <p className="home-hero__how">{t('subtitle-how')}</p>
          <Link className="button button--primary" to={to(paths.firstQuestion)}>
            {t('start')}
          </Link>
        </div>
      </section>

      {/* The browser's own business (install event, storage): not in the prerendered page. */}
      {hydrated && (
        <Suspense fallback={null}>
          <InstallPrompt />
        </Suspense>
      )}

      {/* Plans opened on this device from their links: read from its store after hydration. */}
      {hydrated && <KeptPlans />}

      <ThreeStepPlan />

      <section className="home-quiz" aria-labelledby="home-quiz-title">
        <div className="home-quiz__text">
          <h2 id="home-quiz-title">{t('quiz-teaser.title')}</h2>
          <p>{t('quiz-teaser.body')}</p>
          <Link className="button button--secondary" to={to(paths.quiz('begin'))}>
            {t('quiz-teaser.link')}
          </Link>
        </div>
        <BeforeAfterSlider />
      </section>
    </div>
  );
}
