import { describe, expect, it } from 'vitest';
import { campaignQuery } from '../../../src/features/campaign';

describe('campaignQuery', () => {
  it('keeps only the utm_* parameters, in order', () => {
    expect(campaignQuery('?utm_source=radio&ref=x&utm_medium=ad&utm_campaign=smoke')).toBe(
      'utm_source=radio&utm_medium=ad&utm_campaign=smoke',
    );
  });

  it('is empty without utm parameters', () => {
    expect(campaignQuery('')).toBe('');
    expect(campaignQuery('?ref=friend&utm=1')).toBe('');
  });

  it('re-encodes values safely', () => {
    expect(campaignQuery('?utm_content=a%20b%26c')).toBe('utm_content=a+b%26c');
  });
});
