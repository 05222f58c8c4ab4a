// The language prefix rules: English has none, Māori lives under /mi.
import { DEFAULT_LANGUAGE, type Language } from '../vocabulary/types';

const MAORI_PREFIX = '/mi';

/** Where a language's routes are mounted: '/' for English, '/mi' for Māori. */
export function languageRoot(language: Language): string {
  return language === 'mi' ? MAORI_PREFIX : '/';
}

/** Splits '/mi/question/x' into { language: 'mi', path: '/question/x' }. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  if (pathname === MAORI_PREFIX || pathname.startsWith(`${MAORI_PREFIX}/`)) {
    return { language: 'mi', path: pathname.slice(MAORI_PREFIX.length) || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** Puts a language-free path under the language's prefix: ('mi', '/') gives '/mi/'. */
export function localizePath(language: Language, path: string): string {
  if (language === 'en') return path;
  return `${MAORI_PREFIX}${path}`;
}

/** The same page in the other language: the selector keeps the path and swaps the prefix. */
export function otherLanguagePath(pathname: string): { language: Language; path: string } {
  const { language, path } = splitLanguage(pathname);
  const other: Language = language === 'en' ? 'mi' : 'en';
  return { language: other, path: localizePath(other, path) };
}
