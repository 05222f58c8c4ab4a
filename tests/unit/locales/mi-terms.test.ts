// One word for one thing: where an English string names a concept of
// locales/mi-terms.json, its Māori uses that concept's term, so a reader meets the same word for
// the same thing on every screen, on paper and in the email.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTexts } from './locale-files';

interface Term {
  concept: string;
  en: string[];
  mi: string[];
  /** A coined word for something a person must ask for or buy: its English follows in brackets. */
  gloss?: string;
}

const file = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../locales/mi-terms.json'), 'utf8'),
) as { terms: Term[]; exceptions: Record<string, string> };

/** The English names the concept as a word or phrase of its own (not inside another word). */
function names(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}`, 'iu').test(text);
}

/** Strings naming a term's concept in English whose Māori lacks every form of its term. */
function missing(texts: ReturnType<typeof allTexts>, term: Term): string[] {
  return [...texts]
    .filter(([id]) => !Object.hasOwn(file.exceptions, `${id}#${term.concept}`))
    .filter(([, { en }]) => term.en.some((phrase) => names(en, phrase)))
    .filter(([, { mi }]) => !term.mi.some((word) => mi.toLowerCase().includes(word.toLowerCase())))
    .map(
      ([id, { en, mi }]) =>
        `${id} (${term.concept}): ${JSON.stringify(en)} / ${JSON.stringify(mi)}`,
    );
}

/** Māori strings that use a glossed term without its English in brackets right after it. */
function unglossed(texts: ReturnType<typeof allTexts>, term: Term): string[] {
  if (!term.gloss) return [];
  const bracket = `(${term.gloss})`;
  return [...texts]
    .filter(([, { mi }]) => term.mi.some((word) => mi.toLowerCase().includes(word.toLowerCase())))
    .filter(([, { mi }]) => !term.mi.some((word) => glossedAfter(mi, word, bracket)))
    .map(([id, { mi }]) => `${id} (${term.concept}): ${JSON.stringify(mi)}`);
}

/** The word is followed by its bracket, or by a few words (its qualifier) and then the bracket. */
function glossedAfter(text: string, word: string, bracket: string): boolean {
  const at = text.toLowerCase().indexOf(word.toLowerCase());
  const after = text.slice(at + word.length, at + word.length + 40 + bracket.length);
  return after.includes(bracket);
}

describe('locales/mi-terms.json: one Māori term for each concept', () => {
  const texts = allTexts();

  it('finds the concepts (so the check below can fail)', () => {
    const smokeAlarm = file.terms.find((term) => term.concept === 'smoke alarm')!;
    const sample = new Map([
      ['x:wrong', { en: 'Test the smoke alarm', mi: 'Whakamātauria te pūoho' }],
      ['x:right', { en: 'Test the smoke alarm', mi: 'Whakamātauria te pūoho auahi' }],
      ['x:other', { en: 'Test the smoke alarms', mi: 'Whakamātauria' }],
    ]) as ReturnType<typeof allTexts>;
    expect(missing(sample, smokeAlarm).map((line) => line.split(' ')[0])).toEqual([
      'x:wrong',
      'x:other',
    ]);
  });

  it.each(file.terms.map((term) => [term.concept, term] as const))(
    '%s: every Māori string says it the same way',
    (_concept, term) => {
      expect(missing(texts, term)).toEqual([]);
    },
  );

  it('finds a coined term without its English (so the check below can fail)', () => {
    const term: Term = {
      concept: 'x',
      en: ['bed shaker'],
      mi: ['pūwiri moenga'],
      gloss: 'bed shaker',
    };
    const sample = new Map([
      ['x:bare', { en: 'a bed shaker', mi: 'he pūwiri moenga' }],
      ['x:glossed', { en: 'a bed shaker', mi: 'he pūwiri moenga (bed shaker)' }],
    ]) as ReturnType<typeof allTexts>;
    expect(unglossed(sample, term).map((line) => line.split(' ')[0])).toEqual(['x:bare']);
  });

  it.each(file.terms.filter((term) => term.gloss).map((term) => [term.concept, term] as const))(
    '%s: a coined term a person must ask for carries its English in brackets',
    (_concept, term) => {
      expect(unglossed(texts, term)).toEqual([]);
    },
  );

  it('lists as exceptions only strings that exist, each with its reason', () => {
    const stale = Object.entries(file.exceptions).filter(
      ([id, reason]) => !texts.has(id.split('#')[0]!) || reason.trim().length < 10,
    );
    expect(stale).toEqual([]);
  });
});
