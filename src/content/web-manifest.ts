// The web app manifest, one per language: the Māori one starts the installed app at /mi/ and
// names it in te reo Māori. Its words live in locales/{language}/pwa.json ("manifest"). The build
// writes both files (vite.config.ts); the server's page shell, prerendered pages and the app
// itself link the one for the page's language (manifestHref), so all read the choice from here.
import type { Language } from '../vocabulary/types';

/** Where each language's manifest is served. */
export const MANIFEST_HREF: Record<Language, string> = {
  en: '/manifest.webmanifest',
  mi: '/manifest-mi.webmanifest',
};

export function manifestHref(language: Language): string {
  return MANIFEST_HREF[language];
}

/** The manifest's words, from locales/{language}/pwa.json. */
export interface ManifestText {
  name: string;
  'short-name': string;
  description: string;
}

const START_URL: Record<Language, string> = { en: '/', mi: '/mi/' };

export function webManifest(language: Language, text: ManifestText) {
  return {
    // Each language's app is its own install (the id defaults to start_url; say so outright).
    id: START_URL[language],
    name: text.name,
    short_name: text['short-name'],
    description: text.description,
    lang: language,
    start_url: START_URL[language],
    scope: '/',
    display: 'standalone' as const,
    theme_color: '#c8102e',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/app-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
