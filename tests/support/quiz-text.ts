// The quiz's words from the real locale files and its addresses: read by the component and the
// end-to-end tests alike (no browser or test runner in here).
import en from '../../locales/en/quiz.json' with { type: 'json' };
import mi from '../../locales/mi/quiz.json' with { type: 'json' };
import { NOT_APPLICABLE } from '../../src/content/quiz-sections';
import type { QuizSectionSlug } from '../../src/vocabulary/types';

export type Language = 'en' | 'mi';
export const LANGUAGES: readonly Language[] = ['en', 'mi'];
export const QUIZ_TEXT = { en, mi } as const;
export type QuizText = typeof en;

interface SectionText {
  name: string;
  tip?: string;
  options: Record<string, string>;
  todos: Record<string, string>;
}

export function sectionText(language: Language, slug: QuizSectionSlug): SectionText {
  return (QUIZ_TEXT[language].sections as Record<string, SectionText>)[slug]!;
}

export function optionLabel(language: Language, slug: QuizSectionSlug, value: string): string {
  if (value === NOT_APPLICABLE) return QUIZ_TEXT[language]['not-applicable'];
  return sectionText(language, slug).options[value]!;
}

/** An option's words on the checklist: as done when ticked, as an action to take when not. */
export function checklistLabel(
  language: Language,
  slug: QuizSectionSlug,
  value: string,
  checked: boolean,
): string {
  const text = sectionText(language, slug);
  return (checked ? text.options : text.todos)[value]!;
}

/** '/quiz/begin' or '/mi/quiz/begin'. */
export function quizPath(language: Language, step: string): string {
  return `${language === 'en' ? '' : '/mi'}/quiz/${step}`;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));
}
