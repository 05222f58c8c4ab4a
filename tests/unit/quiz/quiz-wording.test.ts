// Every scored quiz option has two wordings in each language: what the householder does (shown
// as done) and what to do (shown as a to-do, never "To do: I use a fireguard").
import { describe, expect, it } from 'vitest';
import {
  NOT_APPLICABLE,
  QUIZ_SECTIONS,
  quizOptionTextKey,
} from '../../../src/content/quiz-sections';
import { load } from '../locales/locale-files';

describe.each(['en', 'mi'])('quiz option wording in %s', (language) => {
  const quiz = load(language, 'quiz');
  const options = Object.values(QUIZ_SECTIONS).flatMap((section) =>
    section.options
      .filter((option) => option.value !== NOT_APPLICABLE)
      .map((option) => ({ slug: section.slug, value: option.value })),
  );

  it('has a statement and a different action for every option', () => {
    expect(options.length).toBeGreaterThan(20);
    const problems = options.flatMap(({ slug, value }) => {
      const done = quiz.get(quizOptionTextKey(slug, value, true));
      const todo = quiz.get(quizOptionTextKey(slug, value, false));
      if (typeof done !== 'string' || typeof todo !== 'string') return [`${slug}.${value} missing`];
      return done === todo ? [`${slug}.${value}: the to-do repeats the statement`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('has no to-do for an option that does not exist', () => {
    const known = new Set(options.map(({ slug, value }) => `sections.${slug}.todos.${value}`));
    const extra = [...quiz.keys()].filter((key) => /\.todos\./.test(key) && !known.has(key));
    expect(extra).toEqual([]);
  });
});

it('English to-dos are actions, not first-person statements', () => {
  const quiz = load('en', 'quiz');
  const statements = [...quiz]
    .filter(([key]) => key.includes('.todos.'))
    .filter(([, text]) => /^(I|My|The|There|Everything|Only|Nothing)\b/.test(String(text)));
  expect(statements).toEqual([]);
});
