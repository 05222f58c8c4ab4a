import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailSchema,
  idempotencyKeySchema,
  languageSchema,
  nameSchema,
  planAnswersSchema,
  planIdentifierSchema,
  planSaveRequestSchema,
  planSaveResponseSchema,
  quizEmailRequestSchema,
  quizEmailResponseSchema,
  quizResultSummarySchema,
  savedPlanResponseSchema,
} from '../../../src/contracts';
import { NOT_APPLICABLE } from '../../../src/content/quiz-sections';
import { scoreQuiz } from '../../../src/domain/quiz/quiz-rules';

// Payloads arrive as JSON, so every case goes through JSON.parse like a request body would.
function json(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

const OPERATOR = { $gt: '' };

const goodPlanAnswers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['no-not-sure'],
  'living-situation': ['other-adults', 'pets-animals'],
  'house-type': ['house'],
  'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
  'second-escape-route': { 'route-planned': 'unable', obstacles: true, assistance: false },
  'meeting-area': ['The big pōhutukawa tree by the letterbox'],
  discussed: ['yes'],
};

const goodPlanSave = {
  name: 'Aroha',
  email: 'aroha@example.nz',
  answers: goodPlanAnswers,
  language: 'mi',
};

const goodSummary = scoreQuiz({
  begin: ['indoor-fires', 'hot-ashes', 'clothes-dryers'],
  'indoor-fires': ['chimney-cleaned', 'fireguard-used'],
  'hot-ashes': ['emptied-ashes'],
  'clothes-dryers': [NOT_APPLICABLE],
});

const goodQuizEmail = {
  name: 'Mere',
  email: 'mere@example.co.nz',
  checklistItems: goodSummary,
  language: 'en',
};

/** A deep copy of `base` with the value at `path` replaced (or removed when value is undefined). */
function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last === undefined) throw new Error('Empty path');
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** Every path to a leaf (non-object, non-array value) of a JSON value. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

function accepts(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(json(value)).success;
}

describe('common schemas', () => {
  it.each([
    ['en', true],
    ['mi', true],
    ['fr', false],
    ['EN', false],
    ['', false],
    [OPERATOR, false],
    [null, false],
  ])('language %j accepted: %s', (value, expected) => {
    expect(accepts(languageSchema, value)).toBe(expected);
  });

  it.each([
    ['Aroha', true],
    ['a'.repeat(80), true],
    ['a'.repeat(81), false],
    ['', false],
    ['example.com', false],
    [42, false],
    [OPERATOR, false],
  ])('name %j accepted: %s', (value, expected) => {
    expect(accepts(nameSchema, value)).toBe(expected);
  });

  it('trims the name it accepts', () => {
    expect(nameSchema.parse('  Aroha  ')).toBe('Aroha');
  });

  it.each([
    ['aroha@example.nz', true],
    ['aroha', false],
    [`${'a'.repeat(250)}@b.nz`, false],
    [['aroha@example.nz'], false],
    [OPERATOR, false],
  ])('email %j accepted: %s', (value, expected) => {
    expect(accepts(emailSchema, value)).toBe(expected);
  });

  it.each([
    ['a'.repeat(16), true],
    ['Ab_-09'.repeat(10).slice(0, 64), true],
    ['a'.repeat(15), false],
    ['a'.repeat(65), false],
    ['a'.repeat(15) + '.', false],
    ['a'.repeat(15) + '$', false],
    [1234567890123456, false],
  ])('idempotency key %j accepted: %s', (value, expected) => {
    expect(accepts(idempotencyKeySchema, value)).toBe(expected);
  });
});

describe('plan answers', () => {
  it('accepts a full house plan', () => {
    expect(planAnswersSchema.parse(json(goodPlanAnswers))).toEqual(goodPlanAnswers);
  });

  it('trims free text', () => {
    expect(planAnswersSchema.parse({ 'meeting-area': ['  the gate  '] })).toEqual({
      'meeting-area': ['the gate'],
    });
  });

  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['an unknown question', { 'favourite-colour': ['red'] }],
    ['a $ key', { $where: ['1'] }],
    ['a key with a dot', { 'smoke-alarms.0': ['yes'] }],
    ['an operator as the answer', { 'smoke-alarms': OPERATOR }],
    ['an operator inside a list', { 'smoke-alarms': [OPERATOR] }],
    ['an empty list', { 'smoke-alarms': [] }],
    ['too many values', { 'living-situation': Array.from({ length: 11 }, (_, i) => `v${i}`) }],
    ['an empty string', { 'smoke-alarms': [''] }],
    ['only spaces', { 'smoke-alarms': ['   '] }],
    ['an oversized string', { 'meeting-area': ['x'.repeat(201)] }],
    ['a control character', { 'meeting-area': ['the gate\u0000'] }],
    ['a number', { 'smoke-alarms': 1 }],
    ['a string', { 'smoke-alarms': 'yes' }],
    ['null', { 'smoke-alarms': null }],
    ['an empty carousel', { 'first-escape-route': {} }],
    [
      'too many carousel entries',
      { 'first-escape-route': Object.fromEntries('abcdefg'.split('').map((k) => [k, true])) },
    ],
    ['a carousel $ key', { 'first-escape-route': { $gt: true } }],
    ['a carousel key with a dot', { 'first-escape-route': { 'route.planned': true } }],
    ['an upper-case carousel key', { 'first-escape-route': { RoutePlanned: true } }],
    ['an over-long carousel key', { 'first-escape-route': { [`a${'b'.repeat(40)}`]: true } }],
    ['a carousel string value', { 'first-escape-route': { 'route-planned': 'yes' } }],
    ['a carousel operator value', { 'first-escape-route': { 'route-planned': OPERATOR } }],
    ['a list', [['yes']]],
    ['a string', 'answers'],
  ])('rejects %s', (_case, answers) => {
    expect(accepts(planAnswersSchema, answers)).toBe(false);
  });

  it.each<[string, string]>([
    ['top level', '{"__proto__": ["yes"], "smoke-alarms": ["yes"]}'],
    ['inside a carousel', '{"first-escape-route": {"__proto__": true, "obstacles": true}}'],
  ])('rejects a __proto__ key at %s', (_case, body) => {
    expect(planAnswersSchema.safeParse(JSON.parse(body)).success).toBe(false);
  });
});

describe('plan save request', () => {
  it('accepts a good request', () => {
    expect(accepts(planSaveRequestSchema, goodPlanSave)).toBe(true);
  });

  it.each(leafPaths(goodPlanSave).map((path) => [path.join('.'), path]))(
    'rejects an operator object at %s',
    (_label, path) => {
      expect(accepts(planSaveRequestSchema, withValue(goodPlanSave, path, OPERATOR))).toBe(false);
    },
  );

  it.each<[string, (string | number)[], unknown]>([
    ['an unknown key', ['identifier'], 'abc'],
    ['a $ key', ['$set'], { name: 'x' }],
    ['a dotted key', ['answers.smoke-alarms'], ['yes']],
    ['no name', ['name'], undefined],
    ['no email', ['email'], undefined],
    ['no answers', ['answers'], undefined],
    ['no language', ['language'], undefined],
    ['a bad language', ['language'], 'fr'],
    ['a numeric name', ['name'], 7],
    ['an oversized name', ['name'], 'a'.repeat(81)],
    ['a name with a link', ['name'], 'win at www.example'],
    ['an oversized email', ['email'], `${'a'.repeat(250)}@b.nz`],
    ['a bad email', ['email'], 'not-an-email'],
    ['answers as a list', ['answers'], ['yes']],
  ])('rejects %s', (_case, path, value) => {
    expect(accepts(planSaveRequestSchema, withValue(goodPlanSave, path, value))).toBe(false);
  });
});

describe('plan responses', () => {
  const identifier = 'Q2hlY2tBbGxUaGVTbW9rZUFsYXJtcw';

  it.each([
    [identifier, true],
    ['a'.repeat(22), true],
    ['a'.repeat(64), true],
    ['a'.repeat(21), false],
    ['a'.repeat(65), false],
    [`${identifier}=`, false],
    [`${identifier}/`, false],
    [`${identifier}+`, false],
    [42, false],
  ])('identifier %j accepted: %s', (value, expected) => {
    expect(accepts(planIdentifierSchema, value)).toBe(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['an identifier', { identifier }, true],
    // Not strict: a later answer's fields are ignored by a client that does not know them.
    ['an extra key', { identifier, id: 1 }, true],
    ['its keys', { identifier, ownerKey: identifier, readKey: identifier }, true],
    ['a key too short', { identifier, ownerKey: 'abc' }, false],
    ['an operator', { identifier: OPERATOR }, false],
  ])('save response with %s accepted: %s', (_case, body, expected) => {
    expect(accepts(planSaveResponseSchema, body)).toBe(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['answers and language', { data: { answers: goodPlanAnswers, language: 'en' } }, true],
    ['the name', { data: { answers: goodPlanAnswers, language: 'en', name: 'Aroha' } }, false],
    [
      'the email',
      { data: { answers: goodPlanAnswers, language: 'en', email: 'aroha@example.nz' } },
      false,
    ],
    [
      'an extra top-level key',
      { data: { answers: goodPlanAnswers, language: 'en' }, ok: 1 },
      false,
    ],
    ['a bad language', { data: { answers: goodPlanAnswers, language: 'de' } }, false],
    ['no data', { answers: goodPlanAnswers, language: 'en' }, false],
  ])('saved plan with %s accepted: %s', (_case, body, expected) => {
    expect(accepts(savedPlanResponseSchema, body)).toBe(expected);
  });
});

describe('quiz result summary', () => {
  it('accepts a real summary unchanged', () => {
    expect(quizResultSummarySchema.parse(json(goodSummary))).toEqual(goodSummary);
  });

  it('accepts the empty summary of all sections not applicable', () => {
    const summary = scoreQuiz({ begin: ['hot-ashes'], 'hot-ashes': [NOT_APPLICABLE] });
    expect(accepts(quizResultSummarySchema, summary)).toBe(true);
  });

  it.each<[string, (string | number)[], unknown]>([
    ['an unknown key', ['extra'], 1],
    ['an unknown item key', ['items', 0, 'label'], 'x'],
    ['an unknown option key', ['items', 0, 'options', 0, 'weight'], 40],
    ['an unknown slug', ['items', 0, 'slug'], 'kitchen'],
    ['an alias slug', ['items', 0, 'slug'], 'electric-heater'],
    ['an option value with a dot', ['items', 0, 'options', 0, 'value'], 'chimney.cleaned'],
    ['an option value with $', ['items', 0, 'options', 0, 'value'], '$chimney'],
    ['a string checked flag', ['items', 0, 'options', 0, 'checked'], 'true'],
    ['a fractional score', ['items', 0, 'score'], 60.5],
    ['a negative score', ['items', 0, 'score'], -60],
    ['a score over 100', ['items', 0, 'score'], 160],
    ['points as text', ['items', 0, 'points'], '100'],
    ['a percentage over 100', ['percentage'], 101],
    ['an infinite-looking total', ['total_score'], 1e308],
    ['an unknown result', ['result'], 'great'],
    ['a tampered total', ['total_score'], goodSummary.total_score + 10],
    ['a tampered percentage', ['percentage'], goodSummary.percentage + 1],
    ['a tampered result', ['result'], 'good'],
    ['a tampered item score', ['items', 0, 'score'], 100],
    ['a tampered checked flag', ['items', 0, 'options', 2, 'checked'], true],
    ['no items', ['items'], undefined],
    ['items as an object', ['items'], {}],
  ])('rejects %s', (_case, path, value) => {
    expect(accepts(quizResultSummarySchema, withValue(goodSummary, path, value))).toBe(false);
  });

  it('rejects more than 8 items', () => {
    const items = Array.from({ length: 9 }, () => goodSummary.items[0]);
    expect(accepts(quizResultSummarySchema, { ...goodSummary, items })).toBe(false);
  });

  it('rejects more than 10 options in an item', () => {
    const options = Array.from({ length: 11 }, (_, i) => ({ value: `o${i}`, checked: false }));
    expect(
      accepts(quizResultSummarySchema, withValue(goodSummary, ['items', 0, 'options'], options)),
    ).toBe(false);
  });
});

describe('quiz email request and response', () => {
  it('accepts a good request', () => {
    expect(accepts(quizEmailRequestSchema, goodQuizEmail)).toBe(true);
  });

  it.each(leafPaths(goodQuizEmail).map((path) => [path.join('.'), path]))(
    'rejects an operator object at %s',
    (_label, path) => {
      expect(accepts(quizEmailRequestSchema, withValue(goodQuizEmail, path, OPERATOR))).toBe(false);
    },
  );

  it.each<[string, (string | number)[], unknown]>([
    ['an unknown key', ['cc'], 'someone@example.nz'],
    ['a $ key', ['$where'], '1'],
    ['a dotted key', ['checklistItems.result'], 'good'],
    ['no checklist', ['checklistItems'], undefined],
    ['a checklist as text', ['checklistItems'], 'all good'],
    ['a bad language', ['language'], 'english'],
    ['an empty name', ['name'], ''],
    ['an oversized name', ['name'], 'a'.repeat(81)],
    ['an oversized email', ['email'], `${'a'.repeat(250)}@b.nz`],
  ])('rejects %s', (_case, path, value) => {
    expect(accepts(quizEmailRequestSchema, withValue(goodQuizEmail, path, value))).toBe(false);
  });

  it.each<[unknown, boolean]>([
    [{ success: true }, true],
    [{ success: false, error: 'Could not send' }, true],
    [{ success: 'true' }, false],
    [{}, false],
    [{ success: true, extra: 1 }, false],
    [{ success: false, error: 'x'.repeat(501) }, false],
  ])('response %j accepted: %s', (body, expected) => {
    expect(accepts(quizEmailResponseSchema, body)).toBe(expected);
  });
});

describe('plan details', () => {
  const goodDetails = {
    wayOuts: { first: { kind: 'front-door', description: 'Hallway to the front door' } },
    people: [
      { id: 'p1', name: 'Aroha', needsHelp: false },
      { id: 'p2', name: 'Koro', needsHelp: true, helperId: 'p1' },
    ],
    pets: [{ id: 'a1', name: 'Rex', takerId: 'p2' }],
    doneNow: { 'alarm-tested': true },
  };
  const withDetails = { ...goodPlanSave, details: goodDetails };
  const person = (index: number) => ({ id: `p${index}`, name: `P${index}`, needsHelp: false });

  it('accepts a request with details, and one without (as before)', () => {
    expect(accepts(planSaveRequestSchema, withDetails)).toBe(true);
    expect(accepts(planSaveRequestSchema, goodPlanSave)).toBe(true);
    expect(
      accepts(savedPlanResponseSchema, {
        data: { answers: goodPlanAnswers, details: goodDetails, language: 'en' },
      }),
    ).toBe(true);
  });

  it.each(leafPaths(withDetails).map((path) => [path.join('.'), path]))(
    'rejects an operator object at %s',
    (_label, path) => {
      expect(accepts(planSaveRequestSchema, withValue(withDetails, path, OPERATOR))).toBe(false);
    },
  );

  it.each<[string, (string | number)[], unknown]>([
    ['an unknown detail', ['details', 'floorPlan'], 'x'],
    ['an unknown way out', ['details', 'wayOuts', 'first', 'kind'], 'chimney'],
    ['a third route', ['details', 'wayOuts', 'third'], { kind: 'back-door' }],
    ['a description with a link', ['details', 'wayOuts', 'first', 'description'], 'see bit.ly/x'],
    ['a description too long', ['details', 'wayOuts', 'first', 'description'], 'a'.repeat(121)],
    ['a bidi override in a name', ['details', 'people', 0, 'name'], 'Aroha\u202E'],
    ['a name with a link', ['details', 'people', 0, 'name'], 'https://example.nz'],
    ['an empty name', ['details', 'people', 0, 'name'], '  '],
    ['a helper nobody knows', ['details', 'people', 1, 'helperId'], 'p9'],
    ['a taker nobody knows', ['details', 'pets', 0, 'takerId'], 'p9'],
    ['a bad id', ['details', 'people', 0, 'id'], '$where'],
    [
      '13 people',
      ['details', 'people'],
      Array.from({ length: 13 }, (_, index) => person(index + 1)),
    ],
    ['an unknown check', ['details', 'doneNow', 'sprinklers'], true],
    ['a building text too long', ['details', 'building'], { exit: 'a'.repeat(81) }],
  ])('rejects %s', (_case, path, value) => {
    expect(accepts(planSaveRequestSchema, withValue(withDetails, path, value))).toBe(false);
  });

  it('accepts 12 people', () => {
    const people = Array.from({ length: 12 }, (_, index) => person(index + 1));
    expect(
      accepts(planSaveRequestSchema, withValue(withDetails, ['details', 'people'], people)),
    ).toBe(true);
  });
});
