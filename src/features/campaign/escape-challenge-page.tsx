import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { externalLinks } from '../../content/external-links';
import { WithEnglishName } from '../../components/with-english-name';
import { CampaignSubpage } from './campaign-subpage';

/** The 1-minute escape track (ours, public/audio/) and the external VR challenge (English only). */
export default function EscapeChallengePage() {
  const { t } = useTranslation(['campaign', 'common']);
  const { language } = useLanguage();
  const vrTitle = t('challenge.vr-title');
  return (
    <CampaignSubpage page="escape-challenge">
      <div className="campaign-block">
        <p className="campaign-lead">{t('challenge.intro')}</p>
        <h2>{t('challenge.track-title')}</h2>
        <p>{t('challenge.track-body')}</p>
        <audio
          className="challenge-track"
          controls
          preload="none"
          aria-label={t('challenge.track-label')}
        >
          <source src="/audio/escape-challenge-1min.webm" type="audio/webm" />
          <source src="/audio/escape-challenge-1min.m4a" type="audio/mp4" />
          {/* The track has no words: its captions name the sounds, in the page's language. */}
          <track
            kind="captions"
            src={`/audio/escape-challenge-1min.${language}.vtt`}
            srcLang={language}
            label={t('challenge.track-label')}
            default
          />
          {t('challenge.track-fallback')}
        </audio>
      </div>
      <div className="campaign-block challenge-vr">
        <img src="/images/campaign/vr-headset.svg" alt="" width={96} height={96} loading="lazy" />
        <div>
          {/* An English-only product keeps its English name, marked as such (WCAG 3.1.2). */}
          <h2 lang="en">{vrTitle}</h2>
          <p>{t('challenge.vr-body')}</p>
          {language !== 'en' && <p>{t('challenge.vr-language')}</p>}
          <a
            className="button button--secondary"
            href={externalLinks.vrChallenge}
            hrefLang="en"
            target="_blank"
            rel="noopener noreferrer"
          >
            <WithEnglishName text={t('challenge.vr-link')} name={vrTitle} />
            <span className="visually-hidden"> {t('common:external-link')}</span>
          </a>
        </div>
      </div>
    </CampaignSubpage>
  );
}
