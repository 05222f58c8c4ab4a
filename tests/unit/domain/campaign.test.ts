import { describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN_END_DATE,
  isCampaignActive,
  shouldRedirectToMaori,
} from '../../../src/domain/campaign/campaign-window';
import { nzDate } from '../../../src/domain/shared/calendar-date';
import type { Language } from '../../../src/vocabulary/types';

describe('nzDate', () => {
  it.each([
    ['2022-08-14T11:59:00Z', '2022-08-14'], // 23:59 NZST
    ['2022-08-14T12:00:00Z', '2022-08-15'], // 00:00 NZST
    ['2022-08-13T12:00:00Z', '2022-08-14'], // 00:00 NZST on the last day
    ['2022-08-13T11:59:59Z', '2022-08-13'],
    ['2023-01-01T10:59:00Z', '2023-01-01'], // 23:59 NZDT
    ['2023-01-01T11:00:00Z', '2023-01-02'], // 00:00 NZDT
    ['2022-12-31T11:00:00Z', '2023-01-01'], // new year in NZ while still 2022 in UTC
  ])('%s is %s in New Zealand', (instant, date) => {
    expect(nzDate(new Date(instant))).toBe(date);
  });
});

describe('isCampaignActive', () => {
  it.each([
    ['2022-08-14T11:59:00Z', true],
    ['2022-08-14T11:59:59.999Z', true],
    ['2022-08-14T12:00:00Z', false],
    ['2022-08-01T00:00:00Z', true],
    ['2021-01-01T00:00:00Z', true],
    ['2022-08-15T00:00:00Z', false],
    ['2026-01-01T00:00:00Z', false],
  ])('at %s active: %s', (instant, active) => {
    expect(isCampaignActive(new Date(instant))).toBe(active);
  });

  it.each([
    ['2030-06-30T11:59:00Z', '2030-06-30', true],
    ['2030-06-30T12:00:00Z', '2030-06-30', false],
    ['2030-06-30T23:59:59Z', '2030-06-30', false],
    ['2030-07-01T00:00:00Z', '2030-06-30', false],
    ['2030-06-30T12:00:00Z', 'not-a-date', false],
    ['2030-06-30T12:00:00Z', '', false],
  ])('at %s with end date %j active: %s', (instant, endDate, active) => {
    expect(isCampaignActive(new Date(instant), endDate)).toBe(active);
  });

  it('a campaign long over is known without loading a time zone (costly on a cheap phone)', async () => {
    vi.resetModules();
    const original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      const fresh = await import('../../../src/domain/campaign/campaign-window');
      expect(fresh.isCampaignActive(new Date('2026-11-23T09:00:00Z'))).toBe(false);
      expect(made).toBe(0);
      // Near the end it still reads the New Zealand date.
      expect(fresh.isCampaignActive(new Date('2022-08-14T11:00:00Z'))).toBe(true);
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });

  it('an invalid clock counts as inactive', () => {
    expect(isCampaignActive(new Date(Number.NaN))).toBe(false);
  });

  it('ends on 14 August 2022', () => {
    expect(CAMPAIGN_END_DATE).toBe('2022-08-14');
  });
});

describe('shouldRedirectToMaori', () => {
  const inside = new Date('2022-08-14T11:59:00Z');
  const after = new Date('2022-08-14T12:00:00Z');

  it.each<[string, Date, boolean, Language, boolean]>([
    ['first English visit inside the window', inside, true, 'en', true],
    ['first English visit after the window', after, true, 'en', false],
    ['returning English visitor inside the window', inside, false, 'en', false],
    ['first Māori visit inside the window', inside, true, 'mi', false],
    ['returning Māori visitor after the window', after, false, 'mi', false],
  ])('%s: %s', (_case, now, isFirstVisit, language, expected) => {
    expect(shouldRedirectToMaori({ now, isFirstVisit, language })).toBe(expected);
  });

  it.each([
    ['2030-01-01', true],
    ['2022-08-13', false],
  ])('honours an injected end date %s', (endDate, expected) => {
    expect(
      shouldRedirectToMaori({ now: inside, isFirstVisit: true, language: 'en', endDate }),
    ).toBe(expected);
  });
});
