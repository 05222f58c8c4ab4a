import { describe, expect, it } from 'vitest';
import {
  BEGIN_OPTIONS,
  NOT_APPLICABLE,
  QUIZ_SECTIONS,
  type QuizSection,
} from '../../../src/content/quiz-sections';
import {
  QUIZ_ALIASES,
  QUIZ_SECTION_ORDER,
  chosenSections,
  hasQuizAnswers,
  isBeginValid,
  isSavedQuizAnswerValid,
  isSectionAnswerValid,
  nextQuizStep,
  previousQuizStep,
  quizProgress,
  resolveQuizSlug,
  toggleBeginSection,
  toggleSectionOption,
  type QuizStep,
} from '../../../src/domain/quiz/quiz-rules';
import {
  QUIZ_SECTION_SLUGS,
  type QuizAnswers,
  type QuizSectionSlug,
} from '../../../src/vocabulary/types';

const sections: QuizSection[] = QUIZ_SECTION_SLUGS.map((slug) => QUIZ_SECTIONS[slug]);

describe('quiz sections content', () => {
  it.each(sections.map((section) => [section.slug, section] as const))(
    '%s: scored weights sum to the section points (100)',
    (_slug, section) => {
      const scored = section.options.filter((option) => option.value !== NOT_APPLICABLE);
      expect(scored.reduce((sum, option) => sum + option.weight, 0)).toBe(100);
      expect(section.points).toBe(100);
    },
  );

  it.each(sections.map((section) => [section.slug, section] as const))(
    '%s: ends with a single not-applicable option worth 0',
    (_slug, section) => {
      expect(section.options.at(-1)).toEqual({ value: NOT_APPLICABLE, weight: 0 });
      expect(section.options.filter((option) => option.value === NOT_APPLICABLE)).toHaveLength(1);
    },
  );

  it.each(sections.map((section) => [section.slug, section] as const))(
    '%s: option values are unique slugs',
    (_slug, section) => {
      const values = section.options.map((option) => option.value);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(value).toMatch(/^[a-z][a-z0-9-]{0,39}$/);
    },
  );

  it.each([
    ['indoor-fires', { 'chimney-cleaned': 40, 'fireguard-used': 20, 'matches-out-of-reach': 40 }],
    [
      'gas-heaters',
      {
        'one-metre-from-heater': 30,
        'gas-hose-good': 15,
        'fresh-air': 10,
        'heater-serviced': 10,
        'one-heater-per-plug': 15,
        'heater-not-dryer': 20,
      },
    ],
    [
      'electric-blankets',
      {
        'less-than-five-years': 10,
        'rolled-not-folded': 15,
        'blanket-flat': 15,
        'no-heavy-objects': 20,
        'turned-off': 40,
      },
    ],
  ] as const)('%s has the spec weights in the spec order', (slug, weights) => {
    const scored = QUIZ_SECTIONS[slug].options.filter((option) => option.value !== NOT_APPLICABLE);
    expect(Object.fromEntries(scored.map((option) => [option.value, option.weight]))).toEqual(
      weights,
    );
    expect(scored.map((option) => option.value)).toEqual(Object.keys(weights));
  });

  it.each([
    ['indoor-fires', 'indoor-fires'],
    ['electric-heaters', 'electric-heater'],
    ['gas-heaters', 'lpg-heater'],
    ['clothes-dryers', 'clothes-dryer'],
    ['batteries-chargers-multiplugs', 'batteries-chargers-multiplugs'],
  ] as const)('%s tracks as %s', (slug, trackingName) => {
    expect(QUIZ_SECTIONS[slug].trackingName).toBe(trackingName);
  });

  it('keys, progress and begin options follow the fixed order', () => {
    expect(Object.keys(QUIZ_SECTIONS)).toEqual([...QUIZ_SECTION_SLUGS]);
    expect(sections.map((section) => section.slug)).toEqual([...QUIZ_SECTION_SLUGS]);
    expect(sections.map((section) => section.progress)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(BEGIN_OPTIONS.map((option) => option.value)).toEqual([...QUIZ_SECTION_SLUGS]);
    expect(new Set(BEGIN_OPTIONS.map((option) => option.icon)).size).toBe(8);
  });
});

describe('toggleBeginSection', () => {
  it.each<[string, QuizSectionSlug[], QuizSectionSlug, QuizSectionSlug[]]>([
    ['ticking adds', [], 'garage-toolshed', ['garage-toolshed']],
    [
      'ticking sorts by the fixed order',
      ['garage-toolshed'],
      'electric-heaters',
      ['electric-heaters', 'garage-toolshed'],
    ],
    ['unticking removes', ['electric-heaters', 'gas-heaters'], 'electric-heaters', ['gas-heaters']],
    ['ticking indoor-fires adds hot-ashes', [], 'indoor-fires', ['indoor-fires', 'hot-ashes']],
    [
      'ticking indoor-fires keeps an already ticked hot-ashes once',
      ['hot-ashes'],
      'indoor-fires',
      ['indoor-fires', 'hot-ashes'],
    ],
    [
      'unticking indoor-fires removes hot-ashes',
      ['indoor-fires', 'hot-ashes', 'clothes-dryers'],
      'indoor-fires',
      ['clothes-dryers'],
    ],
    [
      'hot-ashes can be unticked on its own',
      ['indoor-fires', 'hot-ashes'],
      'hot-ashes',
      ['indoor-fires'],
    ],
    [
      'hot-ashes can be ticked on its own',
      ['indoor-fires'],
      'hot-ashes',
      ['indoor-fires', 'hot-ashes'],
    ],
    ['hot-ashes alone does not bring indoor-fires', [], 'hot-ashes', ['hot-ashes']],
  ])('%s', (_case, selected, slug, expected) => {
    expect(toggleBeginSection(selected, slug)).toEqual(expected);
  });

  it('does not mutate its input', () => {
    const selected: QuizSectionSlug[] = ['gas-heaters'];
    toggleBeginSection(selected, 'indoor-fires');
    expect(selected).toEqual(['gas-heaters']);
  });
});

describe('toggleSectionOption', () => {
  it.each<[string, QuizSectionSlug, string[], string, string[]]>([
    ['adds an option', 'indoor-fires', [], 'fireguard-used', ['fireguard-used']],
    [
      'keeps the section option order',
      'indoor-fires',
      ['matches-out-of-reach'],
      'chimney-cleaned',
      ['chimney-cleaned', 'matches-out-of-reach'],
    ],
    [
      'removes a ticked option',
      'indoor-fires',
      ['chimney-cleaned', 'fireguard-used'],
      'chimney-cleaned',
      ['fireguard-used'],
    ],
    [
      'not-applicable clears the others',
      'clothes-dryers',
      ['lint-cleaned', 'not-overloaded'],
      NOT_APPLICABLE,
      [NOT_APPLICABLE],
    ],
    [
      'another option clears not-applicable',
      'clothes-dryers',
      [NOT_APPLICABLE],
      'lint-cleaned',
      ['lint-cleaned'],
    ],
    ['unticking not-applicable leaves nothing', 'hot-ashes', [NOT_APPLICABLE], NOT_APPLICABLE, []],
    [
      'an unknown value changes nothing and drops stale values',
      'hot-ashes',
      ['left-ashes', 'stale'],
      'lint-cleaned',
      ['left-ashes'],
    ],
  ])('%s', (_case, section, selected, value, expected) => {
    expect(toggleSectionOption(section, selected, value)).toEqual(expected);
  });
});

describe('chosenSections and hasQuizAnswers', () => {
  it.each<[string, QuizAnswers, QuizSectionSlug[]]>([
    ['no begin answer', {}, []],
    ['empty begin answer', { begin: [] }, []],
    [
      'sorted and deduplicated',
      { begin: ['garage-toolshed', 'indoor-fires', 'garage-toolshed'] },
      ['indoor-fires', 'garage-toolshed'],
    ],
    ['unknown slugs dropped', { begin: ['electric-heater', 'hot-ashes', ''] }, ['hot-ashes']],
  ])('%s', (_case, answers, expected) => {
    expect(chosenSections(answers)).toEqual(expected);
    expect(hasQuizAnswers(answers)).toBe(expected.length > 0);
  });
});

describe('quiz navigation', () => {
  const answers: QuizAnswers = { begin: ['gas-heaters', 'indoor-fires', 'hot-ashes'] };

  it.each<[QuizStep, QuizStep, QuizStep]>([
    // current, next, previous
    ['begin', 'indoor-fires', 'begin'],
    ['indoor-fires', 'gas-heaters', 'begin'],
    ['gas-heaters', 'hot-ashes', 'indoor-fires'],
    ['hot-ashes', 'complete', 'gas-heaters'],
    ['complete', 'complete', 'hot-ashes'],
    // A section that is not chosen still moves to its chosen neighbours.
    ['electric-heaters', 'gas-heaters', 'indoor-fires'],
  ])('from %s: next is %s, previous is %s', (current, next, previous) => {
    expect(nextQuizStep(answers, current)).toBe(next);
    expect(previousQuizStep(answers, current)).toBe(previous);
  });

  it.each<[string, QuizAnswers, QuizStep, QuizStep, QuizStep]>([
    ['nothing chosen: begin stays', {}, 'begin', 'begin', 'begin'],
    ['nothing chosen: complete goes back to begin', {}, 'complete', 'complete', 'begin'],
    ['one chosen section', { begin: ['clothes-dryers'] }, 'clothes-dryers', 'complete', 'begin'],
  ])('%s', (_case, given, current, next, previous) => {
    expect(nextQuizStep(given, current)).toBe(next);
    expect(previousQuizStep(given, current)).toBe(previous);
  });

  it.each<[QuizSectionSlug, { current: number; total: number }]>([
    ['indoor-fires', { current: 1, total: 3 }],
    ['gas-heaters', { current: 2, total: 3 }],
    ['hot-ashes', { current: 3, total: 3 }],
    ['garage-toolshed', { current: 0, total: 3 }],
  ])('progress of %s', (section, expected) => {
    expect(quizProgress(answers, section)).toEqual(expected);
  });
});

describe('resolveQuizSlug', () => {
  it.each([...QUIZ_SECTION_ORDER, 'begin', 'complete'] as const)('%s is a step', (slug) => {
    expect(resolveQuizSlug(slug)).toEqual({ kind: 'step', step: slug });
  });

  it.each([
    ['electric-heater', 'electric-heaters'],
    ['lpg-heater', 'gas-heaters'],
    ['clothes-dryer', 'clothes-dryers'],
    ['unknown', 'begin'],
    ['', 'begin'],
    ['Indoor-Fires', 'begin'],
    ['print', 'begin'],
    ['constructor', 'begin'],
    ['__proto__', 'begin'],
  ])('%s redirects to %s', (slug, to) => {
    expect(resolveQuizSlug(slug)).toEqual({ kind: 'redirect', to });
  });

  it('has exactly the three tracking aliases', () => {
    expect(QUIZ_ALIASES).toEqual({
      'electric-heater': 'electric-heaters',
      'lpg-heater': 'gas-heaters',
      'clothes-dryer': 'clothes-dryers',
    });
  });
});

describe('answer validation', () => {
  it.each<[string[], boolean]>([
    [[], false],
    [['unknown'], false],
    [['hot-ashes'], true],
    [['unknown', 'garage-toolshed'], true],
  ])('begin %j valid: %s', (selected, valid) => {
    expect(isBeginValid(selected)).toBe(valid);
  });

  it.each<[QuizSectionSlug, string[], boolean]>([
    ['indoor-fires', [], true],
    ['indoor-fires', ['chimney-cleaned'], true],
    ['indoor-fires', ['chimney-cleaned', 'fireguard-used', 'matches-out-of-reach'], true],
    ['indoor-fires', [NOT_APPLICABLE], true],
    ['indoor-fires', [NOT_APPLICABLE, 'chimney-cleaned'], false],
    ['indoor-fires', ['lint-cleaned'], false],
    ['indoor-fires', ['chimney-cleaned', 'chimney-cleaned'], false],
    ['gas-heaters', ['heater-serviced', 'fresh-air'], true],
  ])('%s %j valid: %s', (section, values, valid) => {
    expect(isSectionAnswerValid(section, values)).toBe(valid);
  });

  it.each<[QuizSectionSlug, string[], boolean]>([
    ['hot-ashes', [], true],
    ['hot-ashes', ['left-ashes'], true],
    ['hot-ashes', ['left-ashes', 'stale-value'], true],
    ['hot-ashes', [NOT_APPLICABLE], true],
    ['hot-ashes', ['lint-cleaned'], false],
    ['hot-ashes', ['stale-value', 'other text'], false],
  ])('saved %s %j valid: %s', (section, values, valid) => {
    expect(isSavedQuizAnswerValid(section, values)).toBe(valid);
  });
});
