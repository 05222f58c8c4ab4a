// Every key exists in both languages, with a non-empty text, in every namespace file.
import { describe, expect, it } from 'vitest';
import { load, namespaces } from './locale-files';

/** The {{placeholders}} a text interpolates; both languages must use the same ones. */
function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort()
    : [];
}

describe('locales', () => {
  it('have the same namespace files in en and mi', () => {
    expect(namespaces('en').length).toBeGreaterThan(0);
    expect(namespaces('mi')).toEqual(namespaces('en'));
  });

  describe.each(namespaces('en'))('namespace %s', (namespace) => {
    const en = load('en', namespace);
    const mi = load('mi', namespace);

    it('has no key in English that Māori lacks', () => {
      expect([...en.keys()].filter((key) => !mi.has(key))).toEqual([]);
    });

    it('has no key in Māori that English lacks', () => {
      expect([...mi.keys()].filter((key) => !en.has(key))).toEqual([]);
    });

    it('has a non-empty text for every key in both languages', () => {
      const empty = [...en, ...mi].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it('uses the same placeholders in both languages', () => {
      const mismatched = [...en.keys()].filter(
        (key) => placeholders(en.get(key)).join() !== placeholders(mi.get(key)).join(),
      );
      expect(mismatched).toEqual([]);
    });
  });
});
