import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, isUpdateReady, subscribeToUpdateReady } from '../../lib/service-worker';
import './pwa.css';

/** 'A new version is ready' with a reload button; saved answers are flushed before reloading. */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const ready = useSyncExternalStore(subscribeToUpdateReady, isUpdateReady, () => false);
  const [reloading, setReloading] = useState(false);
  return (
    <div className="pwa-toast-region" role="status" aria-live="polite">
      {ready && (
        <div className="pwa-toast">
          <p>{t('update.ready')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              void applyUpdate();
            }}
          >
            {reloading ? t('update.reloading') : t('update.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
