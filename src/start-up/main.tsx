import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { AppRouter, createAppRouter } from '../app/router';
import { makePersistedStore } from '../app/store';
import { AnswersRestore } from './answers-pending';
import { SavedOnDeviceProvider } from '../state/saved-on-device';
import { HydratingShell } from './page-shell-mode';
import {
  NOT_FOUND_FILE_ROUTE,
  isAppPath,
  matchesPattern,
  routePath,
  splitLanguage,
} from '../routes';
import { createIdbStorage } from '../lib/idb-storage';
import { initI18n, loadLaterNamespaces } from '../lib/i18n';
import { registerServiceWorker, setBeforeReload } from '../lib/service-worker';
import { landCampaign } from '../features/campaign/landing';
import { startWorkerResults } from '../submissions/worker-results';
import { afterFirstScreen } from './after-first-screen';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { loadMotionParts } from '../components/motion-gate';
import { captureInstallEvent } from '../features/pwa/install-event';
import '../styles/base.css';
import { config as zodConfig } from 'zod';

/**
 * How the HTML in #root was made for this address: its page prerendered ('page'), its route's
 * shell ('shell'), or nothing to hydrate (no prerendered HTML, or HTML for another address, e.g.
 * after the campaign's first-visit redirect changed it).
 */
function prerenderedAs(container: HTMLElement): 'page' | 'shell' | null {
  const { route, language, shell } = container.dataset;
  if (!route || language !== splitLanguage(window.location.pathname).language) return null;
  const fits =
    route === NOT_FOUND_FILE_ROUTE
      ? !isAppPath(window.location.pathname)
      : matchesPattern(route, routePath(window.location.pathname));
  if (!fits) return null;
  return shell === undefined ? 'page' : 'shell';
}

async function start(): Promise<void> {
  // First, before anything reads the address: the campaign's first-visit redirect may change it.
  landCampaign();
  const { language } = splitLanguage(window.location.pathname);
  document.documentElement.lang = language;
  // Evaluating the app's code was one task; each step below gets its own, so none is long.
  await yieldToBrowser();
  const { store, persistor } = makePersistedStore(createIdbStorage());
  // What the prerender drew from: no stored answers. Hydration reads this state; the answers
  // restored from IndexedDB follow as an ordinary update.
  const prerenderedState = store.getState();
  await yieldToBrowser();
  const [router] = await Promise.all([createAppRouter(), initI18n(language)]);
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const prerendered = prerenderedAs(container);
  const routed = <AppRouter router={router} />;
  const whenSavedOnDevice = () => persistor.flush();
  const app = (
    <StrictMode>
      <Provider store={store} serverState={prerenderedState}>
        <SavedOnDeviceProvider value={whenSavedOnDevice}>
          <AnswersRestore persistor={persistor}>
            {prerendered === 'shell' ? <HydratingShell>{routed}</HydratingShell> : routed}
          </AnswersRestore>
        </SavedOnDeviceProvider>
      </Provider>
    </StrictMode>
  );
  // The page is already on screen: hydrating it is a transition, done in slices between which
  // the browser stays free to answer a tap, rather than one long task.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  afterFirstScreen(() => {
    void registerServiceWorker();
    void loadMotionParts();
    void loadLaterNamespaces();
  });
  // Nothing typed may be lost: persisted writes are asynchronous, so flush them before a reload
  // into a new version and whenever the page is hidden (tab closed, app switched, phone locked).
  setBeforeReload(() => persistor.flush());
  const flushSavedAnswers = () => void persistor.flush();
  window.addEventListener('pagehide', flushSavedAnswers);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSavedAnswers();
  });
  startWorkerResults(store, persistor);
}

// Before anything else: Chromium's install offer may come before the app has drawn a thing.
captureInstallEvent();
// The page's policy allows no eval: zod's compiled checks would try it once (a refusal in the
// console and a policy report), then check without it anyway. In the browser, never try.
zodConfig({ jitless: true });
void start();
