// The question screen's rules: selecting options, restoring and storing answers, and validity.
// Kept free of the flow so that plan-flow can build on it without an import cycle.
import { OTHER_OPTION_VALUE, getPlanQuestion } from '../../content/plan-questions';
import type { CarouselSubQuestion, PlanQuestion } from '../../content/plan-questions';
import type {
  CarouselAnswer,
  OptionAnswer,
  PlanAnswerValue,
  PlanAnswers,
  PlanQuestionSlug,
} from '../../vocabulary/types';

/** What the screen holds before Continue: the ticked option values and the 'other' text. */
export type AnswerDraft = { selected: string[]; otherText: string };

export function emptyDraft(): AnswerDraft {
  return { selected: [], otherText: '' };
}

export function isOptionAnswer(value: unknown): value is OptionAnswer {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

/** One sub-answer of a carousel question as stored, or undefined (not answered, not a carousel). */
export function carouselValue(answers: PlanAnswers, slug: PlanQuestionSlug, sub: string): unknown {
  const stored = answers[slug];
  return isCarouselAnswer(stored) ? stored[sub] : undefined;
}

export function isCarouselAnswer(value: unknown): value is CarouselAnswer {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasOption(question: PlanQuestion, value: string): boolean {
  return question.options.some((option) => option.value === value);
}

/** A stored value that is free text: anything but a real option (a typed "other" included). */
function isFreeText(question: PlanQuestion, value: string): boolean {
  return value === OTHER_OPTION_VALUE || !hasOption(question, value);
}

export function toggleOption(
  question: PlanQuestion,
  draft: AnswerDraft,
  value: string,
): AnswerDraft {
  if (!hasOption(question, value)) return draft;
  if (question.type === 'radio') return { ...draft, selected: [value] };
  if (draft.selected.includes(value)) {
    return { ...draft, selected: draft.selected.filter((entry) => entry !== value) };
  }
  // Ticking an option clears those it rules out, and those that rule it out ("Just me" and
  // "Other adults").
  const selected = draft.selected.filter((entry) => !excludeEachOther(question, entry, value));
  return { ...draft, selected: [...selected, value] };
}

function excludes(question: PlanQuestion, value: string, other: string): boolean {
  const option = question.options.find((candidate) => candidate.value === value);
  return option?.excludes?.includes(other) === true;
}

function excludeEachOther(question: PlanQuestion, one: string, other: string): boolean {
  return excludes(question, one, other) || excludes(question, other, one);
}

/** No two chosen options that rule each other out. */
function respectsExclusions(question: PlanQuestion, values: readonly string[]): boolean {
  return values.every((value, index) =>
    values.slice(index + 1).every((other) => !excludeEachOther(question, value, other)),
  );
}

export function draftFromStored(
  question: PlanQuestion,
  stored: PlanAnswerValue | undefined,
): AnswerDraft {
  if (question.type === 'carousel' || !isOptionAnswer(stored)) return emptyDraft();
  // A radio holds one answer; anything after the first entry is not ours to show.
  const values = question.type === 'radio' ? stored.slice(0, 1) : stored;
  const draft = emptyDraft();
  for (const value of values) {
    if (!isFreeText(question, value)) {
      if (!draft.selected.includes(value)) draft.selected.push(value);
    } else if (
      question.allowOther &&
      value.trim() !== '' &&
      !draft.selected.includes(OTHER_OPTION_VALUE)
    ) {
      draft.selected.push(OTHER_OPTION_VALUE);
      draft.otherText = value;
    }
  }
  return draft;
}

export function storedFromDraft(question: PlanQuestion, draft: AnswerDraft): OptionAnswer {
  const otherText = draft.otherText.trim();
  return draft.selected.flatMap((value) => {
    if (!hasOption(question, value)) return [];
    if (value !== OTHER_OPTION_VALUE) return [value];
    return otherText === '' ? [] : [otherText];
  });
}

export function isDraftValid(question: PlanQuestion, draft: AnswerDraft): boolean {
  const { selected } = draft;
  if (question.type === 'carousel' || selected.length === 0) return false;
  if (question.type === 'radio' && selected.length !== 1) return false;
  if (new Set(selected).size !== selected.length) return false;
  if (!selected.every((value) => hasOption(question, value))) return false;
  if (!respectsExclusions(question, selected)) return false;
  return !selected.includes(OTHER_OPTION_VALUE) || draft.otherText.trim() !== '';
}

function isShown(sub: CarouselSubQuestion, answers: PlanAnswers): boolean {
  if (!sub.showWhen) return true;
  const { question, sub: otherSub, equals } = sub.showWhen;
  const otherAnswer = answers[question];
  return isCarouselAnswer(otherAnswer) && otherAnswer[otherSub] === equals;
}

/** The carousel's sub-questions that these answers ask (empty for other questions). */
export function shownSubQuestions(
  slug: PlanQuestionSlug,
  answers: PlanAnswers,
): CarouselSubQuestion[] {
  const subQuestions = getPlanQuestion(slug).subQuestions ?? [];
  return subQuestions.filter((sub) => isShown(sub, answers));
}

function isAllowedValue(sub: CarouselSubQuestion, value: unknown): boolean {
  return sub.options.some((option) => option.value === value);
}

/** The progressive reveal: shown sub-questions up to and including the first unanswered one. */
export function visibleSubQuestions(
  slug: PlanQuestionSlug,
  answers: PlanAnswers,
  draft: CarouselAnswer,
): CarouselSubQuestion[] {
  const shown = shownSubQuestions(slug, { ...answers, [slug]: draft });
  const firstUnanswered = shown.findIndex((sub) => !isAllowedValue(sub, draft[sub.slug]));
  return firstUnanswered === -1 ? shown : shown.slice(0, firstUnanswered + 1);
}

/**
 * Every shown sub-question answered with an allowed value, and no key that is not a sub-question
 * of this carousel. A hidden sub-question's old answer is tolerated (if its value is allowed), so
 * changing the first route's assistance does not invalidate a stored second route.
 */
export function isCarouselAnswerValid(
  slug: PlanQuestionSlug,
  answer: CarouselAnswer,
  answers: PlanAnswers,
): boolean {
  const question = getPlanQuestion(slug);
  if (question.type !== 'carousel' || !isCarouselAnswer(answer)) return false;
  const subQuestions = question.subQuestions ?? [];
  const everyKeyKnown = Object.entries(answer).every(([key, value]) => {
    const sub = subQuestions.find((candidate) => candidate.slug === key);
    return sub !== undefined && (value === undefined || isAllowedValue(sub, value));
  });
  return (
    everyKeyKnown &&
    shownSubQuestions(slug, { ...answers, [slug]: answer }).every((sub) =>
      isAllowedValue(sub, answer[sub.slug]),
    )
  );
}

function isOptionAnswerValid(question: PlanQuestion, answer: OptionAnswer): boolean {
  if (answer.length === 0 || new Set(answer).size !== answer.length) return false;
  if (question.type === 'radio' && answer.length !== 1) return false;
  if (!respectsExclusions(question, answer)) return false;
  const freeTexts = answer.filter((value) => isFreeText(question, value));
  if (freeTexts.length === 0) return true;
  return question.allowOther && freeTexts.length === 1 && freeTexts[0]?.trim() !== '';
}

/** Whether a stored (or received) answer is a valid answer to the question, given the others. */
export function isStoredAnswerValid(
  slug: PlanQuestionSlug,
  value: unknown,
  answers: PlanAnswers,
): boolean {
  const question = getPlanQuestion(slug);
  if (question.type === 'carousel') {
    return isCarouselAnswer(value) && isCarouselAnswerValid(slug, value, answers);
  }
  return isOptionAnswer(value) && isOptionAnswerValid(question, value);
}
