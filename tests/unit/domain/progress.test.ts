import { describe, expect, it } from 'vitest';
import { meterFraction, meterLabel } from '../../../src/domain/plan/progress';
import type { MeterLabel, MeterStage } from '../../../src/domain/plan/progress';
import type { PlanAnswers, PlanQuestionSlug } from '../../../src/vocabulary/types';

const one = (number: number, total: number | null): MeterLabel => ({
  kind: 'question',
  number,
  total,
});
const span = (from: number, to: number, total: number | null): MeterLabel => ({
  kind: 'questions',
  from,
  to,
  total,
});

const houseWith = (firstAssistance: boolean | undefined): PlanAnswers => ({
  'house-type': ['house'],
  'first-escape-route': firstAssistance === undefined ? {} : { assistance: firstAssistance },
});
const APARTMENT: PlanAnswers = { 'house-type': ['apartment'] };
const PREFIX_ONLY: PlanAnswers = { 'smoke-alarms': ['yes'] };

describe('meterLabel for every question', () => {
  describe.each<[string, PlanAnswers, [PlanQuestionSlug, MeterLabel][]]>([
    [
      'house, first route needs assistance',
      houseWith(true),
      [
        ['smoke-alarms-right-places', one(1, 12)],
        ['smoke-alarms', one(2, 12)],
        ['living-situation', one(3, 12)],
        ['house-type', one(4, 12)],
        ['first-escape-route', span(5, 7, 12)],
        ['second-escape-route', span(8, 10, 12)],
        ['meeting-area', one(11, 12)],
        ['discussed', one(12, 12)],
      ],
    ],
    [
      'house, first route needs no assistance (shifted down by one)',
      houseWith(false),
      [
        ['smoke-alarms-right-places', one(1, 11)],
        ['house-type', one(4, 11)],
        ['first-escape-route', span(5, 7, 11)],
        ['second-escape-route', span(8, 9, 11)],
        ['meeting-area', one(10, 11)],
        ['discussed', one(11, 11)],
      ],
    ],
    [
      'house, first route not answered yet',
      houseWith(undefined),
      [
        ['second-escape-route', span(8, 9, 11)],
        ['discussed', one(11, 11)],
      ],
    ],
    [
      'apartment',
      APARTMENT,
      [
        ['smoke-alarms-right-places', one(1, 11)],
        ['smoke-alarms', one(2, 11)],
        ['living-situation', one(3, 11)],
        ['house-type', one(4, 11)],
        ['flat-floor', one(5, 11)],
        ['fire-alarm', one(6, 11)],
        ['assembly-point', one(7, 11)],
        ['escape-route', span(8, 11, 11)],
      ],
    ],
    [
      'no home type yet (no total)',
      PREFIX_ONLY,
      [
        ['smoke-alarms-right-places', one(1, null)],
        ['smoke-alarms', one(2, null)],
        ['living-situation', one(3, null)],
        ['house-type', one(4, null)],
      ],
    ],
  ])('%s', (_label, answers, cases) => {
    it.each(cases)('%s', (question, expected) => {
      expect(meterLabel(answers, { question })).toEqual(expected);
    });
  });

  it.each<[string, PlanAnswers, PlanQuestionSlug]>([
    ['an apartment question in the house flow', houseWith(true), 'escape-route'],
    ['a house question in the apartment flow', APARTMENT, 'meeting-area'],
    ['a house question before the home type is known', PREFIX_ONLY, 'first-escape-route'],
  ])('shows nothing for %s', (_label, answers, question) => {
    expect(meterLabel(answers, { question })).toEqual({ kind: 'none' });
  });
});

describe('meterLabel for pages', () => {
  it.each<[MeterStage, MeterLabel['kind']]>([
    ['plan-made', 'your-plan'],
    ['after-plan', 'none'],
    ['before-questions', 'none'],
  ])('%s shows %s', (stage, kind) => {
    expect(meterLabel(houseWith(true), { stage })).toEqual({ kind });
  });
});

describe('meterFraction', () => {
  it.each<[string, PlanAnswers, PlanQuestionSlug, number]>([
    ['the first question is at the start', houseWith(true), 'smoke-alarms-right-places', 0],
    ['house first route, of 12', houseWith(true), 'first-escape-route', 4 / 12],
    ['house second route, of 12', houseWith(true), 'second-escape-route', 7 / 12],
    ['house discussed, of 12', houseWith(true), 'discussed', 11 / 12],
    ['house meeting area, of 11', houseWith(false), 'meeting-area', 9 / 11],
    ['apartment escape route, of 11', APARTMENT, 'escape-route', 7 / 11],
    [
      'house-type before the flow is known, of the shortest flow',
      PREFIX_ONLY,
      'house-type',
      3 / 11,
    ],
    ['a question outside the flow', APARTMENT, 'discussed', 0],
  ])('%s', (_label, answers, question, expected) => {
    expect(meterFraction(answers, { question })).toBeCloseTo(expected, 10);
  });

  it.each<[MeterStage, number]>([
    ['before-questions', 0],
    ['plan-made', 1],
    ['after-plan', 1],
  ])('stage %s is at %d', (stage, expected) => {
    expect(meterFraction(APARTMENT, { stage })).toBe(expected);
  });

  it.each<[string, PlanAnswers, PlanQuestionSlug[]]>([
    [
      'house',
      houseWith(true),
      [
        'smoke-alarms',
        'house-type',
        'first-escape-route',
        'second-escape-route',
        'meeting-area',
        'discussed',
      ],
    ],
    [
      'apartment',
      APARTMENT,
      ['living-situation', 'flat-floor', 'fire-alarm', 'assembly-point', 'escape-route'],
    ],
  ])('rises through the %s flow and stays below 1', (_label, answers, questions) => {
    const fractions = questions.map((question) => meterFraction(answers, { question }));
    fractions.forEach((fraction, index) => {
      expect(fraction).toBeLessThan(1);
      if (index > 0) expect(fraction).toBeGreaterThan(fractions[index - 1] as number);
    });
  });
});
