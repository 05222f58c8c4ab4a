// The tables of locales/mi.review.md, read by the review pack: which strings a speaker has checked
// (and who), and the questions a speaker must answer about the doubtful ones.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES_DIR } from './locale-texts';

export const REVIEW_FILE = path.join(LOCALES_DIR, 'mi.review.md');
export const CHECKED_SECTION = 'Checked by a speaker';
export const QUESTIONS_SECTION = 'Doubtful: questions for a speaker';

export interface TableRow {
  /** 1-based line in the file. */
  line: number;
  section: string;
  /** The table's column names, in order. */
  header: string[];
  cells: Record<string, string>;
}

/** Cells of a markdown table row; '\|' is a '|' inside a cell. */
export function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.replace(/\\\|/g, '|').trim());
}

/** Every table row of the list, by its header's names, with its '## ' section. */
export function tableRows(markdown: string): TableRow[] {
  const rows: TableRow[] = [];
  let section = '';
  let header: string[] | undefined;
  markdown.split('\n').forEach((text, index) => {
    if (text.startsWith('## ')) section = text.slice(3).trim();
    if (!text.trim().startsWith('|')) {
      header = undefined;
      return;
    }
    const cells = tableCells(text);
    if (!header) header = cells;
    else if (!cells.every((cell) => /^:?-+:?$/.test(cell))) {
      rows.push({
        line: index + 1,
        section,
        header,
        cells: Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])),
      });
    }
  });
  return rows;
}

/** The first `code span` of a cell: a key. */
export function codeSpan(text: string): string | undefined {
  return /`([^`]+)`/.exec(text)?.[1];
}

export interface ReviewState {
  /** 'namespace:key' → who checked it and when. */
  checked: Map<string, string>;
  /** 'namespace:key' → the question for a speaker. */
  questions: Map<string, string>;
}

export function reviewState(markdown = readFileSync(REVIEW_FILE, 'utf8')): ReviewState {
  const rows = tableRows(markdown);
  const keyed = (section: string, column: string, value: string) =>
    new Map(
      rows
        .filter((row) => row.section === section && codeSpan(row.cells[column] ?? ''))
        .map((row) => [codeSpan(row.cells[column]!)!, row.cells[value] ?? ''] as const),
    );
  return {
    checked: keyed(CHECKED_SECTION, 'key', 'checked'),
    questions: keyed(QUESTIONS_SECTION, 'string', 'question'),
  };
}
