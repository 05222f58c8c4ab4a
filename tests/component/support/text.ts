// i18next with every namespace of both languages loaded at once (the browser loads them as one
// chunk per language; the floor plan's later), so a screen draws its words in its first render.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../../src/vocabulary/types';

const FILES = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/*/*.json', '!../../../locales/*/mail.json'],
  { eager: true, import: 'default' },
);

function resources(language: Language) {
  return Object.fromEntries(
    Object.entries(FILES)
      .filter(([file]) => file.includes(`/locales/${language}/`))
      .map(([file, words]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), words]),
  );
}

let ready: Promise<unknown> | null = null;

export function initTestText(): Promise<unknown> {
  const all = { en: resources('en'), mi: resources('mi') };
  ready ??= i18next.use(initReactI18next).init({
    resources: all,
    lng: 'en',
    fallbackLng: false,
    ns: Object.keys(all.en),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: true },
  });
  return ready;
}

export { i18next };
