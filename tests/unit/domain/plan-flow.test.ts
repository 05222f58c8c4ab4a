import { planAnswersProblem } from '../../../src/domain/plan/completeness';
import { describe, expect, it } from 'vitest';
import {
  answersOutsideFlow,
  hasPlanAnswers,
  nextStep,
  planFlow,
  planSteps,
  previousStep,
  shownSubQuestions,
  stepFromPath,
  withoutAnswersOutsideFlow,
} from '../../../src/domain/plan/flow';
import { stepPath } from '../../../src/routes';
import type { PlanStep } from '../../../src/domain/plan/flow';
import type { PlanAnswers, PlanQuestionSlug } from '../../../src/vocabulary/types';

const PREFIX: PlanQuestionSlug[] = [
  'smoke-alarms-right-places',
  'smoke-alarms',
  'living-situation',
  'house-type',
];
const HOUSE: PlanQuestionSlug[] = [
  ...PREFIX,
  'first-escape-route',
  'second-escape-route',
  'meeting-area',
  'discussed',
];
const APARTMENT: PlanQuestionSlug[] = [
  ...PREFIX,
  'flat-floor',
  'fire-alarm',
  'assembly-point',
  'escape-route',
];

const PREFIX_ANSWERS: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['other-adults', 'pets-animals'],
};

/** A complete house plan; `firstAssistance` decides whether the second route asks it too. */
function houseAnswers(firstAssistance: boolean, overrides: PlanAnswers = {}): PlanAnswers {
  return {
    ...PREFIX_ANSWERS,
    'house-type': ['house'],
    'first-escape-route': { 'route-planned': true, obstacles: false, assistance: firstAssistance },
    'second-escape-route': firstAssistance
      ? { 'route-planned': true, obstacles: false, assistance: false }
      : { 'route-planned': true, obstacles: false },
    'meeting-area': ['letterbox'],
    discussed: ['yes'],
    ...overrides,
  };
}

function apartmentAnswers(overrides: PlanAnswers = {}): PlanAnswers {
  return {
    ...PREFIX_ANSWERS,
    'house-type': ['apartment'],
    'flat-floor': ['above'],
    'fire-alarm': ['yes'],
    'assembly-point': ['across-road'],
    'escape-route': { 'multiple-exits': true, obstacles: false, locks: false, discuss: true },
    ...overrides,
  };
}

const PREFIX_STEPS: PlanStep[] = PREFIX.map((slug) => ({ slug }));
const HOUSE_STEPS_WITH_ASSISTANCE: PlanStep[] = [
  ...PREFIX_STEPS,
  { slug: 'first-escape-route', sub: 'route-planned' },
  { slug: 'first-escape-route', sub: 'obstacles' },
  { slug: 'first-escape-route', sub: 'assistance' },
  { slug: 'second-escape-route', sub: 'route-planned' },
  { slug: 'second-escape-route', sub: 'obstacles' },
  { slug: 'second-escape-route', sub: 'assistance' },
  { slug: 'meeting-area' },
  { slug: 'discussed' },
];
const HOUSE_STEPS_WITHOUT_ASSISTANCE = HOUSE_STEPS_WITH_ASSISTANCE.filter(
  (step) => !(step.slug === 'second-escape-route' && step.sub === 'assistance'),
);
const APARTMENT_STEPS: PlanStep[] = [
  ...PREFIX_STEPS,
  { slug: 'flat-floor' },
  { slug: 'fire-alarm' },
  { slug: 'assembly-point' },
  { slug: 'escape-route', sub: 'multiple-exits' },
  { slug: 'escape-route', sub: 'obstacles' },
  { slug: 'escape-route', sub: 'locks' },
  { slug: 'escape-route', sub: 'discuss' },
];

/** Every consecutive pair of a step list, for checking next and previous both ways. */
function pairs<T>(items: T[]): [T, T][] {
  return items.slice(1).map((item, index) => [items[index] as T, item]);
}

describe('planFlow', () => {
  it.each<[string, PlanAnswers, PlanQuestionSlug[]]>([
    ['house', { 'house-type': ['house'] }, HOUSE],
    ['apartment', { 'house-type': ['apartment'] }, APARTMENT],
    ['no house-type yet', PREFIX_ANSWERS, PREFIX],
    ['no answers at all', {}, PREFIX],
    ['an unknown house-type', { 'house-type': ['castle'] }, PREFIX],
    ['an empty house-type list', { 'house-type': [] }, PREFIX],
    ['a house-type that is not a list', { 'house-type': { house: true } }, PREFIX],
    ['the first entry of a longer list', { 'house-type': ['apartment', 'house'] }, APARTMENT],
  ])('%s', (_label, answers, expected) => {
    expect(planFlow(answers)).toEqual(expected);
  });

  it('returns a copy that callers may change', () => {
    const flow = planFlow({ 'house-type': ['house'] });
    flow.pop();
    expect(planFlow({ 'house-type': ['house'] })).toEqual(HOUSE);
  });
});

describe('shownSubQuestions', () => {
  it.each<[string, PlanQuestionSlug, PlanAnswers, string[]]>([
    [
      'first route, always all three',
      'first-escape-route',
      {},
      ['route-planned', 'obstacles', 'assistance'],
    ],
    [
      'second route when the first needs assistance',
      'second-escape-route',
      { 'first-escape-route': { assistance: true } },
      ['route-planned', 'obstacles', 'assistance'],
    ],
    [
      'second route when the first needs none',
      'second-escape-route',
      { 'first-escape-route': { assistance: false } },
      ['route-planned', 'obstacles'],
    ],
    [
      'second route before the first is answered',
      'second-escape-route',
      {},
      ['route-planned', 'obstacles'],
    ],
    [
      'apartment escape route',
      'escape-route',
      {},
      ['multiple-exits', 'obstacles', 'locks', 'discuss'],
    ],
    ['a question that is not a carousel', 'meeting-area', {}, []],
  ])('%s', (_label, slug, answers, expected) => {
    expect(shownSubQuestions(slug, answers).map((sub) => sub.slug)).toEqual(expected);
  });
});

describe('planSteps', () => {
  it.each<[string, PlanAnswers, PlanStep[]]>([
    ['house, second assistance shown', houseAnswers(true), HOUSE_STEPS_WITH_ASSISTANCE],
    ['house, second assistance hidden', houseAnswers(false), HOUSE_STEPS_WITHOUT_ASSISTANCE],
    ['apartment', apartmentAnswers(), APARTMENT_STEPS],
    ['common prefix', PREFIX_ANSWERS, PREFIX_STEPS],
  ])('%s', (_label, answers, expected) => {
    expect(planSteps(answers)).toEqual(expected);
  });
});

describe.each<[string, PlanAnswers, PlanStep[]]>([
  ['house with second assistance', houseAnswers(true), HOUSE_STEPS_WITH_ASSISTANCE],
  ['house without second assistance', houseAnswers(false), HOUSE_STEPS_WITHOUT_ASSISTANCE],
  ['apartment', apartmentAnswers(), APARTMENT_STEPS],
])('step navigation, %s', (_label, answers, steps) => {
  it.each(pairs(steps))('next of %o is %o', (from, to) => {
    expect(nextStep(answers, from)).toEqual(to);
  });

  it.each(pairs(steps))('previous of %o (reversed) comes back', (from, to) => {
    expect(previousStep(answers, to)).toEqual(from);
  });

  it('ends in complete after the last step', () => {
    expect(nextStep(answers, steps.at(-1) as PlanStep)).toBe('complete');
  });

  it('has nothing before the first step', () => {
    expect(previousStep(answers, steps[0] as PlanStep)).toBeNull();
  });
});

describe('step navigation edge cases', () => {
  it.each<[string, PlanAnswers, PlanStep, PlanStep | 'complete']>([
    [
      'a carousel without sub is its first sub-question',
      houseAnswers(true),
      { slug: 'first-escape-route' },
      { slug: 'first-escape-route', sub: 'obstacles' },
    ],
    [
      'a hidden sub-question moves on to the next question',
      houseAnswers(false),
      { slug: 'second-escape-route', sub: 'assistance' },
      { slug: 'meeting-area' },
    ],
    [
      'a question outside the flow restarts the flow',
      houseAnswers(true),
      { slug: 'fire-alarm' },
      { slug: 'smoke-alarms-right-places' },
    ],
    [
      'house-type without a house-type answer ends the prefix',
      PREFIX_ANSWERS,
      { slug: 'house-type' },
      'complete',
    ],
    [
      'house-type once answered house',
      { ...PREFIX_ANSWERS, 'house-type': ['house'] },
      { slug: 'house-type' },
      { slug: 'first-escape-route', sub: 'route-planned' },
    ],
    [
      'house-type once answered apartment',
      { ...PREFIX_ANSWERS, 'house-type': ['apartment'] },
      { slug: 'house-type' },
      { slug: 'flat-floor' },
    ],
  ])('next: %s', (_label, answers, step, expected) => {
    expect(nextStep(answers, step)).toEqual(expected);
  });

  it.each<[string, PlanAnswers, PlanStep, PlanStep | null]>([
    [
      'a carousel without sub is its first sub-question',
      houseAnswers(true),
      { slug: 'second-escape-route' },
      { slug: 'first-escape-route', sub: 'assistance' },
    ],
    [
      'a hidden sub-question goes back to its shown neighbour',
      houseAnswers(false),
      { slug: 'second-escape-route', sub: 'assistance' },
      { slug: 'second-escape-route', sub: 'obstacles' },
    ],
    [
      'a question outside the flow has nothing before it',
      apartmentAnswers(),
      { slug: 'discussed' },
      null,
    ],
    [
      'the first apartment question goes back to house-type',
      apartmentAnswers(),
      { slug: 'flat-floor' },
      { slug: 'house-type' },
    ],
  ])('previous: %s', (_label, answers, step, expected) => {
    expect(previousStep(answers, step)).toEqual(expected);
  });
});

describe('paths', () => {
  it.each<[PlanStep, string]>([
    [{ slug: 'smoke-alarms' }, '/question/smoke-alarms'],
    [{ slug: 'first-escape-route', sub: 'obstacles' }, '/question/first-escape-route/obstacles'],
    [{ slug: 'escape-route', sub: 'multiple-exits' }, '/question/escape-route/multiple-exits'],
  ])('stepPath(%o) is %s', (step, path) => {
    expect(stepPath(step)).toBe(path);
  });

  it.each<[string, string | undefined, PlanStep | null]>([
    ['meeting-area', undefined, { slug: 'meeting-area' }],
    ['first-escape-route', undefined, { slug: 'first-escape-route', sub: 'route-planned' }],
    ['escape-route', undefined, { slug: 'escape-route', sub: 'multiple-exits' }],
    ['second-escape-route', 'assistance', { slug: 'second-escape-route', sub: 'assistance' }],
    ['escape-route', 'locks', { slug: 'escape-route', sub: 'locks' }],
    ['not-a-question', undefined, null],
    ['begin', undefined, null],
    ['first-escape-route', 'locks', null],
    ['escape-route', 'summary', null],
    ['meeting-area', 'letterbox', null],
  ])('stepFromPath(%s, %s)', (slug, sub, expected) => {
    expect(stepFromPath(slug, sub)).toEqual(expected);
  });

  it.each([...HOUSE_STEPS_WITH_ASSISTANCE, ...APARTMENT_STEPS])(
    'stepFromPath reads back the path of %o',
    (step) => {
      const [, , slug, sub] = stepPath(step).split('/');
      expect(stepFromPath(slug as string, sub)).toEqual(step);
    },
  );
});

describe('changing house-type', () => {
  const both: PlanAnswers = { ...houseAnswers(true), 'fire-alarm': ['no'] };

  it.each<[string, PlanAnswers, string, PlanQuestionSlug[]]>([
    [
      'house to apartment',
      houseAnswers(true),
      'apartment',
      ['first-escape-route', 'second-escape-route', 'meeting-area', 'discussed'],
    ],
    [
      'apartment to house',
      apartmentAnswers(),
      'house',
      ['fire-alarm', 'assembly-point', 'escape-route', 'flat-floor'],
    ],
    ['house to house', houseAnswers(true), 'house', []],
    ['stale answers of the other flow', both, 'house', ['fire-alarm']],
    [
      'to an unknown type',
      apartmentAnswers(),
      'castle',
      ['fire-alarm', 'assembly-point', 'escape-route', 'flat-floor'],
    ],
    ['nothing stored beyond the prefix', PREFIX_ANSWERS, 'apartment', []],
  ])('%s would drop the right answers', (_label, answers, houseType, expected) => {
    expect(answersOutsideFlow(answers, houseType)).toEqual(expected);
  });

  it.each<[string, PlanAnswers, PlanAnswers]>([
    [
      'switched to apartment',
      { ...houseAnswers(true), 'house-type': ['apartment'] },
      { ...PREFIX_ANSWERS, 'house-type': ['apartment'] },
    ],
    [
      'switched to house',
      { ...apartmentAnswers(), 'house-type': ['house'] },
      { ...PREFIX_ANSWERS, 'house-type': ['house'] },
    ],
    ['stale answers of the other flow', both, houseAnswers(true)],
    ['nothing to drop', apartmentAnswers(), apartmentAnswers()],
  ])('withoutAnswersOutsideFlow: %s', (_label, answers, expected) => {
    expect(withoutAnswersOutsideFlow(answers)).toEqual(expected);
  });

  it('does not change the answers it was given', () => {
    const answers = { ...houseAnswers(true), 'house-type': ['apartment'] };
    withoutAnswersOutsideFlow(answers);
    expect(answers['meeting-area']).toEqual(['letterbox']);
  });
});

describe('hasPlanAnswers', () => {
  it.each<[string, PlanAnswers, boolean]>([
    ['no answers', {}, false],
    ['an explicitly undefined answer', { discussed: undefined }, false],
    ['one answer', { 'smoke-alarms': ['yes'] }, true],
    ['a full plan', apartmentAnswers(), true],
  ])('%s', (_label, answers, expected) => {
    expect(hasPlanAnswers(answers)).toBe(expected);
  });
});

// Complete enough to save: the rule the device and the server share (plan/completeness.ts).
describe('planAnswersProblem on whole flows', () => {
  it.each<[string, PlanAnswers, boolean]>([
    ['a full house plan with second assistance', houseAnswers(true), true],
    ['a full house plan without second assistance', houseAnswers(false), true],
    ['a full apartment plan', apartmentAnswers(), true],
    ['only the common prefix', { ...PREFIX_ANSWERS }, false],
    ['an unknown house-type', { ...houseAnswers(true), 'house-type': ['castle'] }, false],
    ['house without discussed', { ...houseAnswers(true), discussed: undefined }, false],
    ['an empty meeting area', houseAnswers(true, { 'meeting-area': [] }), false],
    ['a free-text meeting area', houseAnswers(true, { 'meeting-area': ['the big tree'] }), true],
    [
      'second assistance shown but not answered',
      houseAnswers(true, { 'second-escape-route': { 'route-planned': true, obstacles: true } }),
      false,
    ],
    [
      'second route unable to plan',
      houseAnswers(false, {
        'second-escape-route': { 'route-planned': 'unable', obstacles: false },
      }),
      true,
    ],
    [
      'apartment without the escape route',
      { ...apartmentAnswers(), 'escape-route': undefined },
      false,
    ],
    [
      'apartment with an invalid fire alarm answer',
      apartmentAnswers({ 'fire-alarm': ['maybe'] }),
      false,
    ],
    [
      'house answers under an apartment house-type',
      { ...houseAnswers(true), 'house-type': ['apartment'] },
      false,
    ],
  ])('%s', (_label, answers, expected) => {
    expect(planAnswersProblem(answers) === null).toBe(expected);
  });
});
