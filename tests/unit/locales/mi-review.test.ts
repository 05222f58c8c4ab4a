// locales/mi.review.md is the list a te reo Māori speaker works through in one sitting: every
// Māori string beside its English source. This test keeps it complete and current:
//  - every Māori string (locales/mi/*.json, the emails' own sentences in mail.json among them, the
//    Māori text drawn into public/ media) has a row, and each row shows the text as it is now;
//  - no row is left for a key that no longer exists, and no key has two rows;
//  - a Māori string that is the same as its English (a leftover copy that was never translated)
//    fails unless the list's "Intentionally the same or in English" section names it;
//  - that section cannot rot: each entry must still exist and still be what it says it is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableCells } from '../../../scripts/mi-review/review-list';
import { LOCALES_DIR, MAIL, allTexts, namespaces, type Text } from './locale-files';

const ROOT = path.resolve(LOCALES_DIR, '..');
const REVIEW_FILE = path.join(LOCALES_DIR, 'mi.review.md');
const PUBLIC_DIR = path.join(ROOT, 'public');

/** The sections of mi.review.md this test reads by name. */
const INTENTIONAL = 'Intentionally the same or in English';
const SAME = 'Same in both languages';
const IN_ENGLISH = 'Kept in English on purpose';
const CHECKED = 'Checked by a speaker';

/**
 * Whether a Māori text is the English one left as it was. Compared without case, spacing and
 * {{placeholders}}: a copy whose only change is a capital letter or a space is still a copy, and
 * the placeholders are the same in both languages anyway (locale-parity), so they say nothing.
 */
function same({ en, mi }: Text): boolean {
  const comparable = (text: string) =>
    text
      .replace(/{{\s*[\w-]+\s*}}/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  return comparable(en) === comparable(mi);
}

/** A table cell holds one line: compare texts with their spacing collapsed. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// ---- the review list -----------------------------------------------------------------------

interface Row {
  line: number;
  section: string;
  cells: Record<string, string>;
}

interface Bullet {
  line: number;
  section: string;
  subsection: string;
  text: string;
}

/** The table rows (by header name) and the bullets of mi.review.md, with where they are. */
function parseReview(markdown: string): { rows: Row[]; bullets: Bullet[] } {
  const rows: Row[] = [];
  const bullets: Bullet[] = [];
  let section = '';
  let subsection = '';
  let header: string[] | undefined;
  let bullet: Bullet | undefined;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (text.startsWith('## ')) [section, subsection] = [text.slice(3).trim(), ''];
    if (text.startsWith('### ')) subsection = text.slice(4).trim();
    if (!text.startsWith('|')) {
      header = undefined;
    } else if (!header) {
      header = tableCells(text);
    } else if (!/^\|[\s:|-]+\|$/.test(text.trim())) {
      const values = tableCells(text);
      rows.push({
        line,
        section,
        cells: Object.fromEntries(header.map((name, i) => [name, values[i] ?? ''])),
      });
    }
    if (text.startsWith('- ')) {
      bullet = { line, section, subsection, text: text.slice(2) };
      bullets.push(bullet);
    } else if (bullet && /^\s+\S/.test(text)) {
      bullet.text += ` ${text.trim()}`; // a bullet wrapped onto the next line
    } else {
      bullet = undefined;
    }
  });
  return { rows, bullets };
}

/** The first `code span` of a cell or bullet: a key, a key pattern or a file. */
function codeSpan(text: string): string | undefined {
  return /^`([^`]+)`/.exec(text.trim())?.[1];
}

/** 'campaign:stats.*.figure' matches one dot-separated key part per '*'. */
function matcher(pattern: string): (id: string) => boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^.:]+');
  const regex = new RegExp(`^${escaped}$`);
  return (id) => regex.test(id);
}

/** 'ns:key' for a row's key: its own prefix, else its section's namespace. */
function rowId(key: string, section: string, known: Set<string>): string | undefined {
  if (key.includes(':')) return key;
  return known.has(section) ? `${section}:${key}` : undefined;
}

const texts = allTexts();
const review = parseReview(readFileSync(REVIEW_FILE, 'utf8'));
const namespaceSet = new Set(namespaces('mi'));
const keyRows = review.rows.filter((row) => 'key' in row.cells);
const keyOf = (row: Row) => codeSpan(row.cells.key!) ?? row.cells.key!;
const listed = new Map<string, Row[]>();
for (const row of keyRows) {
  const id = rowId(keyOf(row), row.section, namespaceSet);
  if (id) listed.set(id, [...(listed.get(id) ?? []), row]);
}
const intentional = review.bullets.filter((bullet) => bullet.section === INTENTIONAL);
const sameEntries = intentional
  .filter((bullet) => bullet.subsection === SAME && codeSpan(bullet.text))
  .map((bullet) => ({ ...bullet, pattern: codeSpan(bullet.text)! }));
const inEnglishEntries = intentional
  .filter((bullet) => bullet.subsection === IN_ENGLISH && codeSpan(bullet.text))
  .map((bullet) => ({ ...bullet, id: codeSpan(bullet.text)! }));
const sameById = (id: string) => sameEntries.some((entry) => matcher(entry.pattern)(id));
const show = (id: string) => `${id} = ${JSON.stringify(texts.get(id)?.mi)}`;

describe('locales/mi.review.md', () => {
  it('reads strings from the locale files and the mail, and rows and entries from the list', () => {
    expect([...texts.keys()].filter((id) => id.startsWith(`${MAIL}:`)).length).toBeGreaterThan(0);
    expect(texts.size).toBeGreaterThan(100);
    expect(keyRows.length).toBeGreaterThan(100);
    expect(sameEntries.length).toBeGreaterThan(0);
    expect(intentional.map((bullet) => bullet.subsection)).not.toContain('');
  });

  it('has no Māori text identical to its English unless listed as intentionally the same', () => {
    const copies = [...texts.keys()].filter((id) => same(texts.get(id)!) && !sameById(id));
    expect(copies.map(show)).toEqual([]);
  });

  it(`lists under "${SAME}" only keys that exist and are still the same`, () => {
    const stale = sameEntries.flatMap(({ pattern, line }) => {
      const ids = [...texts.keys()].filter(matcher(pattern));
      if (ids.length === 0) return [`line ${line}: ${pattern} matches no key`];
      return ids
        .filter((id) => !same(texts.get(id)!))
        .map((id) => `line ${line}: ${show(id)} is no longer the same as the English`);
    });
    expect(stale).toEqual([]);
  });

  it(`lists under "${IN_ENGLISH}" keys that exist, differ from the English and quote their current Māori`, () => {
    const stale = inEnglishEntries.flatMap(({ id, line, text }) => {
      const current = texts.get(id);
      if (!current) return [`line ${line}: ${id} is no key`];
      if (same(current))
        return [`line ${line}: ${show(id)} is the same as the English: move it to "${SAME}"`];
      if (!text.includes(`"${current.mi}"`))
        return [`line ${line}: quote the current Māori, ${show(id)}`];
      return [];
    });
    expect(stale).toEqual([]);
  });

  it('lists every Māori string, in a table row or as intentionally the same', () => {
    const missing = [...texts.keys()].filter((id) => !listed.has(id) && !sameById(id));
    expect(
      missing.map((id) => `${show(id)} (English ${JSON.stringify(texts.get(id)!.en)})`),
    ).toEqual([]);
  });

  it('has a row only for keys that exist, each once, with a namespace', () => {
    const unplaced = keyRows
      .filter((row) => !rowId(keyOf(row), row.section, namespaceSet))
      .map(
        (row) => `line ${row.line}: ${keyOf(row)} needs a namespace: prefix in "${row.section}"`,
      );
    const stale = [...listed]
      .filter(([id]) => !texts.has(id))
      .map(([id, rows]) => `line ${rows[0]!.line}: ${id} is no key`);
    const twice = [...listed]
      .filter(([, rows]) => rows.length > 1)
      .map(([id, rows]) => `${id} on lines ${rows.map((row) => row.line).join(', ')}`);
    expect([...unplaced, ...stale, ...twice]).toEqual([]);
  });

  it('shows the current English and Māori text in every row', () => {
    const drifted = [...listed].flatMap(([id, rows]) => {
      const current = texts.get(id);
      if (!current) return [];
      return rows.flatMap(({ line, section, cells: row }) => {
        const back = section === CHECKED ? ' (changed since checked: move the row back)' : '';
        return [
          ...(row.English === oneLine(current.en)
            ? []
            : [`line ${line}: ${id} English is now ${JSON.stringify(current.en)}${back}`]),
          ...(row.Māori === oneLine(current.mi)
            ? []
            : [`line ${line}: ${id} Māori is now ${JSON.stringify(current.mi)}${back}`]),
        ];
      });
    });
    expect(drifted).toEqual([]);
  });
});

// ---- Māori text drawn into media (captions, images) ----------------------------------------

/** Files under public/ whose name marks them Māori: 'x.mi.vtt', 'x-mi.svg'. */
function maoriMedia(dir = PUBLIC_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return maoriMedia(file);
    return /[.-]mi\.[^.]+$/.test(entry.name) ? [path.relative(ROOT, file)] : [];
  });
}

/** The words a caption file or an image shows, in order. */
function mediaText(file: string): string[] | undefined {
  const content = readFileSync(path.join(ROOT, file), 'utf8');
  if (file.endsWith('.vtt')) {
    return content
      .split(/\r?\n\r?\n/)
      .slice(1)
      .flatMap((cue) => cue.split(/\r?\n/).filter((line) => line && !line.includes('-->')))
      .map(oneLine);
  }
  if (file.endsWith('.svg')) {
    return [...content.matchAll(/<(?:text|tspan)\b[^>]*>([^<]+)</g)].map((m) => oneLine(m[1]!));
  }
  return undefined;
}

describe('Māori media in mi.review.md', () => {
  const fileRows = review.rows.filter((row) => 'file' in row.cells);

  it.each(maoriMedia())('lists every text in %s beside its English', (file) => {
    const mi = mediaText(file);
    const english = file.replace(/([.-])mi(\.[^.]+)$/, '$1en$2');
    const en = mediaText(english);
    expect(mi, `no way to read text from ${file}`).toBeDefined();
    expect(en?.length, `${english} should have as many texts as ${file}`).toBe(mi!.length);
    const wanted = mi!.map((text, i) => `${en![i]} → ${text}`);
    const rows = fileRows
      .filter((row) => codeSpan(row.cells.file!) === file)
      .map((row) => `${row.cells.English} → ${row.cells.Māori}`);
    expect(rows).toEqual(wanted);
    expect(mi!.filter((text, i) => text === en![i])).toEqual([]);
  });

  it('lists no media file that is gone', () => {
    const files = new Set(maoriMedia());
    const stale = fileRows
      .map((row) => codeSpan(row.cells.file!))
      .filter((file) => !file || !files.has(file));
    expect(stale).toEqual([]);
  });
});
