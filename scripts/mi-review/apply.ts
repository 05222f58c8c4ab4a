// Applies a reviewed pack back by key: a better Māori replaces the string in locales/mi/, and a
// string a speaker has checked moves to "Checked by a speaker" in locales/mi.review.md (its
// question, if it had one, is answered and goes). Notes are printed for whoever applies them. A
// better Māori that does not keep its English's placeholders and numbers (keep.ts) is refused:
// nothing of that row is written, and the report says which rows and why.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { parseCsv } from './csv';
import { LOCALES_DIR, allTexts, type Tree } from './locale-texts';
import { keepProblem } from './keep';
import type { COLUMNS } from './pack';
import { REVIEWER_BY, REVIEWER_MAORI, REVIEWER_NOTE } from './pack';
import { CHECKED_SECTION, QUESTIONS_SECTION, codeSpan, tableRows } from './review-list';

export interface Answer {
  key: string;
  mi: string;
  checkedBy: string;
  note: string;
}

/** The reviewer's answers in a pack: rows with a better Māori, a name or a note. */
export function answersOf(csv: string): Answer[] {
  const [header, ...rows] = parseCsv(csv);
  const column = (name: (typeof COLUMNS)[number]) => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`The pack has no column "${name}"`);
    return index;
  };
  const [key, mi, checkedBy, note] = [
    column('key'),
    column(REVIEWER_MAORI),
    column(REVIEWER_BY),
    column(REVIEWER_NOTE),
  ];
  return rows
    .map((row) => ({
      key: row[key]?.trim() ?? '',
      mi: row[mi]?.trim() ?? '',
      checkedBy: row[checkedBy]?.trim() ?? '',
      note: row[note]?.trim() ?? '',
    }))
    .filter((answer) => answer.key && (answer.mi || answer.checkedBy || answer.note));
}

function setString(tree: Tree, dotted: string, value: string): void {
  const parts = dotted.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) node = node[part] as Tree;
  node[parts.at(-1)!] = value;
}

const escapeCell = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

/**
 * The review list after the answers: a replaced Māori shown in its row; each checked key's row
 * moved to the checked table, and its question (answered) dropped.
 */
export function updateReviewList(
  markdown: string,
  replaced: ReadonlyMap<string, string>,
  checked: ReadonlyMap<string, { en: string; mi: string; by: string }>,
  namespaces: ReadonlySet<string>,
): string {
  const drop = new Set<number>();
  const lines = markdown.split('\n');
  for (const row of tableRows(markdown)) {
    const cell = row.section === QUESTIONS_SECTION ? row.cells.string : row.cells.key;
    const key = cell === undefined ? undefined : (codeSpan(cell) ?? cell);
    if (!key) continue;
    const id = key.includes(':') ? key : namespaces.has(row.section) ? `${row.section}:${key}` : '';
    if (checked.has(id) && row.section !== CHECKED_SECTION) drop.add(row.line);
    else if (replaced.has(id) && 'Māori' in row.cells) {
      const cells: Record<string, string> = { ...row.cells, Māori: replaced.get(id)! };
      lines[row.line - 1] =
        `| ${row.header.map((name) => escapeCell(cells[name] ?? '')).join(' | ')} |`;
    }
  }
  return moveRows(
    lines.filter((_, index) => !drop.has(index + 1)),
    checked,
  );
}

function moveRows(
  lines: string[],
  checked: ReadonlyMap<string, { en: string; mi: string; by: string }>,
): string {
  const heading = lines.indexOf(`## ${CHECKED_SECTION}`);
  if (heading < 0) throw new Error(`mi.review.md has no "## ${CHECKED_SECTION}" section`);
  let end = lines.findIndex((line, index) => index > heading && line.trim().startsWith('|'));
  while (end < lines.length && lines[end]!.trim().startsWith('|')) end += 1;
  const added = [...checked].map(
    ([id, { en, mi, by }]) =>
      `| \`${id}\` | ${escapeCell(en)} | ${escapeCell(mi)} | ${escapeCell(by)} |`,
  );
  lines.splice(end, 0, ...added);
  return lines.join('\n');
}

export async function applyPack(csv: string, dir = LOCALES_DIR): Promise<string[]> {
  const texts = allTexts(dir);
  const report: string[] = [];
  const changed = new Map<string, Tree>();
  const replaced = new Map<string, string>();
  const checked = new Map<string, { en: string; mi: string; by: string }>();
  for (const answer of answersOf(csv)) {
    const current = texts.get(answer.key);
    if (!current) {
      report.push(`${answer.key}: no such string, skipped`);
      continue;
    }
    const [namespace, dotted] = [answer.key.split(':')[0]!, answer.key.split(':')[1]!];
    const problem = answer.mi ? keepProblem(current.en, answer.mi) : null;
    if (problem) {
      report.push(`${answer.key}: refused, nothing of this row written: ${problem}`);
      continue;
    }
    let mi = current.mi;
    if (answer.mi && answer.mi !== current.mi) {
      const file = path.join(dir, 'mi', `${namespace}.json`);
      const tree = changed.get(file) ?? (JSON.parse(readFileSync(file, 'utf8')) as Tree);
      setString(tree, dotted, answer.mi);
      changed.set(file, tree);
      mi = answer.mi;
      replaced.set(answer.key, mi);
      report.push(`${answer.key}: Māori replaced`);
    }
    if (answer.checkedBy) {
      checked.set(answer.key, { en: current.en, mi, by: answer.checkedBy });
      report.push(`${answer.key}: checked by ${answer.checkedBy}`);
    }
    if (answer.note) report.push(`${answer.key}: note: ${answer.note}`);
  }
  for (const [file, tree] of changed) writeFileSync(file, JSON.stringify(tree, null, 2) + '\n');
  if (checked.size > 0 || replaced.size > 0) {
    const reviewFile = path.join(dir, 'mi.review.md');
    const namespaces = new Set([...texts.keys()].map((id) => id.split(':')[0]!));
    const list = updateReviewList(readFileSync(reviewFile, 'utf8'), replaced, checked, namespaces);
    writeFileSync(reviewFile, await format(list, { parser: 'markdown', proseWrap: 'preserve' }));
  }
  return report;
}

// `npm run mi:apply -- reviewed.csv`
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run mi:apply -- <reviewed pack.csv>');
    process.exit(2);
  }
  const report = await applyPack(readFileSync(file, 'utf8'));
  console.log(report.length > 0 ? report.join('\n') : 'Nothing to apply: no answers in the pack.');
}
