// A number in a Māori string is a safety fact or a count (3 minutes, at least 1 metre, 111, 12
// months): it must be the one its English source says. Written words for numbers ("kotahi
// mita") would hide a dropped or changed number from this test, so the Māori keeps digits.
import { describe, expect, it } from 'vitest';
import { allTexts } from './locale-files';
import { numbersIn } from '../../../scripts/mi-review/keep';

/**
 * Strings whose Māori may differ from the English in its digits, each with the reason. Empty
 * today: add an entry only with a reason a reviewer can check.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {};

// The same rule mi:apply holds a reviewer's Māori to (scripts/mi-review/keep.ts).
const numbers = numbersIn;

describe('numbers in the Māori text', () => {
  const texts = allTexts();

  it('reads the strings', () => {
    expect(texts.size).toBeGreaterThan(100);
    expect(numbers('Waea ki te nama 111 i roto i ngā meneti e 3')).toEqual(['111', '3']);
  });

  it('are the numbers of the English source, in every string', () => {
    const mismatched = [...texts]
      .filter(([id]) => !Object.hasOwn(EXCEPTIONS, id))
      .filter(([, { en, mi }]) => numbers(en).join() !== numbers(mi).join())
      .map(
        ([id, { en, mi }]) =>
          `${id}: English ${numbers(en).join() || '-'} in ${JSON.stringify(en)}, Māori ${numbers(mi).join() || '-'} in ${JSON.stringify(mi)}`,
      );
    expect(mismatched).toEqual([]);
  });

  it('lists as exceptions only strings that exist and do differ', () => {
    const stale = Object.keys(EXCEPTIONS).filter((id) => {
      const text = texts.get(id);
      return !text || numbers(text.en).join() === numbers(text.mi).join();
    });
    expect(stale).toEqual([]);
  });
});
