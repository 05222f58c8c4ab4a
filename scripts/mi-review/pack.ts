// The review pack: every Māori string beside its English, its key, where it appears and its
// status, as one CSV file a fluent speaker can work through offline in a spreadsheet. Their
// answers go in the last three columns and come back by key (apply.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES_DIR, type Text } from './locale-texts';
import { placeOf } from './places';
import type { ReviewState } from './review-list';

export const PACK_FILE = path.join(LOCALES_DIR, 'mi-review-pack.csv');

export const COLUMNS = [
  'key',
  'where it appears',
  'status',
  'question for the speaker',
  'coined terms in it',
  'English',
  'Māori',
  'reviewer: better Māori (leave empty if right)',
  'reviewer: checked by (name, date)',
  'reviewer: note',
] as const;

export type Status = 'checked by a speaker' | 'doubtful' | 'coined term' | 'not yet checked';

/** A coined word for something a person must ask for or buy (locales/mi-terms.json, `gloss`). */
export interface CoinedTerm {
  mi: string[];
  gloss: string;
}

export function coinedTerms(file = path.join(LOCALES_DIR, 'mi-terms.json')): CoinedTerm[] {
  const { terms } = JSON.parse(readFileSync(file, 'utf8')) as {
    terms: { mi: string[]; gloss?: string }[];
  };
  return terms.flatMap((term) => (term.gloss ? [{ mi: term.mi, gloss: term.gloss }] : []));
}

export interface PackRow {
  key: string;
  where: string;
  status: Status;
  question: string;
  coined: string;
  en: string;
  mi: string;
  checkedBy: string;
}

export function packRows(
  texts: ReadonlyMap<string, Text>,
  state: ReviewState,
  coined: readonly CoinedTerm[],
): PackRow[] {
  return [...texts].map(([key, { en, mi }]) => {
    const terms = coined
      .filter((term) => term.mi.some((word) => mi.toLowerCase().includes(word.toLowerCase())))
      .map((term) => `${term.mi[0]} (${term.gloss})`);
    const checkedBy = state.checked.get(key) ?? '';
    const question = state.questions.get(key) ?? '';
    const status: Status = checkedBy
      ? 'checked by a speaker'
      : question
        ? 'doubtful'
        : terms.length > 0
          ? 'coined term'
          : 'not yet checked';
    return {
      key,
      where: placeOf(key) ?? '',
      status,
      question,
      coined: terms.join('; '),
      en,
      mi,
      checkedBy,
    };
  });
}

export function packTable(rows: readonly PackRow[]): string[][] {
  return [
    [...COLUMNS],
    ...rows.map((row) => [
      row.key,
      row.where,
      row.status,
      row.question,
      row.coined,
      row.en,
      row.mi,
      '',
      row.checkedBy,
      '',
    ]),
  ];
}
