// Translation keys are typed: i18next knows our resources (src/lib/i18n-types.d.ts, with
// its compile-time checks in src/lib/i18n-types.check.ts), and the keys the content builds come
// from typed maps. Here: the maps' types refuse a key without words (the `@ts-expect-error` lines
// are themselves errors for `npm run typecheck` if they stop doing so), and at run time every key
// the content's maps build names words in both languages.
import { describe, expect, it } from 'vitest';
import {
  PLAN_QUESTIONS,
  carouselAnswerKey,
  optionLabelKey,
  questionTitleKey,
  subQuestionTitleKey,
} from '../../../src/content/plan-questions';
import { QUIZ_SECTIONS, quizOptionTextKey, quizTipKey } from '../../../src/content/quiz-sections';
import { NEED_CONTENT } from '../../../src/content/household-needs';
import { QUIZ_SECTION_SLUGS } from '../../../src/vocabulary/types';
import type { NeedLineKey } from '../../../src/content/household-needs';
import type { PlanKey } from '../../../src/vocabulary/text-keys';
import { load } from './locale-files';

describe('the typecheck refuses keys that do not exist', () => {
  it('types the content maps by the words that exist', () => {
    // @ts-expect-error: a need's advice line must be one with words
    const line: NeedLineKey = 'no-such-line';
    // @ts-expect-error: a plan key must exist
    const key: PlanKey = 'questions.no-such-question.title';
    expect([line, key]).toHaveLength(2);
  });
});

describe.each(['en', 'mi'])('every key the content builds has words in %s', (language) => {
  const plan = load(language, 'plan');
  const quiz = load(language, 'quiz');
  const missing = (words: Map<string, unknown>, keys: string[]) =>
    keys.filter((key) => typeof words.get(key) !== 'string');

  it('the plan questions: titles, options, sub-questions and carousel answers', () => {
    const keys = Object.values(PLAN_QUESTIONS).flatMap((question) => [
      questionTitleKey(question.slug),
      ...question.options.map((option) => optionLabelKey(question, option)),
      ...(question.subQuestions ?? []).flatMap((sub) => [
        subQuestionTitleKey(question, sub),
        ...sub.options.map((option) => carouselAnswerKey(option.value)),
      ]),
    ]);
    expect(keys.length).toBeGreaterThan(40);
    expect(missing(plan, keys)).toEqual([]);
  });

  it('the quiz: each option done and to do, and the tips', () => {
    const keys = QUIZ_SECTION_SLUGS.flatMap((slug) => [
      ...QUIZ_SECTIONS[slug].options
        .filter((option) => option.value !== 'not-applicable')
        .flatMap((option) => [
          quizOptionTextKey(slug, option.value, true),
          quizOptionTextKey(slug, option.value, false),
        ]),
      ...[quizTipKey(slug) ?? []].flat(),
    ]);
    expect(keys.length).toBeGreaterThan(60);
    expect(missing(quiz, keys)).toEqual([]);
    expect(QUIZ_SECTION_SLUGS.filter((slug) => quizTipKey(slug) !== null)).toHaveLength(4);
  });

  it("the needs' advice lines and to-dos", () => {
    const keys = Object.values(NEED_CONTENT).flatMap((content) => [
      ...content.lines.map((line) => `needs.lines.${line}`),
      ...content.todos.map((todo) => `checklist.items.${todo}.todo`),
    ]);
    expect(keys.length).toBeGreaterThan(15);
    expect(missing(plan, keys)).toEqual([]);
  });
});
