import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithEnglishName } from '../../components/with-english-name';
import './pwa.css';

/** The Share menu's item as iOS shows it, in English whatever the page's language. */
const IOS_ADD_TO_HOME_SCREEN = 'Add to Home Screen';

/** Chromium's install event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

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
  const [installEvent, setInstallEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [showIosHint] = useState(() => !isStandalone() && isIosSafari());

  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault(); // We show our own button instead of the browser's mini-bar.
      setInstallEvent(event as BeforeInstallPromptEvent);
    };
    const installed = () => setInstallEvent(null);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (dismissed || (!installEvent && !showIosHint)) return null;
  return (
    <aside className="install-prompt" aria-label={t('install.button')}>
      {installEvent ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            void installEvent.prompt();
            void installEvent.userChoice.finally(() => setInstallEvent(null));
          }}
        >
          {t('install.button')}
        </button>
      ) : (
        <p>
          <WithEnglishName text={t('install.ios-hint')} name={IOS_ADD_TO_HOME_SCREEN} />
        </p>
      )}
      <button type="button" className="install-prompt__dismiss" onClick={() => setDismissed(true)}>
        {t('install.dismiss')}
      </button>
    </aside>
  );
}
