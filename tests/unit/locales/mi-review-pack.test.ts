// The review pack (`npm run mi:review`, scripts/mi-review/): the committed file is today's state,
// every string says where it appears and its status, and a reviewer's answers come back by key.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../../scripts/mi-review/csv';
import { applyPack } from '../../../scripts/mi-review/apply';
import {
  COLUMNS,
  PACK_FILE,
  coinedTerms,
  packRows,
  packTable,
} from '../../../scripts/mi-review/pack';
import { placeOf } from '../../../scripts/mi-review/places';
import { reviewState } from '../../../scripts/mi-review/review-list';
import { LOCALES_DIR, allTexts, load } from './locale-files';

const texts = allTexts();

describe('the Māori review pack', () => {
  it('is today’s state: locales/mi-review-pack.csv is what npm run mi:review writes now', () => {
    const now = toCsv(packTable(packRows(texts, reviewState(), coinedTerms())));
    const committed = readFileSync(PACK_FILE, 'utf8').replace(/^\uFEFF/, '');
    expect(
      committed === now,
      'locales/mi-review-pack.csv is out of date: run npm run mi:review',
    ).toBe(true);
  });

  it('says where every string appears', () => {
    expect([...texts.keys()].filter((key) => placeOf(key) === null)).toEqual([]);
  });

  it('gives each string its status from the review list and the term list', () => {
    const sample = new Map([
      ['x:checked', { en: 'Smoke alarm', mi: 'Pūoho auahi' }],
      ['x:doubtful', { en: 'Bed shaker', mi: 'He pūwiri moenga (bed shaker)' }],
      ['x:coined', { en: 'A bed shaker', mi: 'He pūwiri moenga (bed shaker)' }],
      ['x:open', { en: 'Open', mi: 'Tuwhera' }],
    ]);
    const rows = packRows(
      sample,
      {
        checked: new Map([['x:checked', 'Hēmi, 2026-12-01']]),
        questions: new Map([['x:doubtful', 'Is pūwiri moenga understood?']]),
      },
      [{ mi: ['pūwiri moenga'], gloss: 'bed shaker' }],
    );
    expect(rows.map((row) => [row.key, row.status, row.question, row.coined])).toEqual([
      ['x:checked', 'checked by a speaker', '', ''],
      ['x:doubtful', 'doubtful', 'Is pūwiri moenga understood?', 'pūwiri moenga (bed shaker)'],
      ['x:coined', 'coined term', '', 'pūwiri moenga (bed shaker)'],
      ['x:open', 'not yet checked', '', ''],
    ]);
  });

  it('marks today’s doubtful strings with their questions', () => {
    const rows = packRows(texts, reviewState(), coinedTerms());
    const doubtful = rows.filter((row) => row.status === 'doubtful');
    expect(doubtful.map((row) => row.key)).toContain('plan:details.building.count-doors');
    expect(doubtful.every((row) => row.question.length > 10)).toBe(true);
    // Every question names a string that exists.
    expect([...reviewState().questions.keys()].filter((key) => !texts.has(key))).toEqual([]);
  });

  it('keeps commas, quotes and line breaks through CSV', () => {
    const table = [['a,b', 'say "kia ora"', 'two\nlines', 'ā ē ī ō ū']];
    expect(parseCsv(toCsv(table))).toEqual(table);
  });
});

describe('applying a reviewed pack (npm run mi:apply)', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('replaces a Māori string by key and moves checked strings to "Checked by a speaker"', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mi-apply-'));
    cpSync(LOCALES_DIR, dir, { recursive: true });
    const table = packTable(packRows(texts, reviewState(), coinedTerms()));
    const column = (name: (typeof COLUMNS)[number]) => table[0]!.indexOf(name);
    const answer = (key: string, values: Partial<Record<(typeof COLUMNS)[number], string>>) => {
      const row = table.find((candidate) => candidate[0] === key)!;
      for (const [name, value] of Object.entries(values))
        row[column(name as (typeof COLUMNS)[number])] = value;
    };
    answer('common:loading', { [COLUMNS[7]]: 'Kei te uta…', [COLUMNS[8]]: 'Hēmi, 2026-12-01' });
    answer('plan:details.building.count-doors', { [COLUMNS[8]]: 'Hēmi, 2026-12-01' });
    answer('home:start', { [COLUMNS[7]]: 'Tīmatahia taku mahere' });

    const report = await applyPack(toCsv(table), dir);

    expect(report).toEqual([
      'common:loading: Māori replaced',
      'common:loading: checked by Hēmi, 2026-12-01',
      'home:start: Māori replaced',
      'plan:details.building.count-doors: checked by Hēmi, 2026-12-01',
    ]);
    expect(load('mi', 'common', dir).get('loading')).toBe('Kei te uta…');
    expect(load('mi', 'home', dir).get('start')).toBe('Tīmatahia taku mahere');
    const list = readFileSync(path.join(dir, 'mi.review.md'), 'utf8');
    const state = reviewState(list);
    expect([...state.checked]).toEqual([
      ['common:loading', 'Hēmi, 2026-12-01'],
      ['plan:details.building.count-doors', 'Hēmi, 2026-12-01'],
    ]);
    expect(state.questions.has('plan:details.building.count-doors')).toBe(false);
    // The moved rows leave their sections; the replaced one shows its new text where it is.
    expect(list.match(/`loading`/g)).toBeNull();
    expect(list).toContain('| Tīmatahia taku mahere ');
  });
});
