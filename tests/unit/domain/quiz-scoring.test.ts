// The quiz's score: percentages, grades, scoreQuiz and the summaries sent to the server.
import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE, QUIZ_SECTIONS } from '../../../src/content/quiz-sections';
import {
  gradeFor,
  percentageOf,
  quizAnswersFromSummary,
  scoreQuiz,
  summaryMatchesScore,
  type QuizResultItem,
  type QuizResultSummary,
} from '../../../src/domain/quiz/quiz-rules';
import {
  QUIZ_SECTION_SLUGS,
  type QuizAnswers,
  type QuizSectionSlug,
} from '../../../src/vocabulary/types';

function scoredOptions(slug: QuizSectionSlug): string[] {
  return QUIZ_SECTIONS[slug].options
    .map((option) => option.value)
    .filter((value) => value !== NOT_APPLICABLE);
}

describe('percentage and grade', () => {
  it.each<[number, number, number]>([
    [0, 0, 0],
    [0, 300, 0],
    [50, 0, 0],
    [99, 200, 50], // 49.5 rounds up
    [98, 200, 49],
    [169, 200, 85], // 84.5 rounds up
    [168, 200, 84],
    [1, 3, 33],
    [2, 3, 67],
    [300, 300, 100],
  ])('%i of %i is %i per cent', (total, possible, percentage) => {
    expect(percentageOf(total, possible)).toBe(percentage);
  });

  it.each<[number, 'bad' | 'okay' | 'good']>([
    [0, 'bad'],
    [49, 'bad'],
    [50, 'okay'],
    [84, 'okay'],
    [85, 'good'],
    [100, 'good'],
  ])('%i per cent is %s', (percentage, grade) => {
    expect(gradeFor(percentage)).toBe(grade);
  });

  it.each<[number, number, 'bad' | 'okay' | 'good']>([
    [99, 200, 'okay'],
    [98, 200, 'bad'],
    [169, 200, 'good'],
    [168, 200, 'okay'],
  ])('%i of %i grades %s after rounding', (total, possible, grade) => {
    expect(gradeFor(percentageOf(total, possible))).toBe(grade);
  });
});

describe('scoreQuiz', () => {
  it('scores the chosen sections in order with every scored option flagged', () => {
    const summary = scoreQuiz({
      begin: ['garage-toolshed', 'indoor-fires'],
      'indoor-fires': ['chimney-cleaned', 'matches-out-of-reach'],
      'garage-toolshed': ['sparks'],
    });
    expect(summary).toEqual({
      items: [
        {
          slug: 'indoor-fires',
          options: [
            { value: 'chimney-cleaned', checked: true },
            { value: 'fireguard-used', checked: false },
            { value: 'matches-out-of-reach', checked: true },
          ],
          points: 100,
          score: 80,
        },
        {
          slug: 'garage-toolshed',
          options: [
            { value: 'oily-rags', checked: false },
            { value: 'sparks', checked: true },
            { value: 'power-drills', checked: false },
          ],
          points: 100,
          score: 25,
        },
      ],
      possible_points: 200,
      total_score: 105,
      percentage: 53,
      result: 'okay',
    });
  });

  it.each(QUIZ_SECTION_SLUGS.map((slug) => [slug]))('%s all ticked scores 100, good', (slug) => {
    const summary = scoreQuiz({ begin: [slug], [slug]: scoredOptions(slug) });
    expect(summary.total_score).toBe(100);
    expect(summary.possible_points).toBe(100);
    expect(summary.result).toBe('good');
  });

  it.each<[string, QuizAnswers, number, number, number, string, QuizSectionSlug[]]>([
    // case, answers, possible, total, percentage, result, item slugs
    ['no section chosen', {}, 0, 0, 0, 'bad', []],
    [
      'a chosen section left unanswered counts as nothing ticked',
      { begin: ['hot-ashes'] },
      100,
      0,
      0,
      'bad',
      ['hot-ashes'],
    ],
    [
      'a section marked not applicable is left out of items and totals',
      {
        begin: ['clothes-dryers', 'electric-blankets'],
        'clothes-dryers': [NOT_APPLICABLE],
        'electric-blankets': [
          'turned-off',
          'no-heavy-objects',
          'blanket-flat',
          'rolled-not-folded',
        ],
      },
      100,
      90,
      90,
      'good',
      ['electric-blankets'],
    ],
    [
      'all sections not applicable give 0 possible points, 0 and bad',
      {
        begin: ['hot-ashes', 'gas-heaters'],
        'hot-ashes': [NOT_APPLICABLE],
        'gas-heaters': [NOT_APPLICABLE],
      },
      0,
      0,
      0,
      'bad',
      [],
    ],
    [
      'answers of unchosen sections do not count',
      {
        begin: ['garage-toolshed'],
        'garage-toolshed': ['power-drills'],
        'hot-ashes': ['left-ashes'],
      },
      100,
      50,
      50,
      'okay',
      ['garage-toolshed'],
    ],
    [
      'unknown and duplicated values score nothing extra',
      { begin: ['garage-toolshed'], 'garage-toolshed': ['oily-rags', 'oily-rags', 'bogus'] },
      100,
      25,
      25,
      'bad',
      ['garage-toolshed'],
    ],
  ])('%s', (_case, answers, possible, total, percentage, result, slugs) => {
    const summary = scoreQuiz(answers);
    expect(summary.possible_points).toBe(possible);
    expect(summary.total_score).toBe(total);
    expect(summary.percentage).toBe(percentage);
    expect(summary.result).toBe(result);
    expect(summary.items.map((item) => item.slug)).toEqual(slugs);
  });
});

describe('summaries sent to the server', () => {
  const answers: QuizAnswers = {
    begin: ['indoor-fires', 'hot-ashes', 'electric-blankets', 'clothes-dryers'],
    'indoor-fires': ['chimney-cleaned'],
    'hot-ashes': ['left-ashes', 'poured-water', 'emptied-ashes'],
    'electric-blankets': ['turned-off', 'blanket-flat'],
    'clothes-dryers': [NOT_APPLICABLE],
  };
  const real = scoreQuiz(answers);

  function item(summary: QuizResultSummary, index: number): QuizResultItem {
    const found = summary.items[index];
    if (!found) throw new Error(`No item ${index}`);
    return found;
  }

  function tampered(change: (summary: QuizResultSummary) => void): QuizResultSummary {
    const copy = structuredClone(real);
    change(copy);
    return copy;
  }

  it('rebuilds the answers from the checked options', () => {
    expect(quizAnswersFromSummary(real)).toEqual({
      begin: ['indoor-fires', 'hot-ashes', 'electric-blankets'],
      'indoor-fires': ['chimney-cleaned'],
      'hot-ashes': ['left-ashes', 'poured-water', 'emptied-ashes'],
      'electric-blankets': ['blanket-flat', 'turned-off'],
    });
  });

  it.each<[string, QuizResultSummary]>([
    ['a real summary', real],
    ['the empty summary of no sections', scoreQuiz({})],
    [
      'a summary of all sections fully ticked',
      scoreQuiz(
        Object.fromEntries([
          ['begin', [...QUIZ_SECTION_SLUGS]],
          ...QUIZ_SECTION_SLUGS.map((slug) => [slug, scoredOptions(slug)]),
        ]) as QuizAnswers,
      ),
    ],
  ])('accepts %s', (_case, summary) => {
    expect(summaryMatchesScore(summary)).toBe(true);
  });

  it.each<[string, QuizResultSummary]>([
    ['a raised total', tampered((s) => (s.total_score += 10))],
    ['a raised possible points', tampered((s) => (s.possible_points += 100))],
    ['a raised percentage', tampered((s) => (s.percentage += 1))],
    ['a better result', tampered((s) => (s.result = 'good'))],
    ['a raised item score', tampered((s) => (item(s, 0).score += 20))],
    ['a changed item points', tampered((s) => (item(s, 0).points = 50))],
    [
      'a score and total raised together',
      tampered((s) => {
        item(s, 0).score += 20;
        s.total_score += 20;
        s.percentage = percentageOf(s.total_score, s.possible_points);
      }),
    ],
    ['an option dropped', tampered((s) => item(s, 0).options.pop())],
    [
      'an unknown option',
      tampered((s) => item(s, 0).options.push({ value: 'bogus', checked: false })),
    ],
    [
      'a checked not-applicable option',
      tampered((s) => item(s, 0).options.push({ value: NOT_APPLICABLE, checked: true })),
    ],
    ['items out of order', tampered((s) => s.items.reverse())],
    ['a duplicated item', tampered((s) => s.items.push(structuredClone(item(s, 0))))],
    ['options out of order', tampered((s) => item(s, 1).options.reverse())],
  ])('rejects %s', (_case, summary) => {
    expect(summaryMatchesScore(summary)).toBe(false);
  });
});
