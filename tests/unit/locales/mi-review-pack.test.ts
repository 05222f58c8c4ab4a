// The review pack (`npm run mi:review`, scripts/mi-review/): the committed file is today's state,
// every string says where it appears and its status, and a reviewer's answers come back by key.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../../scripts/mi-review/csv';
import { applyPack } from '../../../scripts/mi-review/apply';
import type { COLUMNS } from '../../../scripts/mi-review/pack';
import {
  PACK_FILE,
  REVIEWER_BY,
  REVIEWER_MAORI,
  coinedTerms,
  packRows,
  packTable,
  safetySources,
  termList,
} from '../../../scripts/mi-review/pack';
import { fingerprintOf, readBaseline } from '../../../scripts/mi-review/baseline';
import { placeOf } from '../../../scripts/mi-review/places';
import { reviewState } from '../../../scripts/mi-review/review-list';
import { LOCALES_DIR, allTexts, load } from './locale-files';

const texts = allTexts();
const context = { baseline: readBaseline(), safety: safetySources(), terms: termList() };
const NO_CONTEXT = { baseline: { of: 'none', strings: new Map() }, safety: new Map(), terms: [] };

describe('the Māori review pack', () => {
  it('is today’s state: locales/mi-review-pack.csv is what npm run mi:review writes now', () => {
    const now = toCsv(packTable(packRows(texts, reviewState(), coinedTerms(), context)));
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
      NO_CONTEXT,
    );
    expect(rows.map((row) => [row.key, row.status, row.question, row.coined])).toEqual([
      ['x:checked', 'checked by a speaker', '', ''],
      ['x:doubtful', 'doubtful', 'Is pūwiri moenga understood?', 'pūwiri moenga (bed shaker)'],
      ['x:coined', 'coined term', '', 'pūwiri moenga (bed shaker)'],
      ['x:open', 'not yet checked', '', ''],
    ]);
  });

  it('marks today’s doubtful strings with their questions', () => {
    const rows = packRows(texts, reviewState(), coinedTerms(), context);
    const doubtful = rows.filter((row) => row.status === 'doubtful');
    expect(doubtful.map((row) => row.key)).toContain('plan:details.building.count-doors');
    expect(doubtful.every((row) => row.question.length > 10)).toBe(true);
    // Every question names a string that exists.
    expect([...reviewState().questions.keys()].filter((key) => !texts.has(key))).toEqual([]);
  });

  it('marks each row new, changed or unchanged since the last review, and its safety sources', () => {
    const sample = new Map([
      ['x:same', { en: 'Call 111', mi: 'Waea ki te 111' }],
      ['x:edited', { en: 'Call 111 now', mi: 'Waea ki te 111 ināianei' }],
      ['x:added', { en: 'Test each smoke alarm every 12 months', mi: '…' }],
    ]);
    const baseline = {
      of: 'f2ba5b3',
      strings: new Map([
        ['x:same', fingerprintOf({ en: 'Call 111', mi: 'Waea ki te 111' })],
        ['x:edited', fingerprintOf({ en: 'Call 111', mi: 'Waea ki te 111' })],
      ]),
    };
    const rows = packRows(sample, { checked: new Map(), questions: new Map() }, [], {
      baseline,
      safety: new Map([['x:added', 'FENZ-alarms']]),
      terms: [{ en: ['smoke alarm'], mi: ['pūoho auahi'] }],
    });
    expect(rows.map((row) => [row.key, row.change, row.safety, row.keep, row.terms])).toEqual([
      ['x:same', 'unchanged', '', '111', ''],
      ['x:edited', 'changed', '', '111', ''],
      ['x:added', 'new', 'yes: FENZ-alarms', '12', 'smoke alarm → pūoho auahi'],
    ]);
  });

  it('carries today’s safety statements and what changed since the last review', () => {
    const rows = packRows(texts, reviewState(), coinedTerms(), context);
    const row = (key: string) => rows.find((candidate) => candidate.key === key)!;
    expect(row('plan:assessment.route-at-window')).toMatchObject({ change: 'new' });
    expect(row('plan:assessment.route-at-window').safety).toMatch(/^yes: FENZ-plan/);
    expect(row('common:loading')).toMatchObject({ change: 'unchanged', safety: '' });
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
    const table = packTable(packRows(texts, reviewState(), coinedTerms(), context));
    const column = (name: (typeof COLUMNS)[number]) => table[0]!.indexOf(name);
    const answer = (key: string, values: Partial<Record<(typeof COLUMNS)[number], string>>) => {
      const row = table.find((candidate) => candidate[0] === key)!;
      for (const [name, value] of Object.entries(values))
        row[column(name as (typeof COLUMNS)[number])] = value;
    };
    answer('common:loading', {
      [REVIEWER_MAORI]: 'Kei te uta…',
      [REVIEWER_BY]: 'Hēmi, 2026-12-01',
    });
    answer('plan:details.building.count-doors', { [REVIEWER_BY]: 'Hēmi, 2026-12-01' });
    answer('home:start', { [REVIEWER_MAORI]: 'Tīmatahia taku mahere' });

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

  it('refuses, row by row, a Māori that changes a placeholder or a number, and writes none of it', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mi-apply-'));
    cpSync(LOCALES_DIR, dir, { recursive: true });
    const table = packTable(packRows(texts, reviewState(), coinedTerms(), context));
    const column = (name: (typeof COLUMNS)[number]) => table[0]!.indexOf(name);
    const answer = (key: string, mi: string) => {
      const row = table.find((candidate) => candidate[0] === key)!;
      row[column(REVIEWER_MAORI)] = mi;
      row[column(REVIEWER_BY)] = 'Hēmi, 2026-12-01';
    };
    const before = readFileSync(path.join(dir, 'mi', 'plan.json'), 'utf8');
    const campaignBefore = readFileSync(path.join(dir, 'mi', 'campaign.json'), 'utf8');
    const { en } = texts.get('plan:assessment.route-at-window')!;
    expect(en).toContain('{{room}}');
    answer('plan:assessment.route-at-window', 'Ka mutu te huarahi ki te matapihi o {{rūma}}');
    const minutes = 'campaign:facts.kill-in-three-minutes';
    answer(minutes, texts.get(minutes)!.mi.replace('3', '4'));

    const report = await applyPack(toCsv(table), dir);
    expect(report).toEqual([
      `${minutes}: refused, nothing of this row written: numbers 4 where the English has 3`,
      'plan:assessment.route-at-window: refused, nothing of this row written: ' +
        'placeholders {{rūma}} where the English has {{room}}, {{way}}',
    ]);
    expect(readFileSync(path.join(dir, 'mi', 'plan.json'), 'utf8')).toBe(before);
    expect(readFileSync(path.join(dir, 'mi', 'campaign.json'), 'utf8')).toBe(campaignBefore);
    expect(reviewState(readFileSync(path.join(dir, 'mi.review.md'), 'utf8')).checked.size).toBe(0);
  });
});
