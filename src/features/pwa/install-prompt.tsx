import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WithEnglishName } from '../../components/with-english-name';
import {
  dismissInstall,
  installEvent,
  isInstallDismissed,
  onInstallEventChange,
  promptInstall,
} from './install-event';
import './pwa.css';

/** The Share button and menu item as iOS shows them, in English whatever the page's language. */
const IOS_MENU_LABELS = ['Share', 'Add to Home Screen'];

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iOS Safari has no install event: people add the app through the Share menu. */
function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS/.test(agent);
}

/** An 'Add to home screen' button where the browser offers installing, or a hint on iOS. */
export function InstallPrompt() {
  const { t } = useTranslation('pwa');
  const offered = useSyncExternalStore(onInstallEventChange, installEvent, () => null);
  const [dismissed, setDismissed] = useState(isInstallDismissed);
  const [showIosHint] = useState(() => !isStandalone() && isIosSafari());

  const shown = !dismissed && (offered !== null || showIosHint);
  // The bar is fixed to the bottom of the window, so its arrival after the page is drawn moves
  // nothing (it came between the hero and the three steps and shifted them down). While it shows,
  // the page ends with room for it, and focus never scrolls under it.
  useEffect(() => {
    if (!shown) return;
    document.documentElement.classList.add('has-install-bar');
    return () => document.documentElement.classList.remove('has-install-bar');
  }, [shown]);

  if (!shown) return null;
  return (
    <aside className="install-prompt" aria-label={t('install.button')}>
      {offered ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void promptInstall()}
        >
          {t('install.button')}
        </button>
      ) : (
        <p>
          <WithEnglishName text={t('install.ios-hint')} name={IOS_MENU_LABELS} />
        </p>
      )}
      <button
        type="button"
        className="install-prompt__dismiss"
        onClick={() => {
          dismissInstall();
          setDismissed(true);
        }}
      >
        {t('install.dismiss')}
      </button>
    </aside>
  );
}
