// i18next set up once. Each language's text is one chunk loaded on demand (and precached by the
// service worker), so a Māori visitor never downloads the English text, and a page's text comes in
// one request rather than one per namespace.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../vocabulary/types';

type LocaleFiles = Record<string, Record<string, unknown>>;
const bundleLoaders: Record<Language, () => Promise<{ default: LocaleFiles }>> = {
  en: () => import('./locale-bundles/en'),
  mi: () => import('./locale-bundles/mi'),
};

/**
 * Namespaces of pages the first screen never shows (the floor-plan editor and drawing): a chunk
 * of their own per language, loaded when a page first asks for them.
 */
const LAZY_NAMESPACE_FILES = import.meta.glob<Record<string, unknown>>(
  '../../locales/*/floor-plan.json',
  { import: 'default' },
);
const LAZY_NAMESPACES = new Set(['floor-plan']);

/**
 * Every other namespace (one per feature), loaded with the language so no page waits for it. The
 * emails' own sentences (mail.json, read by the server only) are not the browser's.
 */
const NAMESPACES = Object.keys(
  import.meta.glob(['../../locales/en/*.json', '!../../locales/en/mail.json']),
)
  .map((file) => file.replace(/^.*\/(.+)\.json$/, '$1'))
  .filter((namespace) => !LAZY_NAMESPACES.has(namespace));

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLanguage(language)) {
      callback(new Error(`No locale bundle for ${language}`), false);
      return;
    }
    const lazy = LAZY_NAMESPACE_FILES[`../../locales/${language}/${namespace}.json`];
    const loaded = lazy
      ? lazy().then((resources) => ({
          default: { [`../../../locales/${language}/${namespace}.json`]: resources },
        }))
      : bundleLoaders[language]();
    loaded.then(
      ({ default: files }) => {
        const resources = files[`../../../locales/${language}/${namespace}.json`];
        if (resources) callback(null, resources);
        else callback(new Error(`No locale file for ${language}/${namespace}`), false);
      },
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
      ns: NAMESPACES,
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

/**
 * The namespaces the first screen does without, loaded once it is drawn: a page that shows them
 * (the plan's sketch on Complete, Review and Print) then never waits for them mid-tap, showing a
 * loader where the next page should be. loadNamespaces adds them to every later language too.
 */
export async function loadLaterNamespaces(): Promise<void> {
  await i18next.loadNamespaces([...LAZY_NAMESPACES]);
}

export { i18next };
