// What the last review was given: a fingerprint of each string's English and Māori as they stood
// then (locales/mi-review-baseline.json), so the pack can say of each row whether it is new,
// changed or unchanged since. `npm run mi:baseline -- <commit>` records a release's strings
// (read from git); without a commit, today's (run it when a pack goes to a speaker).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES_DIR, allTexts, flatten, type Text, type Tree } from './locale-texts';

export const BASELINE_FILE = path.join(LOCALES_DIR, 'mi-review-baseline.json');

export type Change = 'new' | 'changed' | 'unchanged';

export interface Baseline {
  /** The release (commit) or date whose strings were last given to review. */
  of: string;
  strings: ReadonlyMap<string, string>;
}

export function fingerprintOf({ en, mi }: Text): string {
  return createHash('sha256').update(`${en}\u0000${mi}`).digest('hex').slice(0, 16);
}

export function readBaseline(file = BASELINE_FILE): Baseline {
  const { of, strings } = JSON.parse(readFileSync(file, 'utf8')) as {
    of: string;
    strings: Record<string, string>;
  };
  return { of, strings: new Map(Object.entries(strings)) };
}

export function changeOf(key: string, text: Text, baseline: Baseline): Change {
  const before = baseline.strings.get(key);
  if (before === undefined) return 'new';
  return before === fingerprintOf(text) ? 'unchanged' : 'changed';
}

/** Every string of a commit's locales, as allTexts reads today's. */
function textsAt(commit: string): Map<string, Text> {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });
  const read = (language: string, namespace: string) =>
    flatten(JSON.parse(git('show', `${commit}:locales/${language}/${namespace}.json`)) as Tree);
  const texts = new Map<string, Text>();
  const files = git('ls-tree', '--name-only', `${commit}:locales/mi/`).split('\n');
  for (const namespace of files.filter((name) => name.endsWith('.json'))) {
    const name = namespace.replace(/\.json$/, '');
    const en = read('en', name);
    for (const [key, mi] of read('mi', name)) {
      texts.set(`${name}:${key}`, { en: String(en.get(key) ?? ''), mi: String(mi) });
    }
  }
  return texts;
}

export function writeBaseline(of: string, texts: ReadonlyMap<string, Text>): void {
  const strings = Object.fromEntries([...texts].map(([key, text]) => [key, fingerprintOf(text)]));
  const comment =
    'What the last Māori review was given (scripts/mi-review/baseline.ts): a fingerprint of ' +
    "each string's English and Māori, so the review pack marks rows new, changed or unchanged.";
  writeFileSync(BASELINE_FILE, JSON.stringify({ $comment: comment, of, strings }, null, 2) + '\n');
}

// `npm run mi:baseline -- [commit]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const commit = process.argv[2];
  writeBaseline(
    commit ?? new Date().toISOString().slice(0, 10),
    commit ? textsAt(commit) : allTexts(),
  );
  console.log(
    `${path.relative(process.cwd(), BASELINE_FILE)}: the strings of ${commit ?? 'today'}`,
  );
}
