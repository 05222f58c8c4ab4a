import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { AppRouter, createAppRouter } from './app/router';
import { makePersistedStore } from './app/store';
import { splitLanguage } from './routes';
import { PageLoader } from './components/page-loader';
import { createIdbStorage } from './lib/idb-storage';
import { initI18n } from './lib/i18n';
import { registerServiceWorker, setBeforeReload } from './lib/service-worker';
import { landCampaign } from './features/campaign/landing';
import { startOutboxBridge } from './features/outbox/outbox-bridge';
import { afterFirstScreen } from './lib/after-first-screen';
import { loadMotionParts } from './components/motion-gate';
import { captureInstallEvent } from './features/pwa/install-event';
import './styles/base.css';

async function start(): Promise<void> {
  // First, before anything reads the address: the campaign's first-visit redirect may change it.
  landCampaign();
  const router = createAppRouter();
  const { language } = splitLanguage(window.location.pathname);
  document.documentElement.lang = language;
  const { store, persistor } = makePersistedStore(createIdbStorage());
  await initI18n(language);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        {/* Answers come back from IndexedDB before any page (and its guards) renders. */}
        <PersistGate loading={<PageLoader />} persistor={persistor}>
          <AppRouter router={router} />
        </PersistGate>
      </Provider>
    </StrictMode>,
  );
  afterFirstScreen(() => {
    void registerServiceWorker();
    void loadMotionParts();
  });
  // Nothing typed may be lost: persisted writes are asynchronous, so flush them before a reload
  // into a new version and whenever the page is hidden (tab closed, app switched, phone locked).
  setBeforeReload(() => persistor.flush());
  const flushSavedAnswers = () => void persistor.flush();
  window.addEventListener('pagehide', flushSavedAnswers);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSavedAnswers();
  });
  startOutboxBridge(store, persistor);
}

// Before anything else: Chromium's install offer may come before the app has drawn a thing.
captureInstallEvent();
void start();
