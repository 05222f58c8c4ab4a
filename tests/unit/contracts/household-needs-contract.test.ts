// A person's needs are optional, bounded fields of the plan details; payloads of the
// shape before them still validate, unchanged.
import { describe, expect, it } from 'vitest';
import { planDetailsSchema, planSaveRequestSchema } from '../../../src/contracts';

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const answers = {
  'smoke-alarms-right-places': ['yes'],
  'smoke-alarms': ['yes'],
  'living-situation': ['other-adults', 'need-assistance'],
  'house-type': ['house'],
  'first-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
  'second-escape-route': { 'route-planned': true, obstacles: false, assistance: true },
  'meeting-area': ['letterbox'],
  discussed: ['yes'],
};

/** Details exactly as the app saved them before needs were asked. */
const CURRENT_SHAPE = {
  wayOuts: { first: { kind: 'front-door', description: 'Hallway to the front door' } },
  people: [
    { id: 'p1', name: 'Aroha', needsHelp: false },
    { id: 'p2', name: 'Koro', needsHelp: true, helperId: 'p1' },
  ],
  pets: [{ id: 'a1', name: 'Rex', takerId: 'p1' }],
  doneNow: { 'alarm-tested': true },
};

const withKoro = (koro: Record<string, unknown>) => ({
  ...CURRENT_SHAPE,
  people: [CURRENT_SHAPE.people[0], { ...CURRENT_SHAPE.people[1], ...koro }],
});

function parse(details: unknown) {
  return planSaveRequestSchema.safeParse(
    json({ name: 'Aroha', email: 'aroha@example.nz', answers, language: 'en', details }),
  );
}

describe('household needs in the plan details contract', () => {
  it('accepts details of the shape before needs, and parses them to exactly the same', () => {
    const result = planDetailsSchema.safeParse(json(CURRENT_SHAPE));
    expect(result.success).toBe(true);
    expect(result.data).toEqual(CURRENT_SHAPE);
    expect(parse(CURRENT_SHAPE).success).toBe(true);
  });

  it('accepts every kind of need and own words', () => {
    const details = withKoro({
      needs: ['cannot-hear', 'moves-slowly', 'cannot-see', 'medical-equipment', 'other'],
      needsOther: 'Takes a while to wake after her pills',
    });
    const result = parse(details);
    expect(result.success).toBe(true);
    expect(result.data?.details?.people?.[1]?.needs).toEqual([
      'cannot-hear',
      'moves-slowly',
      'cannot-see',
      'medical-equipment',
      'other',
    ]);
    expect(parse(withKoro({ needs: ['child'] })).success).toBe(true);
    expect(parse(withKoro({ needs: ['baby'] })).success).toBe(true);
    expect(parse(withKoro({ needs: [] })).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown need', { needs: ['sleepwalks'] }],
    ['a need twice', { needs: ['child', 'child'] }],
    ['more needs than there are kinds', { needs: Array.from({ length: 8 }, () => 'child') }],
    ['needs that are not a list', { needs: 'child' }],
    ['own words with a link', { needs: ['other'], needsOther: 'see example.nz/koro' }],
    ['own words with a phone number', { needs: ['other'], needsOther: 'ring 021 555 0199' }],
    ['own words too long', { needs: ['other'], needsOther: 'a'.repeat(81) }],
    ['empty own words', { needs: ['other'], needsOther: '   ' }],
    ['own words with a control character', { needs: ['other'], needsOther: 'a\u0007b' }],
  ])('refuses %s', (_case, koro) => {
    expect(parse(withKoro(koro)).success).toBe(false);
  });

  it('accepts own words of 80 characters', () => {
    expect(parse(withKoro({ needs: ['other'], needsOther: 'a'.repeat(80) })).success).toBe(true);
  });
});
