import { describe, expect, it } from 'vitest';
import { ADVICE_ITEM_KEY, deriveChecklist } from '../../../src/domain/plan/checklist';
import { asksForAdvice, assessPlan } from '../../../src/domain/plan/assessment';
import type { ChecklistItem } from '../../../src/domain/plan/checklist';
import type { PlanAnswers } from '../../../src/vocabulary/types';
import type { DoneOrTodoChecklistKey } from '../../../src/vocabulary/text-keys';

const ADVICE: ChecklistItem = { key: ADVICE_ITEM_KEY, fieldValue: false };
const item = (key: DoneOrTodoChecklistKey, fieldValue: boolean): ChecklistItem => ({
  key,
  fieldValue,
});

const SAFE_PREFIX: PlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['just-me'],
};

/** A house plan with every answer on the safe side; the second assistance is hidden. */
function safeHouse(overrides: PlanAnswers = {}): PlanAnswers {
  return {
    ...SAFE_PREFIX,
    'house-type': ['house'],
    'first-escape-route': { 'route-planned': true, obstacles: false, assistance: false },
    'second-escape-route': { 'route-planned': true, obstacles: false },
    'meeting-area': ['gate'],
    discussed: ['yes'],
    ...overrides,
  };
}

function safeApartment(overrides: PlanAnswers = {}): PlanAnswers {
  return {
    ...SAFE_PREFIX,
    'house-type': ['apartment'],
    'fire-alarm': ['yes'],
    'assembly-point': ['street-outside'],
    'escape-route': { 'multiple-exits': true, obstacles: false, locks: false, discuss: true },
    ...overrides,
  };
}

const SAFE_HOUSE_ITEMS: ChecklistItem[] = [
  item('smoke-alarms-right-places', true),
  item('smoke-alarms', true),
  item('first-route-planned', true),
  item('second-route-planned', true),
  item('discussed', true),
];

const SAFE_APARTMENT_ITEMS: ChecklistItem[] = [
  item('smoke-alarms-right-places', true),
  item('smoke-alarms', true),
  item('fire-alarm', true),
  item('multiple-exits', true),
  item('escape-route-discussed', true),
];

describe('deriveChecklist, house flow', () => {
  it.each<[string, PlanAnswers, ChecklistItem[]]>([
    ['all safe: no to-dos and no advice', safeHouse(), SAFE_HOUSE_ITEMS],
    [
      "alarms in the wrong places ('no')",
      safeHouse({ 'smoke-alarms-right-places': ['no'] }),
      [item('smoke-alarms-right-places', false), ...SAFE_HOUSE_ITEMS.slice(1), ADVICE],
    ],
    [
      "'no-not-sure' on the alarm places counts as false",
      safeHouse({ 'smoke-alarms-right-places': ['no-not-sure'] }),
      [item('smoke-alarms-right-places', false), ...SAFE_HOUSE_ITEMS.slice(1), ADVICE],
    ],
    [
      "'no-not-sure' on tested alarms counts as false",
      safeHouse({ 'smoke-alarms': ['no-not-sure'] }),
      [
        ...SAFE_HOUSE_ITEMS.slice(0, 1),
        item('smoke-alarms', false),
        ...SAFE_HOUSE_ITEMS.slice(2),
        ADVICE,
      ],
    ],
    [
      'no smoke alarms at all',
      safeHouse({ 'smoke-alarms': ['dont-have-any'] }),
      [
        ...SAFE_HOUSE_ITEMS.slice(0, 1),
        item('smoke-alarms', false),
        ...SAFE_HOUSE_ITEMS.slice(2),
        ADVICE,
      ],
    ],
    [
      'first route not planned',
      safeHouse({
        'first-escape-route': { 'route-planned': false, obstacles: false, assistance: false },
      }),
      [
        ...SAFE_HOUSE_ITEMS.slice(0, 2),
        item('first-route-planned', false),
        ...SAFE_HOUSE_ITEMS.slice(3),
        ADVICE,
      ],
    ],
    [
      'second route unable: not planned, with advice',
      safeHouse({ 'second-escape-route': { 'route-planned': 'unable', obstacles: false } }),
      [
        ...SAFE_HOUSE_ITEMS.slice(0, 3),
        item('second-route-planned', false),
        item('discussed', true),
        ADVICE,
      ],
    ],
    [
      'second route not planned',
      safeHouse({ 'second-escape-route': { 'route-planned': false, obstacles: false } }),
      [
        ...SAFE_HOUSE_ITEMS.slice(0, 3),
        item('second-route-planned', false),
        item('discussed', true),
        ADVICE,
      ],
    ],
    [
      'obstacles on both routes are to-dos, in flow order',
      safeHouse({
        'first-escape-route': { 'route-planned': true, obstacles: true, assistance: false },
        'second-escape-route': { 'route-planned': true, obstacles: true },
      }),
      [
        ...SAFE_HOUSE_ITEMS.slice(0, 2),
        item('first-route-planned', true),
        item('first-route-obstacles', false),
        item('second-route-planned', true),
        item('second-route-obstacles', false),
        item('discussed', true),
      ],
    ],
    [
      'assistance on the first route shows the second assistance question',
      safeHouse({
        'living-situation': ['other-adults'],
        'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
        'second-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
      }),
      [
        ...SAFE_HOUSE_ITEMS.slice(0, 3),
        item('first-route-assistance', false),
        item('second-route-planned', true),
        item('second-route-assistance', false),
        item('discussed', true),
      ],
    ],
    [
      'a hidden second assistance gives no item even if a stale answer is stored',
      safeHouse({
        'second-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
      }),
      SAFE_HOUSE_ITEMS,
    ],
    [
      'not discussed',
      safeHouse({ discussed: ['no'] }),
      [...SAFE_HOUSE_ITEMS.slice(0, 4), item('discussed', false)],
    ],
    [
      'answers of the apartment flow are ignored',
      safeHouse({ 'fire-alarm': ['no'], 'escape-route': { 'multiple-exits': false } }),
      SAFE_HOUSE_ITEMS,
    ],
    [
      'unanswered routes are not planned and raise no to-dos',
      safeHouse({ 'first-escape-route': undefined, 'second-escape-route': undefined }),
      [
        ...SAFE_HOUSE_ITEMS.slice(0, 2),
        item('first-route-planned', false),
        item('second-route-planned', false),
        item('discussed', true),
        ADVICE,
      ],
    ],
    [
      'someone who lives alone and needs help gets no "agree who helps" they cannot close',
      safeHouse({
        'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
        'second-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
      }),
      // In their place, the free home fire safety visit, closed once it is booked.
      [
        ...SAFE_HOUSE_ITEMS.slice(0, 2),
        item('alone-help-visit', false),
        ...SAFE_HOUSE_ITEMS.slice(2),
      ],
    ],
  ])('%s', (_label, answers, expected) => {
    expect(deriveChecklist(answers)).toEqual(expected);
  });
});

describe('deriveChecklist, apartment flow', () => {
  it.each<[string, PlanAnswers, ChecklistItem[]]>([
    ['all safe', safeApartment(), SAFE_APARTMENT_ITEMS],
    [
      'no fire alarm known: a to-do but no advice',
      safeApartment({ 'fire-alarm': ['no'] }),
      [
        ...SAFE_APARTMENT_ITEMS.slice(0, 2),
        item('fire-alarm', false),
        ...SAFE_APARTMENT_ITEMS.slice(3),
      ],
    ],
    [
      'one way out only: advice',
      safeApartment({
        'escape-route': { 'multiple-exits': false, obstacles: false, locks: false, discuss: true },
      }),
      [
        ...SAFE_APARTMENT_ITEMS.slice(0, 3),
        item('multiple-exits', false),
        item('escape-route-discussed', true),
        ADVICE,
      ],
    ],
    [
      'obstacles, locks and no discussion',
      safeApartment({
        'escape-route': { 'multiple-exits': true, obstacles: true, locks: true, discuss: false },
      }),
      [
        ...SAFE_APARTMENT_ITEMS.slice(0, 4),
        item('escape-route-obstacles', false),
        item('escape-route-locks', false),
        item('escape-route-discussed', false),
      ],
    ],
    [
      'alarms not sure',
      safeApartment({ 'smoke-alarms-right-places': ['no-not-sure'] }),
      [item('smoke-alarms-right-places', false), ...SAFE_APARTMENT_ITEMS.slice(1), ADVICE],
    ],
    [
      'answers of the house flow are ignored',
      safeApartment({ discussed: ['no'], 'first-escape-route': { 'route-planned': false } }),
      SAFE_APARTMENT_ITEMS,
    ],
  ])('%s', (_label, answers, expected) => {
    expect(deriveChecklist(answers)).toEqual(expected);
  });
});

describe('deriveChecklist, no home type yet', () => {
  it.each<[string, PlanAnswers, ChecklistItem[]]>([
    [
      'the alarm items and advice, as no way out is planned',
      SAFE_PREFIX,
      [...SAFE_HOUSE_ITEMS.slice(0, 2), ADVICE],
    ],
    [
      'an unknown home type is treated the same',
      { ...safeHouse(), 'house-type': ['castle'] },
      [...SAFE_HOUSE_ITEMS.slice(0, 2), ADVICE],
    ],
    [
      'no answers at all',
      {},
      [item('smoke-alarms-right-places', false), item('smoke-alarms', false), ADVICE],
    ],
  ])('%s', (_label, answers, expected) => {
    expect(deriveChecklist(answers)).toEqual(expected);
  });
});

/** The advice banner shows where the plan's findings ask for advice (spec: unless alarms are yes
 * and both routes are planned). */
const showsFireSafetyBanner = (answers: PlanAnswers) => asksForAdvice(assessPlan(answers));

describe('the fire-safety advice banner', () => {
  it.each<[string, PlanAnswers, boolean]>([
    ['safe house', safeHouse(), false],
    [
      'safe house with second assistance',
      safeHouse({
        'first-escape-route': { 'route-planned': true, obstacles: true, assistance: true },
        'second-escape-route': { 'route-planned': true, obstacles: true, assistance: true },
      }),
      false,
    ],
    ['alarms in the wrong places', safeHouse({ 'smoke-alarms-right-places': ['no'] }), true],
    ['alarm places not sure', safeHouse({ 'smoke-alarms-right-places': ['no-not-sure'] }), true],
    ['alarms not tested', safeHouse({ 'smoke-alarms': ['no-not-sure'] }), true],
    ['no alarms', safeHouse({ 'smoke-alarms': ['dont-have-any'] }), true],
    [
      'first route not planned',
      safeHouse({
        'first-escape-route': { 'route-planned': false, obstacles: false, assistance: false },
      }),
      true,
    ],
    [
      'second route unable',
      safeHouse({ 'second-escape-route': { 'route-planned': 'unable', obstacles: false } }),
      true,
    ],
    [
      'second route not planned',
      safeHouse({ 'second-escape-route': { 'route-planned': false, obstacles: false } }),
      true,
    ],
    [
      'first route not answered',
      safeHouse({ 'first-escape-route': { obstacles: false, assistance: false } }),
      true,
    ],
    ['not discussed does not need the banner', safeHouse({ discussed: ['no'] }), false],
    ['safe apartment', safeApartment(), false],
    [
      'apartment with locks and obstacles',
      safeApartment({
        'escape-route': { 'multiple-exits': true, obstacles: true, locks: true, discuss: false },
      }),
      false,
    ],
    [
      'apartment with one way out',
      safeApartment({
        'escape-route': { 'multiple-exits': false, obstacles: false, locks: false, discuss: true },
      }),
      true,
    ],
    ['apartment with alarms not sure', safeApartment({ 'smoke-alarms': ['no-not-sure'] }), true],
    ['no home type yet', SAFE_PREFIX, true],
  ])('%s', (_label, answers, expected) => {
    expect(showsFireSafetyBanner(answers)).toBe(expected);
  });

  it.each<[string, PlanAnswers]>([
    ['safe house', safeHouse()],
    [
      'unable second route',
      safeHouse({ 'second-escape-route': { 'route-planned': 'unable', obstacles: false } }),
    ],
    ['safe apartment', safeApartment()],
    ['one-exit apartment', safeApartment({ 'escape-route': { 'multiple-exits': false } })],
    ['no home type', SAFE_PREFIX],
  ])('agrees with the advice item: %s', (_label, answers) => {
    const hasAdvice = deriveChecklist(answers).some((entry) => entry.key === ADVICE_ITEM_KEY);
    expect(showsFireSafetyBanner(answers)).toBe(hasAdvice);
  });
});
