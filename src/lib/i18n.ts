// i18next set up once. Each language's resources are separate JSON chunks loaded on demand (and
// precached by the service worker), so a Māori visitor never downloads the English text.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../domain/types';

/** Loaded at start; every other namespace (one per feature) loads when a page first uses it. */
const INITIAL_NAMESPACES = ['common'];

type LocaleModule = { default: Record<string, unknown> };
const localeLoaders = import.meta.glob<LocaleModule>('../../locales/*/*.json');

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeLoaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export async function initI18n(language: Language): Promise<typeof i18next> {
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // Both languages carry every key (a unit test enforces it), so no fallback download.
      fallbackLng: false,
      ns: INITIAL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes what it renders.
      returnNull: false,
      saveMissing: import.meta.env.DEV,
      missingKeyHandler: (languages, namespace, key) => {
        console.error(`Missing translation ${languages.join(',')}:${namespace}:${key}`);
      },
      react: { useSuspense: true },
    });
  return i18next;
}

export { i18next };
