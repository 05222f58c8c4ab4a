import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { splitLanguage } from './app/paths';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import './styles/base.css';

async function start(): Promise<void> {
  const { language } = splitLanguage(window.location.pathname);
  document.documentElement.lang = language;
  await initI18n(language);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
