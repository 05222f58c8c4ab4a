// Every string of locales/{en,mi}/*.json as flat 'namespace:a.b.c' keys: what the Māori review
// list, its tests and the review pack read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');

export type Tree = { [key: string]: string | Tree };

/** Nested keys joined with dots: { a: { b: 'x' } } gives 'a.b' → 'x'. */
export function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const fullKey = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, fullKey)) entries.set(k, v);
    } else {
      entries.set(fullKey, value);
    }
  }
  return entries;
}

/** The namespace files of one language, sorted, without '.json'. */
export function namespaces(language: string, dir = LOCALES_DIR): string[] {
  return readdirSync(path.join(dir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

/** One namespace of one language, flattened. */
export function load(language: string, namespace: string, dir = LOCALES_DIR): Map<string, unknown> {
  const file = path.join(dir, language, `${namespace}.json`);
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

/** The namespace of the emails' own sentences ('mail:greeting'), which only the server reads. */
export const MAIL = 'mail';

export interface Text {
  en: string;
  mi: string;
}

/** Every Māori string with its English, by 'namespace:key', in file order. */
export function allTexts(dir = LOCALES_DIR): Map<string, Text> {
  const texts = new Map<string, Text>();
  for (const namespace of namespaces('mi', dir)) {
    const en = load('en', namespace, dir);
    for (const [key, mi] of load('mi', namespace, dir)) {
      texts.set(`${namespace}:${key}`, { en: String(en.get(key) ?? ''), mi: String(mi) });
    }
  }
  return texts;
}
