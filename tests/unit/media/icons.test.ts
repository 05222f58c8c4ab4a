// Every icon and image the content files name must exist in public/, so no screen shows a broken
// picture. Adding a name to src/content without drawing the file fails here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEANING_ICONS, PLAN_QUESTIONS } from '../../../src/content/plan-questions';
import { BEGIN_OPTIONS, QUIZ_SECTIONS } from '../../../src/content/quiz-sections';
import { TIPS } from '../../../src/content/tips';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');

function planIcons(): string[] {
  return Object.values(PLAN_QUESTIONS).flatMap((question) => [
    question.icon,
    ...question.options.map((option) => option.icon),
  ]);
}

const referenced = [
  ...new Set([
    ...planIcons().map((name) => `icons/${name}.svg`),
    ...Object.values(MEANING_ICONS).map((name) => `icons/${name}.svg`),
    ...BEGIN_OPTIONS.map((option) => `icons/${option.icon}.svg`),
    ...TIPS.map((tip) => `icons/${tip.icon}.svg`),
    ...Object.values(QUIZ_SECTIONS).map((section) => `images/quiz/${section.image}`),
    'images/plan-preview-en.svg',
    'images/plan-preview-mi.svg',
  ]),
].sort();

describe('media referenced by the content files', () => {
  it('names at least one file of each kind', () => {
    expect(referenced.some((file) => file.startsWith('icons/tip-'))).toBe(true);
    expect(referenced.some((file) => file.startsWith('images/quiz/'))).toBe(true);
  });

  it.each(referenced)('public/%s exists', (file) => {
    expect(existsSync(path.join(PUBLIC_DIR, file))).toBe(true);
  });
});
