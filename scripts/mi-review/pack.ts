// The review pack: every Māori string beside its English, its key, where it appears and its
// status, as one CSV file a fluent speaker can work through offline in a spreadsheet. Each row
// also says whether it is new or changed since the last review, whether it is a safety statement
// (and its sources), and the rules it carries: what to keep exactly (placeholders, numbers) and
// the terms used throughout. Their answers go in the last three columns and come back by key
// (apply.ts, which refuses a Māori that does not keep what the row says).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { changeOf, type Baseline, type Change } from './baseline';
import { mustKeep } from './keep';
import { LOCALES_DIR, type Text } from './locale-texts';
import { placeOf } from './places';
import type { ReviewState } from './review-list';

export const PACK_FILE = path.join(LOCALES_DIR, 'mi-review-pack.csv');

export const REVIEWER_MAORI = 'reviewer: better Māori (leave empty if right)';
export const REVIEWER_BY = 'reviewer: checked by (name, date)';
export const REVIEWER_NOTE = 'reviewer: note';

export const COLUMNS = [
  'key',
  'where it appears',
  'status',
  'since the last review',
  'safety statement (its sources)',
  'question for the speaker',
  'coined terms in it',
  'keep exactly (placeholders, numbers)',
  'terms used throughout',
  'English',
  'Māori',
  REVIEWER_MAORI,
  REVIEWER_BY,
  REVIEWER_NOTE,
] as const;

export type Status = 'checked by a speaker' | 'doubtful' | 'coined term' | 'not yet checked';

/** A coined word for something a person must ask for or buy (locales/mi-terms.json, `gloss`). */
export interface CoinedTerm {
  mi: string[];
  gloss: string;
}

/** One concept's words (locales/mi-terms.json): where the English says one, the Māori says one. */
export interface Term {
  en: string[];
  mi: string[];
}

export function termList(file = path.join(LOCALES_DIR, 'mi-terms.json')): Term[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { terms: Term[] }).terms;
}

/** The statements of docs/safety-content.md: each key's sources (the table's last column). */
export function safetySources(
  file = path.resolve(LOCALES_DIR, '../docs/safety-content.md'),
): Map<string, string> {
  const sources = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const key = /^\|\s*`([\w-]+:[^`]+)`\s*\|/.exec(line)?.[1];
    if (!key) continue;
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    sources.set(key, cells.filter(Boolean).at(-1) ?? '');
  }
  return sources;
}

/** What travels with each row besides the review list: the last review, safety, the terms. */
export interface PackContext {
  baseline: Baseline;
  safety: ReadonlyMap<string, string>;
  terms: readonly Term[];
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
  change: Change;
  safety: string;
  question: string;
  coined: string;
  keep: string;
  terms: string;
  en: string;
  mi: string;
  checkedBy: string;
}

/** The term list's entries whose English the row says: "smoke alarm → pūoho auahi". */
function termsIn(en: string, terms: readonly Term[]): string {
  const said = en.toLowerCase();
  return terms
    .filter((term) => term.en.some((word) => said.includes(word.toLowerCase())))
    .map((term) => `${term.en[0]} → ${term.mi.join(' / ')}`)
    .join('; ');
}

export function packRows(
  texts: ReadonlyMap<string, Text>,
  state: ReviewState,
  coined: readonly CoinedTerm[],
  context: PackContext,
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
    const safety = context.safety.get(key);
    return {
      key,
      where: placeOf(key) ?? '',
      status,
      change: changeOf(key, { en, mi }, context.baseline),
      safety: safety === undefined ? '' : `yes: ${safety}`,
      question,
      coined: terms.join('; '),
      keep: mustKeep(en),
      terms: termsIn(en, context.terms),
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
      row.change,
      row.safety,
      row.question,
      row.coined,
      row.keep,
      row.terms,
      row.en,
      row.mi,
      '',
      row.checkedBy,
      '',
    ]),
  ];
}
