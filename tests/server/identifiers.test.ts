// Identifiers drawn from a pooled random buffer: the right shape, never repeated, and outbox ids
// that sort by the time they were made (so the store appends them to its id index).
import { describe, expect, it } from 'vitest';
import { planIdentifierSchema } from '../../src/contracts';
import { randomIdentifier, timeOrderedIdentifier } from '../../server/services/identifiers';

describe('identifiers', () => {
  it('gives plan identifiers the contract accepts, none twice across many pool refills', () => {
    const made = Array.from({ length: 5_000 }, () => randomIdentifier());
    expect(made.every((identifier) => planIdentifierSchema.safeParse(identifier).success)).toBe(
      true,
    );
    expect(new Set(made).size).toBe(made.length);
  });

  it('gives outbox ids that sort by time and differ within one millisecond', () => {
    const times = [0, 1, 35, 36, Date.parse('2026-11-23T00:00:00Z'), Date.parse('2999-01-01')];
    const ids = times.map((time) => timeOrderedIdentifier(time));
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => /^[0-9a-z]{9}[A-Za-z0-9_-]{16}$/.test(id))).toBe(true);
    const sameTime = Array.from({ length: 1_000 }, () => timeOrderedIdentifier(times[4]!));
    expect(new Set(sameTime).size).toBe(sameTime.length);
  });
});
