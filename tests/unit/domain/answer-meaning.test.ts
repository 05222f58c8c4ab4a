// An answer's icon follows what it means for safety, not whether it is "yes" or "no".
import { describe, expect, it } from 'vitest';
import {
  MEANING_ICONS,
  PLAN_QUESTIONS,
  answerMeaning,
  getPlanQuestion,
} from '../../../src/content/plan-questions';

const subQuestions = Object.values(PLAN_QUESTIONS).flatMap((question) =>
  (question.subQuestions ?? []).map((sub) => ({ question: question.slug, sub })),
);

describe('answer meanings', () => {
  it('give every sub-question exactly one safe answer', () => {
    expect(subQuestions.length).toBeGreaterThan(5);
    const wrong = subQuestions
      .filter(({ sub }) => sub.options.filter((option) => option.meaning === 'safe').length !== 1)
      .map(({ question, sub }) => `${question}/${sub.slug}`);
    expect(wrong).toEqual([]);
  });

  it('make "something in the way", "a locked door" and "needs help" a warning', () => {
    const route = getPlanQuestion('first-escape-route').subQuestions!;
    const sub = (slug: string) => route.find((candidate) => candidate.slug === slug)!;
    expect(answerMeaning(sub('obstacles'), true)).toBe('unsafe');
    expect(answerMeaning(sub('assistance'), true)).toBe('unsafe');
    expect(answerMeaning(sub('route-planned'), true)).toBe('safe');
    const locks = getPlanQuestion('escape-route').subQuestions!.find((s) => s.slug === 'locks')!;
    expect(answerMeaning(locks, true)).toBe('unsafe');
    expect(answerMeaning(locks, 'maybe')).toBeUndefined();
    expect(MEANING_ICONS.unsafe).toBe('warning');
    expect(MEANING_ICONS.safe).toBe('tick');
  });

  it("draw a yes/no radio option with its meaning's icon", () => {
    const options = Object.values(PLAN_QUESTIONS).flatMap((question) => question.options);
    const mismatched = options
      .filter((option) => option.meaning && ['yes', 'no', 'no-not-sure'].includes(option.value))
      .filter((option) => option.icon !== MEANING_ICONS[option.meaning!]);
    expect(options.some((option) => option.meaning === 'unsafe')).toBe(true);
    expect(mismatched).toEqual([]);
  });
});
