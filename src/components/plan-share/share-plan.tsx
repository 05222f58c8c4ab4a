import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanQrCode } from './plan-qr-code';
import { useSavedPlanUrl } from './saved-plan-url';
import './plan-share.css';
import { usePlanContext } from '../../state/plan/use-plan-context';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Share the saved plan with the household: the device's share sheet where the browser has one,
 * otherwise copy the link; and a QR code of the link for phones in the same room.
 */
export function SharePlan({ identifier }: { identifier: string | null }) {
  const { t } = useTranslation('drill');
  const context = usePlanContext();
  const id = useId();
  const url = useSavedPlanUrl(identifier);
  const [copy, setCopy] = useState<CopyState>('idle');
  const canShare = typeof navigator.share === 'function';

  const share = async () => {
    if (!url) return;
    if (canShare) {
      await navigator
        .share({ title: t('share.text', { context }), text: t('share.text', { context }), url })
        .catch(() => {
          // Closing the share sheet rejects; nothing to do.
        });
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className="plan-share" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('share.title', { context })}</h2>
      {!url ? (
        <p>{t('share.not-saved')}</p>
      ) : (
        <div className="plan-share__body">
          <div>
            <p>{t('share.lead', { context })}</p>
            <p className="plan-share__link">
              <a href={url}>{url}</a>
            </p>
            <button type="button" className="button button--primary" onClick={share}>
              {canShare ? t('share.button') : t('share.copy')}
            </button>
            <p role="status" className="plan-share__status">
              {copy === 'copied' && t('share.copied')}
              {copy === 'failed' && t('share.copy-failed', { url })}
            </p>
          </div>
          <PlanQrCode url={url} />
        </div>
      )}
    </section>
  );
}
